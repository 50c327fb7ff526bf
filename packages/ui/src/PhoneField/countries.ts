import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max'
import type { CountryCode } from 'libphonenumber-js/max'

export interface PhoneCountry {
  code: CountryCode
  name: string
  callingCode: string
}

// The product serves France and Côte d'Ivoire, with Swiss cross-border staff: those come first.
export const PRIORITY_COUNTRIES: CountryCode[] = ['FR', 'CI', 'CH']

let cache: PhoneCountry[] | undefined

/** Every country libphonenumber knows, named in French: FR, CI, CH first, then alphabetical. */
export function phoneCountries(): PhoneCountry[] {
  if (cache) return cache
  const names = new Intl.DisplayNames(['fr'], { type: 'region' })
  const all = getCountries().map((code) => ({
    code,
    name: names.of(code) ?? code,
    callingCode: getCountryCallingCode(code),
  }))
  const priority = PRIORITY_COUNTRIES.map((c) => all.find((x) => x.code === c)).filter(
    (x): x is PhoneCountry => Boolean(x),
  )
  const rest = all
    .filter((x) => !PRIORITY_COUNTRIES.includes(x.code))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
  cache = [...priority, ...rest]
  return cache
}
