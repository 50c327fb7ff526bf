import { describe, expect, it } from 'vitest'
import {
  BLOOD_GROUPS,
  EMPTY_STATES,
  EXERCISE_RADII_KM,
  LANGUAGES,
  PDF,
  POSTPARTUM_REQUEST_TYPES,
  PRESCRIPTION_FILE,
  SCREENSHOT,
  DISPATCH_MESSAGES,
} from './index.ts'

describe('constants', () => {
  it('reproduce the spec lists', () => {
    expect(BLOOD_GROUPS.at(-1)).toEqual({ value: 'UNKOWN', label: 'Inconnu' })
    expect(LANGUAGES.map((l) => l.value)).toEqual(['fr', 'en', 'es', 'ar', 'de', 'it', 'zh', 'tr'])
    expect(EXERCISE_RADII_KM).toEqual([0, 1, 5, 10, 20, 30, 50, 100, 200])
    expect(POSTPARTUM_REQUEST_TYPES).toHaveLength(2)
    expect(EMPTY_STATES.notifications).toBe('Aucune notification')
    expect(EMPTY_STATES.appointmentsOn('12/03/2026')).toBe('Aucun rendez-vous pour le 12/03/2026')
    expect(DISPATCH_MESSAGES.noPractitioners).toContain('être redirigé')
  })
  it('builds file names and PDF texts', () => {
    expect(PDF.pageLabel(1, 2)).toBe('Page 1 sur 2')
    expect(PDF.assistedBy('Awa Koné')).toBe("Téléconsultation assistée réalisée par l'IDE : Awa Koné")
    expect(SCREENSHOT.fileName('12/03/2026')).toBe("Capture d'écran 12/03/2026.png")
    expect(PRESCRIPTION_FILE.fileName(2, '12/03/2026')).toBe('Ordonnance [n°2] 12/03/2026.pdf')
  })
})
