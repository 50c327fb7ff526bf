export { FieldLabel, FieldDescription, FieldErrorMessage, fieldStyles } from './Field'
export type { FieldBaseProps } from './Field'
