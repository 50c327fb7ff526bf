// Checks one response against the contract: the status must be declared for the operation and the
// body must match its schema. Routes outside the contract (hapi's 404) must still answer `Error`.
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { ValidateFunction } from 'ajv'
import type { Contract } from './contract.ts'

const errorValidators = new WeakMap<Contract, ValidateFunction>()

function errorValidator(contract: Contract): ValidateFunction {
  let validate = errorValidators.get(contract)
  if (!validate) {
    const doc = contract.api.document as { components?: { schemas?: Record<string, object> } }
    const schema = doc.components?.schemas?.Error
    if (!schema) throw new Error('openapi.yaml has no Error schema')
    validate = new Ajv2020({ strict: false }).compile(schema)
    errorValidators.set(contract, validate)
  }
  return validate
}

export function checkResponse(
  contract: Contract,
  operationId: string | undefined,
  status: number,
  body: unknown,
): string | null {
  if (!operationId) {
    const validate = errorValidator(contract)
    return validate(body) ? null : `${status} hors opération: ${JSON.stringify(validate.errors)}`
  }
  const op = contract.operations.find((o) => o.operationId === operationId)
  if (!op) return `opération inconnue ${operationId}`
  const declared =
    op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default
  if (!declared) return `${operationId} ne déclare pas le statut ${status}`
  if (!declared.content) {
    return body === null || body === undefined || body === ''
      ? null
      : `${operationId} ${status} doit être vide`
  }
  const result = contract.api.validateResponse(body, operationId, status)
  return result.valid ? null : `${operationId} ${status}: ${JSON.stringify(result.errors)}`
}
