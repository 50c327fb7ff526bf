import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  isVaultCodeComplete,
  VAULT_CODE_FORMAT_MESSAGE,
  VAULT_CODE_LENGTH,
  vaultCodeSchema,
} from './index.ts'

describe('vault code', () => {
  it('eight lower-case letters or digits', () => {
    expect(VAULT_CODE_LENGTH).toBe(8)
    expect(VAULT_CODE_FORMAT_MESSAGE).toBe('Le code doit contenir 8 lettres minuscules ou chiffres')
    expect(v.safeParse(vaultCodeSchema, 'ab12cd34').success).toBe(true)
    expect(v.safeParse(vaultCodeSchema, 'AB12CD34').success).toBe(false)
    expect(v.safeParse(vaultCodeSchema, 'ab12cd3').success).toBe(false)
    expect(v.safeParse(vaultCodeSchema, 'ab12cd3').issues?.[0]?.message).toBe(VAULT_CODE_FORMAT_MESSAGE)
    expect(isVaultCodeComplete('ab12cd34')).toBe(true)
    expect(isVaultCodeComplete('ab12cd3!')).toBe(false)
  })
})
