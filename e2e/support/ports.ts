import { fileURLToPath } from 'node:url'

// e2e runs beside a developer's `npm start` (4000–4003) without clashing.
export const E2E_PORTS = { api: 4100, perinatal: 4101, mobility: 4102, dispatch: 4103 } as const

/** When the journeys run on PostgreSQL, scripts/e2e-server.ts writes here the database they use. */
export const E2E_DATABASE_FILE = fileURLToPath(new URL('../../.data/e2e-database-url', import.meta.url))

/** Where the e2e API keeps documents' blobs (STORAGE_DIR), emptied at each start and scanned for plaintext. */
export const E2E_STORAGE_DIR = fileURLToPath(new URL('../../.data/e2e-storage', import.meta.url))

/** The billing portal the e2e apps name (BILLING_PORTAL_URL): the room's 'Facturation' links to it. */
export const E2E_BILLING_PORTAL = 'https://facturation.example.test/tiers'
