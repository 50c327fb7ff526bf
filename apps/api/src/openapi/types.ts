// Handler types derived from the generated contract types, so a handler cannot return a body the
// contract does not describe (checked by tsc), on top of the runtime response check in tests.
import type { Request, ResponseToolkit } from '@hapi/hapi'
import type { operations } from '@relais/api-client/schema'
import type { Application, EnvMode } from '../config.ts'

export type OperationId = keyof operations

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : undefined

export type RequestBodyOf<K extends OperationId> = operations[K] extends {
  requestBody: { content: { 'application/json': infer B } }
}
  ? B
  : undefined

export type QueryOf<K extends OperationId> = operations[K]['parameters'] extends { query?: infer Q }
  ? Exclude<Q, undefined>
  : never

type Responses<K extends OperationId> = operations[K]['responses']
type Status<K extends OperationId> = Extract<keyof Responses<K>, number>

/** What a handler returns: a status of its operation and the matching body. Errors are usually thrown. */
export type Reply<K extends OperationId> = {
  [S in Status<K>]: { status: S; body: JsonContent<Responses<K>[S]>; headers?: Record<string, string> }
}[Status<K>]

export interface OperationContext<K extends OperationId> {
  request: Request
  h: ResponseToolkit
  body: RequestBodyOf<K>
  query: QueryOf<K>
  params: Record<string, string>
  application: Application
  /** The mode the client says it runs in (X-Env-Mode); the server's own mode is in the config. */
  clientMode: EnvMode
}

export type OperationHandler<K extends OperationId> = (ctx: OperationContext<K>) => Promise<Reply<K>>
