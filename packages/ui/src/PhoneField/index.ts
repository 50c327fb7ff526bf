export { PhoneField } from './PhoneField'
export type { PhoneFieldProps } from './PhoneField'
export { phoneCountries, PRIORITY_COUNTRIES } from './countries'
export type { PhoneCountry } from './countries'
