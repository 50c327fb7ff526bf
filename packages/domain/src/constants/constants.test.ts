import { describe, expect, it } from 'vitest'
import {
  BLOOD_GROUPS,
  EMPTY_STATES,
  EXERCISE_RADII_KM,
  LANGUAGES,
  latestObservationByType,
  PDF,
  POSTPARTUM_REQUEST_TYPES,
  PRESCRIPTION_FILE,
  SCREENSHOT,
  VITAL_SIGNS_PDF,
  visibleUrineReadings,
  DISPATCH_MESSAGES,
} from './index.ts'

describe('constants', () => {
  it('reproduce the spec lists', () => {
    expect(BLOOD_GROUPS.at(-1)).toEqual({ value: 'UNKOWN', label: 'Inconnu' })
    expect(LANGUAGES.map((l) => l.value)).toEqual(['fr', 'en', 'es', 'ar', 'de', 'it', 'zh', 'tr'])
    expect(EXERCISE_RADII_KM).toEqual([0, 1, 5, 10, 20, 30, 50, 100, 200])
    expect(POSTPARTUM_REQUEST_TYPES).toHaveLength(2)
    expect(VITAL_SIGNS_PDF.find((v) => v.type === 'BLOOD_PRESSURE')?.empty).toBe('- / -')
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
  it('keeps the latest observation per type and hides NULL urine items', () => {
    const latest = latestObservationByType([
      { type: 'WEIGHT', creation: '2026-01-01T00:00:00Z', v: 1 },
      { type: 'WEIGHT', creation: '2026-02-01T00:00:00Z', v: 2 },
      { type: 'WEIGHT', creation: '2025-02-01T00:00:00Z', v: 3 },
      { type: 'SpO2', creation: '2026-01-01T00:00:00Z', v: 4 },
    ])
    expect(latest.get('WEIGHT')?.v).toBe(2)
    expect(latest.size).toBe(2)
    expect(
      visibleUrineReadings([{ value: 'NULL' }, { value: null }, { value: '+' }, { value: undefined }]),
    ).toEqual([{ value: '+' }])
  })
})
