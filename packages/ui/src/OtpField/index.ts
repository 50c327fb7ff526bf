export { OtpField } from './OtpField'
export type { OtpFieldProps } from './OtpField'
