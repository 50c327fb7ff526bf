export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ApplicationName,
  type EnvMode,
} from './client.ts'
export { ApiProvider, apiOf, useApi, type ApiQueryHooks } from './react.tsx'
export type { FileTransfers, TransferAnswer, TransferOptions, TransferProgress } from './files.ts'
export { asApiError, type ApiError, type FieldError } from './errors.ts'
export type { components, paths, operations } from './schema.gen.ts'

import type { components } from './schema.gen.ts'
export type User = components['schemas']['User']
export type Session = components['schemas']['Session']
export type UserType = components['schemas']['UserType']
export type IdentifierType = components['schemas']['IdentifierType']
