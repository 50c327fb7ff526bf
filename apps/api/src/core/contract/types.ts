// Handler types derived from the generated contract types, so a handler cannot return a body the
// contract does not describe (checked by tsc), on top of the runtime response check in tests.
import type { Request, ResponseToolkit } from '@hapi/hapi'
import type { Readable } from 'node:stream'
import type { operations } from '@relais/api-client/schema'
import type { Application, EnvMode } from '../config.ts'

export type OperationId = keyof operations

/**
 * A response's body: its JSON, a stream for a file (`application/octet-stream`), or the text of a
 * calendar (`text/calendar`, with its content type among the reply's headers).
 */
type JsonContent<T> = T extends { content: { 'application/json': infer B } }
  ? B
  : T extends { content: { 'application/octet-stream': unknown } }
    ? Readable
    : T extends { content: { 'text/calendar': unknown } }
      ? string
      : undefined

/** A JSON body, or an upload's JSON part (`payload`; the file part is `file`). */
type RequestBodyOf<K extends OperationId> = operations[K] extends {
  requestBody: { content: { 'application/json': infer B } }
}
  ? B
  : operations[K] extends { requestBody: { content: { 'multipart/form-data': { payload: infer P } } } }
    ? P
    : undefined

type QueryOf<K extends OperationId> = operations[K]['parameters'] extends { query?: infer Q }
  ? Exclude<Q, undefined>
  : never

type Responses<K extends OperationId> = operations[K]['responses']
type Status<K extends OperationId> = Extract<keyof Responses<K>, number>

/** What a handler returns: a status of its operation and the matching body. Errors are usually thrown. */
export type Reply<K extends OperationId> = {
  [S in Status<K>]: { status: S; body: JsonContent<Responses<K>[S]>; headers?: Record<string, string> }
}[Status<K>]

type HeadersOf<K extends OperationId> = operations[K]['parameters'] extends { header?: infer H } ? H : never

/**
 * A header's value as the contract declares it: always there when it is required (every operation but
 * health, which a load balancer probes without headers), possibly absent otherwise.
 */
type HeaderValue<K extends OperationId, Name extends string, T> =
  HeadersOf<K> extends { [N in Name]: unknown } ? T : T | undefined

export interface OperationContext<K extends OperationId> {
  request: Request
  h: ResponseToolkit
  body: RequestBodyOf<K>
  /**
   * A multipart operation's file part, streamed as it arrives: read `file` to the end (or the upload
   * never finishes), then await `finished`, which refuses parts after the file.
   */
  upload: { file: Readable; finished: Promise<void> } | undefined
  query: QueryOf<K>
  params: Record<string, string>
  /** The application the call comes from (X-Application-Name). */
  application: HeaderValue<K, 'X-Application-Name', Application>
  /** The mode the client says it runs in (X-Env-Mode); the server's own mode is in the config. */
  clientMode: HeaderValue<K, 'X-Env-Mode', EnvMode>
}

/**
 * An operation's handler: a named function of its own file (areas/<area>/<operationId>.ts), given the
 * request and the services its area built once (repositories, core services, adapters).
 */
export type OperationHandler<K extends OperationId, S> = (
  ctx: OperationContext<K>,
  services: S,
) => Promise<Reply<K>>
