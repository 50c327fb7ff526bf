import { luhnValid } from './luhn.ts'

/**
 * SIREN (9 digits) and SIRET (14 digits = SIREN + 5) both carry a Luhn check (python-stdnum
 * `stdnum/fr/siren.py` and `stdnum/fr/siret.py`; npm `siret`). La Poste (SIREN 356000000) numbers its
 * establishments differently: every SIRET but the head office 35600000000048 is valid when the sum of its
 * digits is a multiple of 5 (python-stdnum `siret.py`).
 */
const SIREN_LENGTH = 9
export const SIRET_MESSAGE = 'Un SIRET contient 14 chiffres'
const SIRET_CHECK_MESSAGE = "Ce numéro SIRET n'est pas valide"

const LA_POSTE_SIREN = '356000000'
const LA_POSTE_HEAD_OFFICE = '35600000000048'

export function normalizeSiret(value: string): string {
  return value.replace(/\s/g, '')
}

export type SiretError = 'length' | 'checksum'

export function siretError(value: string): SiretError | null {
  const siret = normalizeSiret(value)
  if (!/^\d{14}$/.test(siret)) return 'length'
  if (siret.startsWith(LA_POSTE_SIREN) && siret !== LA_POSTE_HEAD_OFFICE) {
    const sum = [...siret].reduce((total, digit) => total + Number(digit), 0)
    return sum % 5 === 0 ? null : 'checksum'
  }
  return luhnValid(siret) && luhnValid(siret.slice(0, SIREN_LENGTH)) ? null : 'checksum'
}

export function isValidSiret(value: string): boolean {
  return siretError(value) === null
}

export function isValidSiren(value: string): boolean {
  const siren = normalizeSiret(value)
  return /^\d{9}$/.test(siren) && luhnValid(siren)
}

export function siretErrorMessage(error: SiretError): string {
  return error === 'length' ? SIRET_MESSAGE : SIRET_CHECK_MESSAGE
}
