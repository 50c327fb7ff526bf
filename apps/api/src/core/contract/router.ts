// The contract router: hapi routes are created from openapi.yaml's operations only, each bound to a
// typed handler by operationId. Area modules call `server.operation(id, handler, services)`; a route the
// spec does not describe cannot be added this way, and startup fails if an operation has no handler.
import type { Plugin, Request, ResponseToolkit, RouteDefMethods, Server, Lifecycle } from '@hapi/hapi'
import Boom from '@hapi/boom'
import type { Readable } from 'node:stream'
import type { ApiConfig, Application, EnvMode } from '../config.ts'
import { toErrorBody, unauthorized, validationFailed } from '../errors.ts'
import { enforceAccess, type CallerResolver } from '../access/access.ts'
import type { AuthenticatedSession } from '../sessions/session-service.ts'
import { findForbiddenCharacters } from './control-characters.ts'
import { toFieldErrors } from './field-errors.ts'
import type { Contract, ContractOperation } from './contract.ts'
import { receiveMultipart } from './multipart.ts'
import type { OperationContext, OperationHandler, OperationId, Reply } from './types.ts'
import { checkResponse, prepareResponseChecks } from './response-check.ts'

declare module '@hapi/hapi' {
  interface Server {
    operation<K extends OperationId, S>(operationId: K, handler: OperationHandler<K, S>, services: S): void
  }
  interface PluginProperties {
    contract: { contract: Contract; registered: Set<string>; assertComplete(): void }
  }
  interface RouteOptionsApp {
    operationId?: string
  }
}

/**
 * The most any upload may send, whatever its own limit (which its handler enforces while the bytes
 * arrive): a declared length above it is refused before a byte is read.
 */
const UPLOAD_CEILING_BYTES = 1024 * 1024 * 1024

const MULTIPART_WITH_BOUNDARY = /^multipart\/form-data;.*\bboundary=/i

/** `{param}` to hapi's `{param}` is the same syntax; only the wildcard forms would differ, and we have none. */
const hapiPath = (openapiPath: string) => openapiPath

export interface ContractPluginOptions {
  contract: Contract
  config: ApiConfig
  /**
   * Resolves the session of a request, for operations whose `security` names one. `withAccount`: the
   * access guard will need the account behind it, which may then be read in the same query.
   */
  authenticate: (
    request: Request,
    application: Application,
    withAccount: boolean,
  ) => Promise<AuthenticatedSession | null>
  /** The account behind a session, for the access guard (`x-access`). */
  callers: CallerResolver
}

export const contractPlugin: Plugin<ContractPluginOptions> = {
  name: 'contract',
  register(server: Server, { contract, config, authenticate, callers }) {
    const registered = new Set<string>()
    const devModes: EnvMode[] = ['LOCAL', 'DEV']
    const active = (op: ContractOperation) => !op.devOnly || devModes.includes(config.mode)
    // Compiled now rather than on the first response: a server that checks its responses starts ready.
    if (config.validateResponses) prepareResponseChecks(contract)

    server.decorate('server', 'operation', function <
      K extends OperationId,
      S,
    >(this: Server, operationId: K, handler: OperationHandler<K, S>, services: S) {
      const op = contract.byId.get(operationId)
      if (!op) throw new Error(`Operation ${operationId} is not in openapi.yaml`)
      if (registered.has(operationId)) throw new Error(`Operation ${operationId} has two handlers`)
      registered.add(operationId)
      // Dev-only operations do not exist at all in PROD: hapi answers its ordinary 404.
      if (!active(op)) return
      // hapi's router is the table from method and path template to operation, built here once: each
      // route holds its operation, compiled validators included, and nothing is looked up per request.
      server.route({
        method: op.method as RouteDefMethods,
        path: hapiPath(op.path),
        options: {
          app: { operationId },
          // Malformed JSON, a wrong content type or an oversize body are the client's mistakes: 400.
          // An upload's body is streamed to its handler unparsed (multipart.ts), its limit the handler's.
          ...(['GET', 'HEAD'].includes(op.method)
            ? {}
            : op.upload
              ? {
                  payload: { output: 'stream', parse: false, maxBytes: UPLOAD_CEILING_BYTES, timeout: false },
                }
              : { payload: { allow: 'application/json', failAction: payloadFailed } }),
          state: { parse: true, failAction: 'ignore' },
        },
        handler: operationRoute(op, handler, services, { authenticate, callers }),
      })
    })

    server.expose('contract', contract)
    server.expose('registered', registered)
    server.expose('assertComplete', () => {
      const missing = contract.operations.filter((op) => !registered.has(op.operationId))
      if (missing.length) {
        throw new Error(`No handler for: ${missing.map((op) => op.operationId).join(', ')}`)
      }
    })

    server.ext('onPreResponse', (request: Request, h: ResponseToolkit): Lifecycle.ReturnValue => {
      const { response } = request
      if (Boom.isBoom(response)) {
        // The Boom is replaced below, which hides it from hapi's own error event: log unexpected ones here
        // (through the err serializer, which keeps no driver details).
        if (response.output.statusCode === 500) request.log(['error'], response)
        const { body, retryAfterSeconds } = toErrorBody(response)
        const out = h.response(body).code(body.statusCode)
        if (retryAfterSeconds !== undefined) out.header('Retry-After', String(retryAfterSeconds))
        if (config.validateResponses) return enforce(request, h, out.statusCode, body, out)
        return out
      }
      // Routes without an operation are hapi's own (CORS preflight): only their errors are checked.
      if (config.validateResponses && request.route.settings.app?.operationId) {
        return enforce(request, h, response.statusCode, response.source, h.continue)
      }
      return h.continue
    })

    function enforce(
      request: Request,
      h: ResponseToolkit,
      status: number,
      body: unknown,
      response: Lifecycle.ReturnValue,
    ): Lifecycle.ReturnValue {
      const operationId = request.route.settings.app?.operationId
      const problem = checkResponse(contract, operationId, status, body)
      if (!problem) return response
      // A response outside the contract is a server bug: make it impossible to miss in tests.
      request.log(['error', 'contract'], problem)
      return h
        .response({
          statusCode: 500,
          error: 'Internal Server Error',
          message: `Réponse hors contrat: ${problem}`,
          code: 'INTERNAL',
        })
        .code(500)
        .header('x-contract-violation', '1')
    }
  },
}

