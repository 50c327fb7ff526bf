// Loads openapi.yaml and compiles, once per process, what the router runs on every request: for each
// operation its access rule, its session requirement and one Ajv validator of its parameters and headers
// (and one of its body), so that a request costs the validators' own work and nothing else. The
// document is 3.1, hence Ajv's 2020 draft (the default draft-07 would silently ignore 3.1 keywords).
import SwaggerParser from '@apidevtools/swagger-parser'
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { ErrorObject, ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import path from 'node:path'
import { REPO_ROOT } from '../config.ts'
import { parseAccess, type AccessRule } from '../access/access.ts'

// ajv-formats is CommonJS with a `default` property; depending on the loader the import is either.
const formats = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats

const CONTRACT_PATH = path.join(REPO_ROOT, 'openapi.yaml')

/**
 * A uuid as PostgreSQL's `uuid` type reads it. ajv-formats also accepts the `urn:uuid:` form, which the
 * database refuses: such an id passed the contract and failed in the query (500).
 */
export const UUID_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Schema is read freely
type Schema = Record<string, any>

interface Parameter {
  name: string
  in: string
  required?: boolean
  schema?: Schema
  content?: unknown
  style?: string
  explode?: boolean
}

/** An operation as the document defines it, references resolved. */
interface OperationDefinition {
  operationId?: string
  security?: Record<string, string[]>[]
  parameters?: Parameter[]
  requestBody?: {
    required?: boolean
    content?: Record<string, { schema?: Schema; encoding?: Record<string, { contentType?: string }> }>
  }
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>
  [extension: `x-${string}`]: unknown
}

interface ContractDocument {
  security?: Record<string, string[]>[]
  paths?: Record<string, Partial<Record<string, OperationDefinition>> & { parameters?: Parameter[] }>
  components?: { schemas?: Record<string, Schema> }
}

/** A request as the router sees it once hapi has parsed it. */
interface RequestParts {
  /** Path parameters, decoded. */
  params: Record<string, unknown>
  query: Record<string, unknown>
  headers: Record<string, unknown>
  /** The parsed payload; undefined when there is none. */
  body: unknown
}

export interface ContractOperation {
  operationId: string
  method: string
  /** OpenAPI path, `{param}` form. */
  path: string
  devOnly: boolean
  /** From `security`: none (`[]`), optional (an empty requirement among others) or required. */
  session: 'none' | 'optional' | 'required'
  /** Who may call it (`x-access`). */
  access: AccessRule
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>
  parameters: Parameter[]
  /** The operation as openapi.yaml defines it (the fuzzing suite derives its requests from it). */
  definition: OperationDefinition
  /** Ajv's errors for the request's parameters, headers and body, in the order they are reported; null if valid. */
  validateRequest(request: RequestParts): ErrorObject[] | null
  /**
   * A `multipart/form-data` operation (an upload): its body is streamed, not parsed by hapi. Its JSON
   * part `payload` comes first and is checked by `validatePayload` (errors named like a JSON body's);
   * its `file` part follows and goes to the handler as a stream.
   */
  upload?: { validatePayload(payload: unknown): ErrorObject[] | null }
}

export interface Contract {
  /** In the document's order: by path, then get, put, post, delete, options, head, patch, trace. */
  operations: ContractOperation[]
  /** The table every lookup by operationId reads, built once. */
  byId: ReadonlyMap<string, ContractOperation>
  /** The whole document, references resolved. */
  document: ContractDocument
  /**
   * Checks a request given by its path rather than hapi's parsed parameters (tests): the path's
   * parameters are read from the operation's template and decoded.
   */
  validateRequest(
    request: {
      path: string
      headers: Record<string, unknown>
      query: Record<string, unknown>
      body?: unknown
    },
    operationId: string,
  ): { valid: boolean; errors: ErrorObject[] | null }
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

/**
 * One Ajv for the contract's schemas. Parameters arrive as text, so their validator coerces (on a copy);
 * bodies and responses are JSON and are checked as they are. allErrors: a form shows every wrong field at
 * once (bodies are capped at 64 KB, so the cost is bounded).
 */
export function contractAjv(options: { coerceTypes?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, ...options, allErrors: true })
  formats(ajv)
  ajv.addFormat('uuid', UUID_FORMAT)
  return ajv
}

// Every server of a process reads the same file: it is parsed and compiled once (a test run starts many).
const loaded = new Map<string, Promise<Contract>>()

export function loadContract(file = CONTRACT_PATH): Promise<Contract> {
  let contract = loaded.get(file)
  if (!contract) {
    contract = compileContract(file)
    loaded.set(file, contract)
    contract.catch(() => loaded.delete(file))
  }
  return contract
}

async function compileContract(file: string): Promise<Contract> {
  const document = (await SwaggerParser.validate(file)) as ContractDocument
  const paramsAjv = contractAjv({ coerceTypes: true })
  const bodyAjv = contractAjv()
  const rootSecurity = document.security ?? []
  const operations: ContractOperation[] = []
  for (const [openapiPath, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const definition = item[method]
      if (!definition) continue
      const operationId = definition.operationId
      if (!operationId) throw new Error(`${method.toUpperCase()} ${openapiPath} has no operationId`)
      const parameters = [...(definition.parameters ?? []), ...(item.parameters ?? [])]
      const security = definition.security ?? rootSecurity
      const session =
        security.length === 0
          ? 'none'
          : security.some((req) => Object.keys(req).length === 0)
            ? 'optional'
            : 'required'
      operations.push({
        operationId,
        method: method.toUpperCase(),
        path: openapiPath,
        devOnly: definition['x-dev-only'] === true,
        session,
        access: parseAccess(operationId, definition['x-access'], session),
        responses: definition.responses ?? {},
        parameters,
        definition: { ...definition, parameters },
        validateRequest: requestValidator(operationId, parameters, definition, paramsAjv, bodyAjv),
        upload: uploadValidator(operationId, definition, bodyAjv),
      })
    }
  }
  const byId = new Map(operations.map((op) => [op.operationId, op]))
  return {
    operations,
    byId,
    document,
    validateRequest(request, operationId) {
      const op = byId.get(operationId)
      if (!op) throw new Error(`Unknown operation ${operationId}`)
      const errors = op.validateRequest({
        params: paramsOf(op.path, request.path),
        query: request.query,
        headers: request.headers,
        body: request.body,
      })
      return { valid: errors === null, errors }
    },
  }
}

/**
 * The request's validators, compiled now. Errors keep Ajv's instance paths under `/path`, `/query`,
 * `/header` and `/requestBody` (field-errors.ts turns them into the contract's field names), the body's
 * first, then the parameters'.
 */
function requestValidator(
  operationId: string,
  parameters: Parameter[],
  definition: OperationDefinition,
  paramsAjv: Ajv2020,
  bodyAjv: Ajv2020,
): ContractOperation['validateRequest'] {
  const locations: Record<string, Schema> = {
    path: { type: 'object', additionalProperties: false, properties: {}, required: [] },
    query: { type: 'object', additionalProperties: false, properties: {}, required: [] },
    header: { type: 'object', additionalProperties: true, properties: {}, required: [] },
  }
  const requiredLocations: string[] = []
  const arrayQuery = new Set<string>()
  for (const param of parameters) {
    const target = locations[param.in]
    // What the router does not read is refused here rather than silently left unchecked.
    if (!target) throw new Error(`${operationId}: parameters in ${param.in} are not supported`)
    if (param.content !== undefined || param.style !== undefined || param.explode !== undefined) {
      throw new Error(`${operationId}: parameter ${param.name} must be a plain schema`)
    }
    // Headers are case-insensitive: hapi gives them in lower case, and so are they checked.
    const name = param.in === 'header' ? param.name.toLowerCase() : param.name
    if (param.required) {
      if (!target.required.includes(name)) target.required.push(name)
      if (!requiredLocations.includes(param.in)) requiredLocations.push(param.in)
    }
    if (param.schema?.additionalProperties !== undefined) {
      target.additionalProperties = param.schema.additionalProperties
    }
    target.properties[name] = param.schema
    if (param.in === 'query' && param.schema?.type === 'array') arrayQuery.add(name)
  }
  const validateParams = paramsAjv.compile({
    type: 'object',
    additionalProperties: true,
    properties: locations,
    required: requiredLocations,
  })

  const content = definition.requestBody?.content ?? {}
  const mediaTypes = Object.keys(content)
  // A multipart body is a stream the router reads part by part: uploadValidator checks its JSON part.
  const multipart = mediaTypes.length === 1 && mediaTypes[0] === MULTIPART
  if (!multipart && mediaTypes.some((type) => type !== 'application/json')) {
    throw new Error(`${operationId}: only application/json or multipart/form-data bodies are supported`)
  }
  const bodySchema = multipart ? undefined : content['application/json']?.schema
  const validateBody: ValidateFunction | undefined = bodySchema
    ? bodyAjv.compile({
        type: 'object',
        additionalProperties: true,
        properties: { requestBody: bodySchema },
        required: definition.requestBody?.required === true ? ['requestBody'] : [],
      })
    : undefined
  const jsonOnly = mediaTypes.length === 1 && !multipart

  return function validateRequest({ params, query, headers, body }: RequestParts) {
    const errors: ErrorObject[] = []
    // A JSON value that is not an object (a string, a number) is read again as JSON text, as a
    // client sending `"{…}"` meant it; text that is no JSON at all is a parse error.
    let requestBody = body
    if (typeof body !== 'object' && body !== undefined) {
      if (jsonOnly) {
        try {
          JSON.parse(String(body))
        } catch (error) {
          errors.push({
            keyword: 'parse',
            instancePath: '',
            schemaPath: '#/requestBody',
            params: {},
            message: (error as Error).message,
          })
        }
      }
      if (body) {
        try {
          requestBody = JSON.parse(String(body))
        } catch {
          // reported above
        }
      }
    }
    // Copies, as the parameters' validator coerces in place and hapi's objects must stay as they came.
    // Without a prototype, a key such as `__proto__` is an ordinary key, and is refused as one.
    const header: Record<string, unknown> = Object.create(null)
    for (const name in headers) header[name.toLowerCase()] = headers[name]
    const queryCopy: Record<string, unknown> = Object.create(null)
    for (const name in query) {
      const value = query[name]
      queryCopy[name] = arrayQuery.has(name) && typeof value === 'string' ? [value] : value
    }
    const path: Record<string, unknown> = Object.create(null)
    for (const name in params) path[name] = params[name]
    const input: Record<string, unknown> = { path, query: queryCopy, header }
    const rawType = header['content-type']
    const contentType = String((Array.isArray(rawType) ? rawType[0] : rawType) || '')
      .split(';')[0]!
      .trim()
      .toLowerCase()
    if (typeof requestBody === 'object' || contentType === 'application/json') {
      input.requestBody = requestBody
    }
    if (validateBody && !validateBody(input)) errors.push(...(validateBody.errors ?? []))
    if (!validateParams(input)) errors.push(...(validateParams.errors ?? []))
    return errors.length ? errors : null
  }
}

const MULTIPART = 'multipart/form-data'

/**
 * The validator of a multipart operation's JSON part, or undefined for any other operation. The
 * contract's uploads have two parts, in this order: `payload` (JSON, its schema the part's) and
 * `file` (the bytes); anything else is refused when the contract loads.
 */
function uploadValidator(
  operationId: string,
  definition: OperationDefinition,
  bodyAjv: Ajv2020,
): ContractOperation['upload'] {
  const media = definition.requestBody?.content?.[MULTIPART]
  if (!media) return undefined
  const properties = (media.schema?.properties ?? {}) as Record<string, Schema>
  const names = Object.keys(properties)
  if (
    names.join(',') !== 'payload,file' ||
    media.encoding?.payload?.contentType !== 'application/json' ||
    properties.file?.type !== 'string'
  ) {
    throw new Error(`${operationId}: a multipart body has a JSON part 'payload', then a part 'file'`)
  }
  const validate = bodyAjv.compile({
    type: 'object',
    properties: { requestBody: properties.payload },
    required: ['requestBody'],
  })
  return {
    validatePayload(payload) {
      return validate({ requestBody: payload }) ? null : (validate.errors ?? [])
    },
  }
}

/** A path's parameters by the operation's template (`/organization/{id}/team`), decoded. */
function paramsOf(template: string, requestPath: string): Record<string, string> {
  const names: string[] = []
  const pattern = template
    .split(/\{([^}]+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(part)
      return '([^/]*)'
    })
    .join('')
  let pathname = requestPath.split('?')[0]!
  while (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1)
  const match = new RegExp(`^${pattern}$`).exec(pathname)
  if (!match) return {}
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]))
}
