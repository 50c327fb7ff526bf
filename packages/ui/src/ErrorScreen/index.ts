export { ErrorScreen, COPY_CONFIRMATION_MS, COPY_ERROR_MS } from './ErrorScreen'
export type { ErrorScreenProps } from './ErrorScreen'
