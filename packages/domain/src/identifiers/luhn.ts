/**
 * Luhn (mod 10) check over a string of digits, rightmost digit being the check digit.
 * Used by SIREN/SIRET (python-stdnum `stdnum/fr/siren.py`, `siret.py`) and, as a warning only, by FINESS.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** The digit that, appended to `payload`, makes it pass the Luhn check. */
export function luhnCheckDigit(payload: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(payload + d)) return String(d)
  /* c8 ignore next */
  throw new Error('unreachable: one of ten digits always completes a Luhn number')
}
