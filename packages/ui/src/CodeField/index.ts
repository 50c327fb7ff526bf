export { CodeField, CODE_LENGTH } from './CodeField'
export type { CodeFieldProps } from './CodeField'
