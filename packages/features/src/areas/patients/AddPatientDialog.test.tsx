// 'Ajouter un patient': the NIR checked at the field then looked up at its fifteenth character, each
// answer of the lookup, the request, the wizard that creates a patient with the medical answers
// encrypted in the browser, its 409 and 429, and the draft that lives exactly as long as the dialog.
import { beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { toastQueue } from '@relais/ui'
import type { Vault } from '@relais/vault'
import type { WizardValues } from '../../core/forms/FormFields.tsx'
import type { AddPatientDraft } from './add-patient.ts'
import { TOO_MANY_LOOKUPS } from './AddPatientDialog.tsx'
import { ownerKey, ownListOf } from './list-owner.ts'
import {
  MIDWIFE_ID,
  NIRS,
  PARIS,
  PATIENTS,
  patientsStore,
  practitionerVault,
  TAKEN,
  type PatientsStore,
  type PatientsStoreOptions,
} from './testing/patients-world.ts'
import { PatientsHarness } from './testing/PatientsHarness.tsx'

const DRAFT_KEY = 'relais.perinatal.add-patient'
const OWNER = ownerKey(ownListOf({ id: MIDWIFE_ID, userType: 'midwife' }))

const PERSONAL: Record<string, unknown> = {
  firstName: 'Léa',
  lastName: 'Petit',
  gender: 'FEMALE',
  birthDate: '1993-03-08',
  nir: NIRS.unknown,
  address: PARIS,
}

function draftAt(step: number, values: WizardValues): Record<string, string> {
  const draft: AddPatientDraft = { owner: OWNER, nir: NIRS.unknown, wizard: { step, values } }
  return { [DRAFT_KEY]: JSON.stringify(draft) }
}

async function openDialog(
  options: PatientsStoreOptions = {},
  extra: { vault?: Vault; session?: Record<string, string> } = {},
): Promise<{ store: PatientsStore; vault: Vault; screen: Awaited<ReturnType<typeof render>> }> {
  await page.viewport(1440, 900)
  const store = patientsStore(options)
  const vault = extra.vault ?? (await practitionerVault())
  const screen = await render(
    <PatientsHarness
      handlers={store.handlers}
      vault={vault}
      withUiProvider
      path={extra.session ? '/app/patients' : '/app/patients?new=1'}
      session={extra.session}
    />,
  )
  await expect.element(page.getByRole('dialog', { name: 'Ajouter un patient' })).toBeVisible()
  return { store, vault, screen }
}

const dialog = () => page.getByRole('dialog', { name: 'Ajouter un patient' })
const nirField = () => dialog().getByRole('textbox', { name: /Numéro de sécurité sociale/ })

describe('adding a patient', () => {
  beforeEach(() => toastQueue.clear())

  it('checks the NIR at the field: its length when left short, its key at the fifteenth character', async () => {
    const { store } = await openDialog()
    await nirField().fill('2850578')
    await expect.element(nirField()).toHaveValue('2 85 05 78')
    await userEvent.tab()
    await expect
      .element(dialog().getByText('Le numéro de sécurité sociale doit contenir 15 chiffres !'))
      .toBeVisible()
    await nirField().fill(NIRS.wrongKey)
    await expect
      .element(dialog().getByText('La clé du numéro de sécurité sociale est incorrecte'))
      .toBeVisible()
    await expect.element(nirField()).toHaveAttribute('aria-invalid', 'true')
    expect(store.lookups).toEqual([])
  })

  it("says 'Ce patient est déjà affilié' for a patient the list follows", async () => {
    const { store } = await openDialog()
    await nirField().fill(NIRS.affiliated)
    await expect.element(dialog().getByText('Ce patient est déjà affilié')).toBeVisible()
    expect(store.lookups).toEqual([NIRS.affiliated])
    await expect
      .element(dialog().getByRole('button', { name: 'Envoyer une demande' }))
      .not.toBeInTheDocument()
  })

  it('sends a request to a patient who exists, then closes and lists them as waiting', async () => {
    const { store, screen } = await openDialog()
    await nirField().fill(NIRS.exists)
    await expect.element(dialog().getByText('Julie Bernard')).toBeVisible()
    await dialog().getByRole('button', { name: 'Envoyer une demande' }).click()
    await expect.element(page.getByText("Demande d'accès envoyée")).toBeVisible()
    await expect.element(dialog()).not.toBeInTheDocument()
    expect(store.requested).toEqual([PATIENTS.julie.id])
    await expect.element(screen.getByRole('button', { name: "Demande d'accès en attente (1)" })).toBeVisible()
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it('offers to create a patient nobody holds the NIR of, with the NIR carried into the wizard', async () => {
    await openDialog()
    await nirField().fill(NIRS.unknown)
    await expect.element(dialog().getByText('Aucun patient trouvé')).toBeVisible()
    await expect.element(dialog().getByText('Continuer pour créer un nouveau patient')).toBeVisible()
    await dialog().getByRole('button', { name: 'Créer' }).click()
    await expect
      .element(dialog().getByRole('heading', { name: /Étape 1 sur 2 : Informations personnelles/ }))
      .toBeVisible()
    await expect.element(nirField()).toHaveValue('1 78 02 13 055 024 52')
    // Email and phone are optional here: the patient may have neither yet.
    await dialog().getByRole('textbox', { name: 'Prénom' }).fill('léa')
    await dialog().getByRole('button', { name: 'Suivant' }).click()
    await expect.element(dialog().getByText('Ce champ est obligatoire').first()).toBeVisible()
    await expect
      .element(dialog().getByRole('textbox', { name: 'Adresse email' }))
      .not.toHaveAttribute('aria-invalid', 'true')
  })

  it('says when the lookups are refused for a while', async () => {
    const { store } = await openDialog({ lookup: 'rate-limited' })
    await nirField().fill(NIRS.unknown)
    await expect.element(dialog().getByText(TOO_MANY_LOOKUPS)).toBeVisible()
    expect(store.lookups).toEqual([NIRS.unknown])
  })

  it('creates the patient with the history encrypted for the practitioner, then closes and lists them', async () => {
    // Started from the draft a reload mid-wizard finds: the dialog reopens at its step.
    const { store, vault, screen } = await openDialog(
      {},
      { session: draftAt(1, { personalInfo: PERSONAL, antecedents: { languages: ['fr', 'en'] } }) },
    )
    await expect
      .element(dialog().getByRole('heading', { name: /Étape 2 sur 2 : Antécédents et traitements/ }))
      .toBeVisible()
    await dialog().getByRole('button', { name: 'Créer le patient' }).click()
    await expect.element(dialog().getByText('Ce champ est obligatoire')).toBeVisible()
    expect(store.created).toHaveLength(0)

    await dialog()
      .getByRole('button', { name: /Groupe sanguin/ })
      .click()
    await page.getByRole('option', { name: 'B+', exact: true }).click()
    await dialog().getByRole('textbox', { name: 'Allergies' }).fill('Pénicilline')
    await dialog().getByRole('textbox', { name: 'Traitements en cours' }).fill('Fer')
    await dialog().getByRole('button', { name: 'Créer le patient' }).click()

    await expect.element(page.getByText('Patient ajouté')).toBeVisible()
    await expect.element(dialog()).not.toBeInTheDocument()
    await expect.element(screen.getByRole('row', { name: /Léa Petit/ })).toBeVisible()
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull()

    expect(store.created).toHaveLength(1)
    const body = store.created[0]!
    expect(body).toMatchObject({
      firstName: 'Léa',
      lastName: 'Petit',
      gender: 'FEMALE',
      birthDate: '1993-03-08',
      nir: NIRS.unknown,
      languages: ['fr', 'en'],
      address: { text: PARIS.text, city: 'Paris' },
    })
    expect(body).not.toHaveProperty('email')
    expect(body).not.toHaveProperty('bloodGroup')
    // The medical answers left the browser as an envelope only, which the practitioner can open.
    const sent = JSON.stringify(body)
    expect(sent).not.toContain('Pénicilline')
    expect(sent).not.toContain('B+')
    const session = await vault.retrieveSession(body.intake!.encryptionSessionId)
    expect(JSON.parse(await session.decryptString(body.intake!))).toEqual({
      v: 1,
      record: { bloodGroup: 'B+', treatments: 'Fer', allergies: 'Pénicilline' },
    })
  })

  it("with a vault that makes no key claims (Seald), says the answers stay the practitioner's alone", async () => {
    const practitioner = await practitionerVault()
    // The same vault, but declaring what SealdVault declares.
    const withoutClaims = new Proxy<Vault>(practitioner, {
      get: (target, name) =>
        name === 'capabilities'
          ? { ...target.capabilities, keyClaims: false }
          : Reflect.get(target, name, target),
    })
    const { store } = await openDialog(
      {},
      {
        vault: withoutClaims,
        session: draftAt(1, { personalInfo: PERSONAL, antecedents: { bloodGroup: 'O-', languages: ['fr'] } }),
      },
    )
    await dialog().getByRole('button', { name: 'Créer le patient' }).click()
    await expect.element(page.getByText('Patient ajouté')).toBeVisible()
    await expect.element(page.getByText('Réponses médicales non partagées')).toBeVisible()
    await expect.element(page.getByText(/restent chiffrées pour vous seul/)).toBeVisible()
    await expect.element(page.getByText('Partage incomplet')).not.toBeInTheDocument()
    // Sealed for the practitioner, who still opens it.
    const intake = store.created.at(-1)!.intake!
    const session = await practitioner.retrieveSession(intake.encryptionSessionId)
    expect(JSON.parse(await session.decryptString(intake))).toMatchObject({ record: { bloodGroup: 'O-' } })
  })

  it('goes back to the first step with the message on the field of a taken email', async () => {
    const { store } = await openDialog(
      {},
      {
        session: draftAt(1, {
          personalInfo: { ...PERSONAL, email: TAKEN.email },
          antecedents: { bloodGroup: 'A+', languages: ['fr'] },
        }),
      },
    )
    await dialog().getByRole('button', { name: 'Créer le patient' }).click()
    await expect
      .element(dialog().getByRole('heading', { name: /Étape 1 sur 2 : Informations personnelles/ }))
      .toBeVisible()
    const email = dialog().getByRole('textbox', { name: 'Adresse email' })
    await expect.element(email).toHaveAttribute('aria-invalid', 'true')
    await expect.element(dialog().getByText('Cet email est déjà associé à un compte existant')).toBeVisible()
    expect(store.created).toHaveLength(1)
    // The message stays while the value does, even through 'Suivant'.
    await dialog().getByRole('button', { name: 'Suivant' }).click()
    await expect.element(dialog().getByText('Cet email est déjà associé à un compte existant')).toBeVisible()
    await email.fill('lea.petit@exemple.fr')
    await expect
      .element(dialog().getByText('Cet email est déjà associé à un compte existant'))
      .not.toBeInTheDocument()
    await dialog().getByRole('button', { name: 'Suivant' }).click()
    await dialog().getByRole('button', { name: 'Créer le patient' }).click()
    await expect.element(page.getByText('Patient ajouté')).toBeVisible()
    expect(store.created.at(-1)?.email).toBe('lea.petit@exemple.fr')
  })

  it('says when creations are refused for a while, keeping every value', async () => {
    await openDialog(
      { createRateLimited: true },
      {
        session: draftAt(1, {
          personalInfo: PERSONAL,
          antecedents: { bloodGroup: 'A+', languages: ['fr'] },
        }),
      },
    )
    await dialog().getByRole('button', { name: 'Créer le patient' }).click()
    await expect
      .element(dialog().getByText('Trop de tentatives. Merci de réessayer plus tard.'))
      .toBeVisible()
    await expect.element(dialog().getByRole('heading', { name: /Étape 2 sur 2/ })).toBeVisible()
  })

  it('keeps a draft while the dialog is open, and forgets it on closing', async () => {
    await openDialog()
    await nirField().fill(NIRS.unknown)
    await dialog().getByRole('button', { name: 'Créer' }).click()
    await dialog().getByRole('textbox', { name: 'Prénom' }).fill('Léa')
    await expect
      .poll(() => JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as AddPatientDraft)
      .toMatchObject({
        owner: OWNER,
        nir: NIRS.unknown,
        wizard: { step: 0, values: { personalInfo: { firstName: 'Léa' } } },
      })

    await dialog().getByRole('button', { name: 'Fermer' }).click()
    await expect.element(dialog()).not.toBeInTheDocument()
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull()
    await page.getByRole('button', { name: 'Ajouter un patient' }).click()
    await expect.element(nirField()).toHaveValue('')
  })

  it('reopens after a reload with the NIR typed, looked up again once', async () => {
    const draft: AddPatientDraft = { owner: OWNER, nir: NIRS.exists }
    const { store } = await openDialog({}, { session: { [DRAFT_KEY]: JSON.stringify(draft) } })
    await expect.element(nirField()).toHaveValue('2 88 10 99 123 456 84')
    await expect.element(dialog().getByText('Julie Bernard')).toBeVisible()
    expect(store.lookups).toEqual([NIRS.exists])
  })

  it('is used with the keyboard alone, from the NIR to the request', async () => {
    const { store } = await openDialog()
    await expect.element(nirField()).toHaveFocus()
    await userEvent.keyboard(NIRS.exists)
    await expect.element(dialog().getByText('Julie Bernard')).toBeVisible()
    await userEvent.tab()
    await expect.element(dialog().getByRole('button', { name: 'Envoyer une demande' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(dialog()).not.toBeInTheDocument()
    expect(store.requested).toEqual([PATIENTS.julie.id])
  })

  it('is closed to a session without a vault', async () => {
    await page.viewport(1440, 900)
    const store = patientsStore()
    const screen = await render(<PatientsHarness handlers={store.handlers} vault={null} withUiProvider />)
    await expect.element(screen.getByRole('button', { name: 'Ajouter un patient' })).toBeDisabled()
  })
})
