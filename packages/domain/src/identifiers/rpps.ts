/**
 * RPPS: 11 digits, format only. The ANS FHIR guide says "Numéro RPPS (11 chiffres)"; no authoritative
 * source confirms a check digit and real numbers both pass and fail Luhn, so none is applied.
 * IdNat_PS ("8" + RPPS) is not an RPPS.
 */
export const RPPS_MESSAGE = 'Le numéro RPPS doit contenir 11 chiffres'

export function normalizeRpps(value: string): string {
  return value.replace(/\s/g, '')
}

export function isValidRpps(value: string): boolean {
  return /^\d{11}$/.test(normalizeRpps(value))
}
