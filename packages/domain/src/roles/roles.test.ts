import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  adminTiles,
  bottomBarEntries,
  genderFromProfessionalIdentity,
  isUserType,
  keepsPatientList,
  quickActions,
  registrationConflictStep,
  registrationSteps,
  registrationUserTypes,
  resolveNewUserType,
  resolveRoute,
  selectOrganization,
  patientCanBook,
  canCreateTransmission,
  pendingAccountsTitle,
  showsProfessionalSignIn,
  sidebarEntries,
  sidebarFooterEntries,
  userTypeExistsIn,
  userTypeFromProfessionCode,
  userTypeLabel,
  USER_TYPES,
  type RoleContext,
  type SessionState,
  type UserType,
} from './index.ts'
import { APPLICATIONS } from '../applications/index.ts'

const ctx = (
  userType: UserType,
  application: RoleContext['application'] = 'perinatal',
  extra: Partial<RoleContext> = {},
) => ({
  userType,
  application,
  isAdmin: false,
  ...extra,
})
const ids = (entries: { id: string }[]) => entries.map((e) => e.id)
const ready: SessionState = {
  signedIn: true,
  userData: 'ok',
  active: true,
  hasType: true,
  organizationCount: 1,
}

/**
 * What may follow `/app` in an address: segments of URL characters (percent escapes, dots and empty
 * ones included), a query and a fragment. fast-check's `webPath()` draws the same kind of paths but
 * spends about 14 ms on each, which turned this property into a 5-second test on a loaded machine.
 */