/**
 * What every operation's route runs, in this order: the control characters, the contract's validators,
 * the session, the access guard (`x-access`), and only then the handler.
 */
function operationRoute<K extends OperationId, S>(
  op: ContractOperation,
  handler: OperationHandler<K, S>,
  services: S,
  { authenticate, callers }: Pick<ContractPluginOptions, 'authenticate' | 'callers'>,
) {
  // The guard of a public operation never reads the account: its session is read alone.
  const withAccount = op.access.caller !== 'public'
  return async function handleOperation(request: Request, h: ResponseToolkit) {
    const unstorable = [
      ...findForbiddenCharacters(request.params, 'path'),
      ...findForbiddenCharacters(request.query, 'query'),
      // An upload's body is still a stream here: its JSON part is checked as it is read.
      ...(op.upload ? [] : findForbiddenCharacters(request.payload, 'body')),
    ]
    if (unstorable.length) throw validationFailed(unstorable)
    // An upload's content type is refused at the door like a JSON body's; its parts wait for the guard.
    if (op.upload && !MULTIPART_WITH_BOUNDARY.test(String(request.headers['content-type'] ?? ''))) {
      throw validationFailed([
        { field: 'body', message: 'Corps de requête invalide (multipart/form-data attendu)' },
      ])
    }
    const errors = op.validateRequest({
      params: request.params,
      query: request.query,
      headers: request.headers,
      body: request.payload ?? undefined,
    })
    if (errors) throw validationFailed(toFieldErrors(errors))
    // Validated above: one of the applications, or absent where the contract allows it (health).
    const application = request.headers['x-application-name'] as Application | undefined
    if (op.session !== 'none') {
      // Every operation with a session requires the header: the validation refused its absence.
      const session = await authenticate(request, application as Application, withAccount)
      if (session) request.app.session = session
      else if (op.session === 'required') throw unauthorized()
    }
    await enforceAccess(op.access, request, request.app.session, callers)
    // Read only once the caller is known and admitted: a stranger's upload is refused before its body.
    const upload = op.upload
      ? await receiveMultipart(
          request.payload as Readable,
          request.raw.req.headers,
          op.upload.validatePayload,
        )
      : undefined
    const ctx: OperationContext<K> = {
      request,
      h,
      body: (upload ? upload.payload : request.payload) as OperationContext<K>['body'],
      upload: upload && { file: upload.file, finished: upload.finished },
      query: coerceQuery(op, request.query) as OperationContext<K>['query'],
      params: request.params as Record<string, string>,
      application: application as OperationContext<K>['application'],
      clientMode: request.headers['x-env-mode'] as OperationContext<K>['clientMode'],
    }
    let reply: Reply<K>
    try {
      reply = await handler(ctx, services)
      await upload?.finished
    } catch (error) {
      upload?.discard()
      throw error
    }
    const response = h.response(reply.body === undefined ? undefined : (reply.body as object))
    response.code(reply.status as number)
    for (const [name, value] of Object.entries(reply.headers ?? {})) response.header(name, value)
    return response
  }
}

const payloadFailed = async () =>
  validationFailed([{ field: 'body', message: 'Corps de requête invalide (JSON attendu)' }])

/** Query values arrive as strings; integer parameters are converted and defaults applied from the spec. */
function coerceQuery(op: ContractOperation, query: Request['query']): Record<string, unknown> {
  const out: Record<string, unknown> = { ...query }
  for (const param of op.parameters) {
    if (param.in !== 'query') continue
    const raw = out[param.name]
    if (raw === undefined && param.schema?.default !== undefined) out[param.name] = param.schema.default
    else if (
      typeof raw === 'string' &&
      (param.schema?.type === 'integer' || param.schema?.type === 'number')
    ) {
      out[param.name] = Number(raw)
    }
  }
  return out
}
