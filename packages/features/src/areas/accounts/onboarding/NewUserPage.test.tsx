import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import {
  DEMO_PLACES,
  onboardingDefaultHandlers,
  onboardingHandlers,
  lastRegistration,
} from '@relais/api-client/msw'
import type { ApplicationName } from '@relais/api-client'
import type { RequestHandler } from 'msw'
import { NewUserPage } from './NewUserPage.tsx'
import { RegisterVariantPage, registerVariantType } from './RegisterVariantPage.tsx'
import { OnboardingHarness, page } from './testing/OnboardingHarness.tsx'
import { draftAt, VALID_NIR, VALID_STEPS } from './testing/drafts.ts'

function seed(application: ApplicationName, entries: Record<string, string>) {
  for (const [key, value] of Object.entries(entries))
    sessionStorage.setItem(`relais.${application}.${key}`, value)
}

function newUserPage(
  application: ApplicationName = 'perinatal',
  handlers: RequestHandler[] = onboardingDefaultHandlers,
) {
  return render(
    <OnboardingHarness
      application={application}
      handlers={handlers}
      routes={page(<NewUserPage />)}
      initialPath="/new-user"
    />,
  )
}

const MEDICAL_FIELDS = [
  'bloodGroup',
  'medicalBackground',
  'treatments',
  'allergies',
  'lastPeriod',
  'pregnancyType',
  'existingChildren',
]

beforeEach(() => sessionStorage.clear())
afterEach(() => sessionStorage.clear())

