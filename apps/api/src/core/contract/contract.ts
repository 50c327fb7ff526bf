// Loads openapi.yaml once per server and builds the openapi-backend instance that validates requests
// and (in tests) responses. SwaggerParser understands 3.1; openapi-backend's own check knows 3.0 only,
// and its default draft-07 Ajv would silently ignore 3.1 keywords, hence Ajv2020.
import SwaggerParser from '@apidevtools/swagger-parser'
import { OpenAPIBackend, type Document } from 'openapi-backend'
import { Ajv2020 } from 'ajv/dist/2020.js'
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
  responses: Record<string, { content?: Record<string, unknown> }>
  parameters: { name: string; in: string; schema?: { type?: string; default?: unknown } }[]
}

export interface Contract {
  api: OpenAPIBackend
  operations: ContractOperation[]
}

export async function loadContract(file = CONTRACT_PATH): Promise<Contract> {
  const doc = (await SwaggerParser.validate(file)) as Document
  const api = new OpenAPIBackend({
    definition: doc,
    quick: true,
    strict: true,
    customizeAjv: (_, options) => {
      // allErrors: a form shows every wrong field at once (bodies are capped at 64 KB, so the cost is bounded).
      const ajv = new Ajv2020({ ...options, strict: false, allErrors: true })
      formats(ajv)
      ajv.addFormat('uuid', UUID_FORMAT)
      return ajv as never
    },
  })
  await api.init()
  const rootSecurity = doc.security ?? []
  const operations = api.getOperations().map((op): ContractOperation => {
    const security = op.security ?? rootSecurity
    const session =
      security.length === 0
        ? 'none'
        : security.some((req) => Object.keys(req).length === 0)
          ? 'optional'
          : 'required'
    const operationId = op.operationId as string
    return {
      operationId,
      method: op.method.toUpperCase(),
      path: op.path,
      devOnly: (op as unknown as Record<string, unknown>)['x-dev-only'] === true,
      session,
      access: parseAccess(operationId, (op as unknown as Record<string, unknown>)['x-access'], session),
      responses: (op.responses ?? {}) as ContractOperation['responses'],
      parameters: (op.parameters ?? []) as ContractOperation['parameters'],
    }
  })
  return { api, operations }
}
