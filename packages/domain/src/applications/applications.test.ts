import { describe, expect, it } from 'vitest'
import {
  APPLICATIONS,
  BRANDS,
  DEFAULT_ENV_MODE,
  ENV_MODES,
  isEnvMode,
  modeCapabilities,
  type ModeCapabilities,
} from './index.ts'

/** The modes in which a capability holds. */
const modesWith = (capability: keyof ModeCapabilities, value: unknown = true) =>
  APPLICATIONS.filter((application) => modeCapabilities(application)[capability] === value)

describe('applications', () => {
  it('lists applications and environment modes', () => {
    expect(APPLICATIONS).toEqual(['perinatal', 'mobility', 'dispatch'])
    expect(ENV_MODES).toEqual(['LOCAL', 'DEV', 'PROD'])
    expect(DEFAULT_ENV_MODE).toBe('PROD')
    expect(isEnvMode('DEV')).toBe(true)
    expect(isEnvMode('dev')).toBe(false)
    expect(isEnvMode(undefined)).toBe(false)
  })
  it('names each mode', () => {
    expect(BRANDS.perinatal.name).toBe('Relais Périnatal')
    expect(BRANDS.mobility.name).toBe('Relais Mobilité')
    expect(BRANDS.dispatch.name).toBe('Relais Dispatch')
    for (const application of APPLICATIONS) expect(BRANDS[application].tagline).not.toBe('')
  })
})

describe('mode capabilities', () => {
  it('hides the bell, the search, Pro Santé Connect, messaging and personal details in dispatch', () => {
    for (const capability of [
      'hasNotifications',
      'hasGlobalSearch',
      'hasProfessionalSignIn',
      'hasMessaging',
      'showsPersonalDetailsInSettings',
    ] as const) {
      expect(modesWith(capability)).toEqual(['perinatal', 'mobility'])
    }
  })
  it('follows pregnancies, asks the referent type, takes care requests and shows the mark in perinatal', () => {
    for (const capability of [
      'hasPregnancyFollowUp',
      'asksReferentType',
      'hasOrganizationRequests',
      'showsPoweredBy',
    ] as const) {
      expect(modesWith(capability)).toEqual(['perinatal'])
    }
  })
  it('has teleconsultations, transmissions, check-up results and home visits in mobility', () => {
    for (const capability of [
      'hasTeleconsultations',
      'hasTransmissions',
      'hasCheckupResults',
      'patientRequestsHomeVisits',
    ] as const) {
      expect(modesWith(capability)).toEqual(['mobility'])
    }
  })
  it("has the dispatch centre assign mobility's home visits", () => {
    expect(modesWith('dispatchesVisitsOf', 'mobility')).toEqual(['dispatch'])
    expect(modesWith('dispatchesVisitsOf', null)).toEqual(['perinatal', 'mobility'])
  })
  it('reviews structures, except in dispatch where it reviews dispatch staff', () => {
    expect(modesWith('reviewedAccounts', 'organizations')).toEqual(['perinatal', 'mobility'])
    expect(modesWith('reviewedAccounts', 'dispatchStaff')).toEqual(['dispatch'])
  })
})