const APP_SUFFIX = fc
  .tuple(
    fc.array(fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@%-]{0,12}$/), { maxLength: 5 }),
    fc.option(fc.stringMatching(/^\?[A-Za-z0-9=&%.-]{0,16}$/), { nil: '' }),
    fc.option(fc.stringMatching(/^#[A-Za-z0-9-]{0,8}$/), { nil: '' }),
  )
  .map(([segments, query, fragment]) => `${segments.map((s) => `/${s}`).join('')}${query}${fragment}`)

describe('constants', () => {
  it('lists types', () => {
    expect(USER_TYPES).toHaveLength(7)
    expect(isUserType('midwife')).toBe(true)
    expect(isUserType('admin')).toBe(false)
    expect(isUserType(3)).toBe(false)
  })
  it('labels types', () => {
    expect(
      ['patient', 'doctor', 'assistant', 'midwife', 'organization'].map((t) => userTypeLabel(t as UserType)),
    ).toEqual(['Patient', 'Docteur', 'Infirmier', 'Sage-femme', 'Organisation'])
    expect(userTypeLabel('organization', 'perinatal')).toBe('Service de maternité')
    expect(userTypeLabel('dispatchManager')).toMatch(/régulation/)
  })
  it('knows who keeps a patient list', () => {
    expect(USER_TYPES.filter(keepsPatientList)).toEqual(['doctor', 'assistant', 'midwife', 'organization'])
  })
  it('knows which types exist where', () => {
    expect(userTypeExistsIn('assistant', 'mobility')).toBe(true)
    expect(userTypeExistsIn('assistant', 'perinatal')).toBe(false)
    expect(userTypeExistsIn('midwife', 'mobility')).toBe(false)
    expect(registrationUserTypes('dispatch')).toEqual(['dispatchManager', 'dispatchOperator'])
  })
  it('describes registration wizards', () => {
    expect(registrationSteps('patient', 'perinatal')).toContain('prenatalInfo')
    expect(registrationSteps('patient', 'mobility')).not.toContain('prenatalInfo')
    expect(registrationSteps('doctor', 'mobility')).toHaveLength(2)
    expect(registrationSteps('midwife', 'perinatal')).toHaveLength(3)
    expect(registrationSteps('assistant', 'mobility')).toHaveLength(2)
    expect(registrationSteps('organization', 'mobility')).toHaveLength(2)
    expect(registrationSteps('dispatchOperator', 'dispatch')).toEqual(['form'])
    expect(registrationConflictStep('organization')).toBe(1)
    expect(registrationConflictStep('doctor')).toBe(0)
  })
})

describe('professional identity', () => {
  it('maps profession codes', () => {
    expect(userTypeFromProfessionCode('10')).toBe('doctor')
    expect(userTypeFromProfessionCode(35)).toBe('assistant')
    expect(userTypeFromProfessionCode('60')).toBe('assistant')
    expect(userTypeFromProfessionCode('69')).toBe('assistant')
    expect(userTypeFromProfessionCode('50')).toBe('midwife')
    expect(userTypeFromProfessionCode('21')).toBe('patient')
    expect(userTypeFromProfessionCode(undefined)).toBe('patient')
  })
  it('maps gender', () => {
    expect(genderFromProfessionalIdentity('M')).toBe('MALE')
    expect(genderFromProfessionalIdentity('MME')).toBe('FEMALE')
    expect(genderFromProfessionalIdentity(null)).toBe('FEMALE')
  })
  it('picks the new-user type: the professional identity, then the stored type, else the mode default', () => {
    expect(
      resolveNewUserType({
        application: 'perinatal',
        providerType: userTypeFromProfessionCode('10'),
        storedType: 'patient',
      }),
    ).toBe('doctor')
    expect(resolveNewUserType({ application: 'perinatal', storedType: 'select' })).toBe('select')
    expect(resolveNewUserType({ application: 'perinatal' })).toBe('patient')
    expect(
      resolveNewUserType({ application: 'perinatal', providerType: 'midwife', storedType: 'patient' }),
    ).toBe('midwife')
    expect(resolveNewUserType({ application: 'perinatal', storedType: 'organization' })).toBe('organization')
    expect(resolveNewUserType({ application: 'dispatch' })).toBe('select')
    // A type this mode does not offer never opens a form.
    expect(resolveNewUserType({ application: 'perinatal', providerType: 'assistant' })).toBe('patient')
    expect(resolveNewUserType({ application: 'mobility', storedType: 'midwife' })).toBe('patient')
  })
})

describe('menus', () => {
  it('builds the sidebar per type', () => {
    expect(ids(sidebarEntries(ctx('patient')))).toEqual(['dashboard', 'messages', 'agenda', 'medicalRecord'])
    expect(ids(sidebarEntries(ctx('doctor', 'mobility')))).toEqual(
      expect.arrayContaining([
        'agenda',
        'patients',
        'teleexpertise',
        'contacts',
        'organization',
        'transmissions',
      ]),
    )
    expect(ids(sidebarEntries(ctx('midwife')))).toEqual(
      expect.arrayContaining(['requests', 'organizationRequests']),
    )
    expect(ids(sidebarEntries(ctx('doctor', 'perinatal')))).not.toContain('requests')
    expect(ids(sidebarEntries(ctx('assistant', 'mobility', { country: 'CI' })))).toContain(
      'serviceRequestTour',
    )
    expect(ids(sidebarEntries(ctx('assistant', 'mobility', { country: 'FR' })))).not.toContain(
      'serviceRequestTour',
    )
    expect(ids(sidebarEntries(ctx('organization')))).toEqual(expect.arrayContaining(['statistics', 'team']))
    expect(ids(sidebarEntries(ctx('dispatchOperator', 'dispatch')))).toEqual(['dashboard', 'map'])
  })
  it('adds Administration for admins only', () => {
    expect(ids(sidebarFooterEntries(ctx('doctor')))).toEqual(['guides', 'settings', 'logout'])
    expect(ids(sidebarFooterEntries({ ...ctx('doctor'), isAdmin: true }))).toContain('admin')
  })
  it('keeps at most five mobile entries, all flagged', () => {
    for (const type of USER_TYPES) {
      for (const app of APPLICATIONS) {
        const bar = bottomBarEntries(ctx(type, app))
        expect(bar.length).toBeLessThanOrEqual(5)
        expect(bar.every((e) => e.mobile)).toBe(true)
      }
    }
  })
  it('gives quick actions', () => {
    expect(quickActions(ctx('doctor')).map((q) => q.id)).toEqual(['agenda', 'patient'])
    expect(quickActions(ctx('organization')).map((q) => q.id)).toEqual(['patient'])
    expect(quickActions(ctx('organization'))[0]!.actions[1]!.path).toBe('/app/organization/patients')
    expect(quickActions(ctx('patient'))).toEqual([])
    expect(quickActions(ctx('dispatchManager', 'dispatch'))).toEqual([])
  })
  it('switches mode-dependent pieces', () => {
    expect(showsProfessionalSignIn({ application: 'mobility', isNativeApp: false })).toBe(true)
    expect(showsProfessionalSignIn({ application: 'mobility', isNativeApp: true })).toBe(false)
    expect(showsProfessionalSignIn({ application: 'dispatch', isNativeApp: false })).toBe(false)
    expect(adminTiles('mobility')).toHaveLength(2)
    expect(adminTiles('perinatal')).toHaveLength(1)
    expect(adminTiles('dispatch')).toEqual([
      { id: 'pendingAccounts', label: 'Comptes en attente', path: '/app/admin/pending-organizations' },
    ])
    expect(pendingAccountsTitle('perinatal')).toBe('Établissement en attente')
    expect(pendingAccountsTitle('mobility')).toBe('Établissement en attente')
    expect(pendingAccountsTitle('dispatch')).toBe('Comptes en attente')
  })
})

describe('resolveRoute', () => {
  const out: SessionState = { signedIn: false, userData: 'loading' }
  it('handles entry routes', () => {
    expect(resolveRoute('/', out)).toEqual({ kind: 'redirect', to: '/login' })
    expect(resolveRoute('/', ready)).toEqual({ kind: 'redirect', to: '/app' })
    expect(resolveRoute('/login', out)).toEqual({ kind: 'allow' })
    expect(resolveRoute('/register/patient', out)).toEqual({ kind: 'allow' })
    expect(resolveRoute('/new-user', out)).toEqual({ kind: 'redirect', to: '/login' })
    expect(resolveRoute('/new-user', ready)).toEqual({ kind: 'allow' })
    expect(resolveRoute('/somewhere', out)).toEqual({ kind: 'allow' })
  })
  it('handles pending activation', () => {
    expect(resolveRoute('/pending-activation', out)).toEqual({ kind: 'redirect', to: '/login' })
    expect(resolveRoute('/pending-activation', { ...ready, userData: 'notFound' })).toEqual({
      kind: 'redirect',
      to: '/login',
    })
    expect(resolveRoute('/pending-activation', ready)).toEqual({ kind: 'redirect', to: '/app' })
    expect(resolveRoute('/pending-activation', { ...ready, active: false })).toEqual({ kind: 'allow' })
  })
  it('guards the shell', () => {
    const c = ctx('doctor')
    expect(resolveRoute('/app', out, c)).toEqual({ kind: 'redirect', to: '/login' })
    expect(resolveRoute('/app', { ...ready, userData: 'loading' }, c)).toEqual({ kind: 'loading' })
    expect(resolveRoute('/app', { ...ready, userData: 'notFound' }, c)).toEqual({
      kind: 'redirect',
      to: '/new-user',
    })
    expect(resolveRoute('/app', { ...ready, userData: 'unauthorized' }, c)).toEqual({
      kind: 'redirect',
      to: '/login',
    })
    expect(resolveRoute('/app', { ...ready, userData: 'error' }, c)).toEqual({ kind: 'error' })
    expect(resolveRoute('/app', { ...ready, hasType: false }, c)).toEqual({
      kind: 'redirect',
      to: '/new-user',
    })
    expect(resolveRoute('/app', ready)).toEqual({ kind: 'redirect', to: '/new-user' })
    expect(resolveRoute('/app', { ...ready, active: false }, c)).toEqual({
      kind: 'redirect',
      to: '/pending-activation',
    })
    expect(resolveRoute('/app/agenda/', ready, c)).toEqual({ kind: 'allow' })
    expect(resolveRoute('/app/user/settings#legals', ready, c)).toEqual({ kind: 'allow' })
  })
  it('applies role redirects', () => {
    const home = { kind: 'redirect', to: '/app' }
    expect(resolveRoute('/app/admin', ready, ctx('doctor'))).toEqual(home)
    expect(
      resolveRoute('/app/admin/pending-organizations', ready, { ...ctx('doctor'), isAdmin: true }),
    ).toEqual({ kind: 'allow' })
    expect(resolveRoute('/app/organization/team', ready, ctx('patient'))).toEqual(home)
    expect(resolveRoute('/app/organization/team', { ...ready, organizationCount: 0 }, ctx('doctor'))).toEqual(
      {
        kind: 'redirect',
        to: '/app/join-organization',
      },
    )
    expect(
      resolveRoute('/app/organization/team', { ...ready, organizationCount: 0 }, ctx('organization')),
    ).toEqual({ kind: 'allow' })
    expect(resolveRoute('/app/organization/requests', ready, ctx('doctor', 'mobility'))).toEqual(home)
    expect(resolveRoute('/app/organization/requests', ready, ctx('doctor', 'perinatal'))).toEqual({
      kind: 'allow',
    })
    expect(resolveRoute('/app/organization/transmissions/1', ready, ctx('doctor', 'perinatal'))).toEqual(home)
    expect(resolveRoute('/app/join-organization', ready, ctx('patient'))).toEqual(home)
    expect(resolveRoute('/app/join-organization', ready, ctx('midwife'))).toEqual({ kind: 'allow' })
    expect(resolveRoute('/app/requests/3', ready, ctx('midwife'))).toEqual({ kind: 'allow' })
    expect(resolveRoute('/app/requests', ready, ctx('doctor'))).toEqual(home)
    expect(
      resolveRoute('/app/service-request-tour', ready, ctx('assistant', 'mobility', { country: 'CI' })),
    ).toEqual({ kind: 'allow' })
    expect(resolveRoute('/app/service-request-tour', ready, ctx('assistant', 'mobility'))).toEqual(home)
    expect(resolveRoute('/app/map', ready, ctx('doctor'))).toEqual(home)
    expect(resolveRoute('/app/teleexpertises', ready, ctx('patient'))).toEqual(home)
    expect(resolveRoute('/app/patients', ready, ctx('patient'))).toEqual({ kind: 'allow' })
  })
  it('confines dispatch roles', () => {
    const d = ctx('dispatchManager', 'dispatch')
    expect(resolveRoute('/app', ready, d)).toEqual({ kind: 'allow' })
    expect(resolveRoute('/app/map', ready, d)).toEqual({ kind: 'allow' })
    expect(resolveRoute('/app/user/settings', ready, d)).toEqual({ kind: 'allow' })
    expect(resolveRoute('/app/agenda', ready, d)).toEqual({ kind: 'redirect', to: '/app' })
    expect(resolveRoute('/app/admin', ready, { ...d, isAdmin: true })).toEqual({ kind: 'allow' })
  })
  it('never sends a signed-out user into /app (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...USER_TYPES),
        fc.constantFrom(...APPLICATIONS),
        APP_SUFFIX,
        (type, app, p) => {
          const decision = resolveRoute(`/app${p}`, { signedIn: false, userData: 'loading' }, ctx(type, app))
          expect(decision).toEqual({ kind: 'redirect', to: '/login' })
        },
      ),
    )
  })
  it('allows every sidebar entry it shows (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...USER_TYPES),
        fc.constantFrom(...APPLICATIONS),
        fc.boolean(),
        (type, app, admin) => {
          const c = { ...ctx(type, app, { country: 'CI' }), isAdmin: admin }
          for (const e of [...sidebarEntries(c), ...sidebarFooterEntries(c)].filter((x) =>
            x.path.startsWith('/app'),
          )) {
            expect(resolveRoute(e.path, ready, c)).toEqual({ kind: 'allow' })
          }
        },
      ),
    )
  })
})

describe('organization helpers', () => {
  it('restores the stored organization only if still a member', () => {
    const orgs = [{ id: 'a' }, { id: 'b' }]
    expect(selectOrganization(orgs, 'b')).toEqual({ id: 'b' })
    expect(selectOrganization(orgs, 'z')).toEqual({ id: 'a' })
    expect(selectOrganization(orgs)).toEqual({ id: 'a' })
    expect(selectOrganization([], 'a')).toBeNull()
  })
  it('knows who books and who writes transmissions', () => {
    expect(patientCanBook({ application: 'mobility', country: 'CI' })).toBe(true)
    expect(patientCanBook({ application: 'mobility', country: 'FR' })).toBe(false)
    expect(patientCanBook({ application: 'perinatal', country: 'CI' })).toBe(false)
    expect(canCreateTransmission({ application: 'mobility', organizationCount: 2 })).toBe(true)
    expect(canCreateTransmission({ application: 'mobility', organizationCount: 1 })).toBe(false)
    expect(canCreateTransmission({ application: 'perinatal', organizationCount: 2 })).toBe(false)
  })
})