describe('the new user type', () => {
  test('register variants exist only where the mode offers the type', () => {
    expect(registerVariantType('midwife', 'perinatal')).toBe('midwife')
    expect(registerVariantType('midwife', 'mobility')).toBeNull()
    expect(registerVariantType('patient', 'dispatch')).toBeNull()
    expect(registerVariantType('select', 'dispatch')).toBe('select')
    expect(registerVariantType('assistant', 'mobility')).toBeNull() // not a /register route
    expect(registerVariantType(undefined, 'perinatal')).toBeUndefined()
  })

  test('/register/doctor remembers the type, and /new-user opens the doctor form', async () => {
    seed('perinatal', { 'terms-accepted': 'true' })
    const screen = await render(
      <OnboardingHarness
        handlers={onboardingDefaultHandlers}
        routes={[
          { path: '/register/:variant?', element: <RegisterVariantPage /> },
          { path: '/new-user', element: <NewUserPage /> },
        ]}
        initialPath="/register/doctor"
      />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Créer un compte' })).toBeVisible()
    expect(sessionStorage.getItem('relais.perinatal.new-user-type')).toBe('doctor')
    await screen.unmount()
    const next = await newUserPage()
    await expect.element(next.getByRole('heading', { name: /Informations professionnelles/ })).toBeVisible()
  })

  test('a variant this mode does not offer is not found', async () => {
    const screen = await render(
      <OnboardingHarness
        application="mobility"
        handlers={onboardingDefaultHandlers}
        routes={[{ path: '/register/:variant?', element: <RegisterVariantPage /> }]}
        initialPath="/register/midwife"
      />,
    )
    await expect.element(screen.getByText('Page non trouvée')).toBeVisible()
    expect(sessionStorage.getItem('relais.mobility.new-user-type')).toBeNull()
  })

  test('Pro Santé Connect decides the type and prefills the names', async () => {
    seed('perinatal', { 'terms-accepted': 'true', 'new-user-type': 'patient' })
    const screen = await newUserPage('perinatal', [
      onboardingHandlers.sessionByPsc,
      ...onboardingDefaultHandlers,
    ])
    await expect.element(screen.getByRole('heading', { name: /Informations professionnelles/ })).toBeVisible()
    await expect.element(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Julien')
  })
})

describe('per-step validation', () => {
  test('Suivant stays on a step with errors, in French, at the fields', async () => {
    seed('perinatal', { 'terms-accepted': 'true' })
    const screen = await newUserPage()
    await expect.element(screen.getByRole('heading', { name: /Étape 1 sur 4/ })).toBeVisible()
    await screen.getByRole('button', { name: 'Suivant' }).click()
    await expect
      .element(screen.getByText('Une date de naissance ne peut être dans le futur'))
      .not.toBeInTheDocument()
    expect(screen.getByText('Ce champ est obligatoire').elements().length).toBeGreaterThan(3)
    await expect.element(screen.getByRole('heading', { name: /Étape 1 sur 4/ })).toBeVisible()
  })

  test('a valid step moves on to the next one', async () => {
    seed('perinatal', {
      'terms-accepted': 'true',
      'new-user-type': 'patient',
      'new-user': JSON.stringify(draftAt('patient', 0)),
    })
    const screen = await newUserPage()
    await expect.element(screen.getByRole('heading', { name: /Étape 1 sur 4/ })).toBeVisible()
    await screen.getByRole('button', { name: 'Suivant' }).click()
    await expect.element(screen.getByRole('heading', { name: /Antécédents et traitements/ })).toBeVisible()
  })
})

describe("a patient's NIR", () => {
  const abidjan = DEMO_PLACES.find((p) => p.address.country === 'CI')!

  test('is required for an address in France, optional once the address is in Côte d’Ivoire', async () => {
    seed('mobility', { 'terms-accepted': 'true', 'new-user-type': 'patient' })
    const screen = await newUserPage('mobility')
    const nir = screen.getByRole('textbox', { name: /Numéro de sécurité sociale/ })
    await expect.element(nir).toBeRequired()
    await screen.getByRole('button', { name: 'Suivant' }).click()
    await expect.element(screen.getByRole('heading', { name: /Étape 1 sur 3/ })).toBeVisible()

    await screen
      .getByRole('radiogroup', { name: 'Pays (adresse)' })
      .getByText("Côte d'Ivoire", { exact: true })
      .click()
    await screen.getByRole('combobox', { name: 'Adresse', exact: true }).fill('Cocody')
    await screen.getByRole('option', { name: abidjan.label }).click()
    await expect.element(screen.getByText(`Adresse retenue : ${abidjan.address.text}`)).toBeVisible()
    await expect.element(nir).not.toBeRequired()
    await expect.element(nir).toHaveAccessibleDescription(/facultatif pour une adresse hors de France/)
  })

  test('a patient of Abidjan registers without one', async () => {
    // No NIR: the draft is JSON, which leaves an undefined value out.
    const personalInfo = { ...VALID_STEPS.patient!.personalInfo, nir: undefined, address: abidjan.address }
    seed('mobility', {
      'terms-accepted': 'true',
      'new-user-type': 'patient',
      'new-user': JSON.stringify(
        draftAt('patient', 0, { ...VALID_STEPS.patient, personalInfo, prenatalInfo: {} }),
      ),
    })
    const screen = await newUserPage('mobility')
    await expect.element(screen.getByRole('heading', { name: /Étape 1 sur 3/ })).toBeVisible()
    await screen.getByRole('button', { name: 'Suivant' }).click()
    await expect.element(screen.getByRole('heading', { name: /Antécédents et traitements/ })).toBeVisible()
    await screen.getByRole('button', { name: 'Suivant' }).click()
    await screen.getByRole('button', { name: 'Créer mon compte' }).click()
    await expect.element(screen.getByText('Page /app')).toBeVisible()
    expect(lastRegistration.body).toMatchObject({ userType: 'patient', address: abidjan.address })
    expect(lastRegistration.body?.patient).not.toHaveProperty('nir')
  })
})

describe('409 and the draft', () => {
  test('a taken NIR returns to the first step with the message at the field, cleared by another NIR', async () => {
    seed('perinatal', {
      'terms-accepted': 'true',
      'new-user-type': 'patient',
      'new-user': JSON.stringify(draftAt('patient', 3)),
    })
    const screen = await newUserPage('perinatal', [onboardingHandlers.nirTaken, ...onboardingDefaultHandlers])
    await screen.getByRole('button', { name: 'Créer mon compte' }).click()
    const message = screen.getByText('Ce numéro de sécurité sociale est déjà associé à un compte existant')
    await expect.element(message).toBeVisible()
    await expect.element(screen.getByRole('heading', { name: /Étape 1 sur 4/ })).toBeVisible()
    const nir = screen.getByRole('textbox', { name: /Numéro de sécurité sociale/ })
    await expect.element(nir).toHaveValue('2 85 05 78 006 084 41')
    await userEvent.clear(nir)
    await userEvent.type(nir, '179027512345628')
    await expect.element(message).not.toBeInTheDocument()
  })

  test('a taken email on an organization returns to the responsible person', async () => {
    seed('perinatal', {
      'terms-accepted': 'true',
      'new-user-type': 'organization',
      'new-user': JSON.stringify(
        draftAt('organization', 1, {
          ...draftAt('organization', 1).values,
          responsiblePerson: { firstName: 'Anne', lastName: 'Roux', phoneNumber: '+33612345679' },
        }),
      ),
    })
    const screen = await newUserPage('perinatal', [
      onboardingHandlers.emailTaken,
      ...onboardingDefaultHandlers,
    ])
    await screen.getByRole('button', { name: 'Créer mon compte' }).click()
    await expect.element(screen.getByText('Cet email est déjà associé à un compte existant')).toBeVisible()
    await expect.element(screen.getByRole('heading', { name: /Étape 2 sur 2/ })).toBeVisible()
  })

  test('a reload resumes at the same step with the values typed', async () => {
    seed('perinatal', { 'terms-accepted': 'true', 'new-user-type': 'patient' })
    const first = await newUserPage()
    await first.getByRole('textbox', { name: 'Prénom' }).fill('Léa')
    await first.getByRole('textbox', { name: /Numéro de sécurité sociale/ }).fill(VALID_NIR)
    await first.unmount()
    const draft = JSON.parse(sessionStorage.getItem('relais.perinatal.new-user') ?? '{}')
    expect(draft.values.personalInfo.firstName).toBe('Léa')

    const second = await newUserPage()
    await expect.element(second.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Léa')
    await expect
      .element(second.getByRole('textbox', { name: /Numéro de sécurité sociale/ }))
      .toHaveValue('2 85 05 78 006 084 41')
  })

  test('success sends the registration without medical answers, keeps those in the tab, drops the draft and the terms flag, and goes to /app', async () => {
    seed('perinatal', {
      'terms-accepted': 'true',
      'new-user-type': 'patient',
      'new-user': JSON.stringify(draftAt('patient', 3)),
    })
    const screen = await newUserPage()
    await screen.getByRole('button', { name: 'Créer mon compte' }).click()
    await expect.element(screen.getByText('Page /app')).toBeVisible()
    expect(lastRegistration.body).toMatchObject({
      userType: 'patient',
      termsAccepted: true,
      firstName: 'Léa',
      languages: ['fr'],
      patient: { nir: VALID_NIR, supervisorType: 'midwife' },
    })
    // Medical content never reaches the server in clear: the vault encrypts it later.
    const patient = lastRegistration.body?.patient as Record<string, unknown>
    for (const field of MEDICAL_FIELDS) expect(patient, field).not.toHaveProperty(field)
    expect(JSON.stringify(lastRegistration.body)).not.toContain('Fer')
    expect(JSON.parse(sessionStorage.getItem('relais.perinatal.pending-medical-record') ?? 'null')).toEqual({
      bloodGroup: 'A+',
      treatments: 'Fer',
      prenatal: {
        lastPeriod: draftAt('patient', 3).values.prenatalInfo!.lastPeriod,
        pregnancyType: 'simple',
        birthsAtTerm: 0,
      },
    })
    expect(sessionStorage.getItem('relais.perinatal.new-user')).toBeNull()
    expect(sessionStorage.getItem('relais.perinatal.terms-accepted')).toBeNull()
  })
})

describe('logging out', () => {
  test('Déconnexion drops the draft and the medical answers waiting for the vault', async () => {
    seed('perinatal', {
      'terms-accepted': 'true',
      'new-user-type': 'patient',
      'new-user': JSON.stringify(draftAt('patient', 1)),
      'pending-medical-record': JSON.stringify({ bloodGroup: 'O-', treatments: 'Fer' }),
    })
    const screen = await newUserPage()
    await screen.getByRole('button', { name: 'Déconnexion' }).click()
    await expect.element(screen.getByText('Page /login')).toBeVisible()
    expect(sessionStorage.getItem('relais.perinatal.new-user')).toBeNull()
    expect(sessionStorage.getItem('relais.perinatal.pending-medical-record')).toBeNull()
  })
})
