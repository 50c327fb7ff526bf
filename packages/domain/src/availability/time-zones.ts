import { DEFAULT_TIME_ZONE } from '../shared/dates.ts'

/**
 * A schedule keeps wall-clock hours in an IANA zone. Until a practitioner picks one, it is the zone of
 * their address's country: the product serves France, whose overseas departments have zones of their
 * own, and Côte d'Ivoire.
 */
const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = {
  FR: 'Europe/Paris',
  CI: 'Africa/Abidjan',
  GP: 'America/Guadeloupe',
  MQ: 'America/Martinique',
  GF: 'America/Cayenne',
  RE: 'Indian/Reunion',
  YT: 'Indian/Mayotte',
}

/** The zone of an address's country (ISO 3166-1 alpha-2); Paris for any other or none. */
export function timeZoneForCountry(country: string | null | undefined): string {
  return COUNTRY_TIME_ZONES[country?.toUpperCase() ?? ''] ?? DEFAULT_TIME_ZONE
}

const ZONE_NAME = /^(?:UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2})$/

/**
 * The name Intl gives an IANA zone (`europe/paris` → `Europe/Paris`), or null when it is not one. Fixed
 * offsets (`+01:00`) are refused: a schedule in one would keep its hours across DST when the people it
 * serves do not.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!ZONE_NAME.test(name)) return null
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone
  } catch {
    return null
  }
}
