// Column types the tables.ts files share: how kysely reads and writes timestamps and jsonb, and the
// address stored in jsonb columns.
import type { ColumnType } from 'kysely'

/** timestamptz: read as a Date, written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>

/** jsonb: written as a JSON string, read back parsed (pg and PGlite alike). */
export type Json<T> = ColumnType<T, string, string>

/** Address as the contract's `Address` schema; stored as a jsonb list so more can be added later. */
export interface StoredAddress {
  streetNumber?: string
  streetName?: string
  line?: string
  postalCode?: string
  city?: string
  district?: string
  state?: string
  country?: string
  coordinates?: { latitude: number; longitude: number }
  text: string
}
