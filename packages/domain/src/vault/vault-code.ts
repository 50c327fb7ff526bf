// The 8-character code that registers or retrieves an encryption identity (the spec's validation rules): sent
// by the key store, typed in the unlock dialog. Lower-case letters and digits only.
import * as v from 'valibot'
import { REQUIRED_MESSAGE } from '../auth/messages.ts'
import { firstIssueOnly } from '../shared/schemas.ts'

export const VAULT_CODE_LENGTH = 8
export const VAULT_CODE_FORMAT_MESSAGE = `Le code doit contenir ${VAULT_CODE_LENGTH} lettres minuscules ou chiffres`
const VAULT_CODE_PATTERN = new RegExp(`^[a-z0-9]{${VAULT_CODE_LENGTH}}$`)

/** Vault code: exactly 8 lower-case letters or digits. */
export const vaultCodeSchema = firstIssueOnly(
  v.pipe(
    v.string(REQUIRED_MESSAGE),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.regex(VAULT_CODE_PATTERN, VAULT_CODE_FORMAT_MESSAGE),
  ),
)

export function isVaultCodeComplete(value: string): boolean {
  return VAULT_CODE_PATTERN.test(value)
}
