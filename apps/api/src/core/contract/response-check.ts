// Checks one response against the contract: the status must be declared for the operation and the
// body must match its schema. Routes outside the contract (hapi's 404) must still answer `Error`. The
// validators are compiled once per contract, when a server that checks its responses starts.
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { ValidateFunction } from 'ajv'
import { contractAjv, type Contract } from './contract.ts'

interface ResponseValidators {
  /** `Error`, for answers of routes that are no operation. */
  error: ValidateFunction
  /** By operationId, then by the status key the operation declares (`200`, `4XX`, `default`). */
  byOperation: Map<string, Map<string, ValidateFunction>>
}

const compiled = new WeakMap<Contract, ResponseValidators>()

/** Compiles every response schema of the contract (once per contract; later calls return the same). */
export function prepareResponseChecks(contract: Contract): ResponseValidators {
  let validators = compiled.get(contract)
  if (validators) return validators
  const schema = contract.document.components?.schemas?.Error
  if (!schema) throw new Error('openapi.yaml has no Error schema')
  const ajv = contractAjv()
  const byOperation = new Map<string, Map<string, ValidateFunction>>()
  for (const op of contract.operations) {
    const byStatus = new Map<string, ValidateFunction>()
    for (const [status, response] of Object.entries(op.responses)) {
      const body = response.content?.['application/json']?.schema
      if (body) byStatus.set(status, ajv.compile(body))
    }
    byOperation.set(op.operationId, byStatus)
  }
  validators = { error: new Ajv2020({ strict: false }).compile(schema), byOperation }
  compiled.set(contract, validators)
  return validators
}

export function checkResponse(
  contract: Contract,
  operationId: string | undefined,
  status: number,
  body: unknown,
): string | null {
  const validators = prepareResponseChecks(contract)
  if (!operationId) {
    const validate = validators.error
    return validate(body) ? null : `${status} hors opération: ${JSON.stringify(validate.errors)}`
  }
  const op = contract.byId.get(operationId)
  if (!op) return `opération inconnue ${operationId}`
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => op.responses[k])
  const declared = key === undefined ? undefined : op.responses[key]
  if (!declared) return `${operationId} ne déclare pas le statut ${status}`
  if (!declared.content) {
    return body === null || body === undefined || body === ''
      ? null
      : `${operationId} ${status} doit être vide`
  }
  const validate = validators.byOperation.get(operationId)?.get(key!)
  if (!validate || validate(body)) return null
  return `${operationId} ${status}: ${JSON.stringify(validate.errors)}`
}
