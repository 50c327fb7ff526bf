import { beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { accountUser, http } from '@relais/api-client/msw'
import { medicalFileGroupName } from '@relais/domain'
import { toastQueue, UiProvider } from '@relais/ui'
import type { Vault } from '@relais/vault'
import { vaultWorld } from '../../core/testing/providers.tsx'
import { AppHarness } from '../../shell/testing/AppHarness.tsx'
import { ensureMedicalFileGroup } from '../medical-record/index.ts'
import {
  accessLogEntry,
  accessPoliciesStore,
  accessPolicy,
  PARTIES,
  type AccessPoliciesStore,
} from './testing/access-policies-store.ts'
import { MyDataHarness } from './testing/MyDataHarness.tsx'

const DOCTOR = 'Julien Moreau (Docteur)'
const MIDWIFE = 'Sophie Garnier (Sage-femme)'

/** The patient's unlocked vault with her medical-file group, and the practitioners' identities. */
async function patientVault({ doctorHasIdentity = true } = {}) {
  const world = vaultWorld()
  const patient = await world.register(PARTIES.patient.id)
  await ensureMedicalFileGroup(patient)
  await world.register(PARTIES.midwife.id)
  if (doctorHasIdentity) await world.register(PARTIES.doctor.id)
  return { world, patient }
}

const medicalFileGroup = async (patient: Vault) =>
  (await patient.findGroupByName(medicalFileGroupName(PARTIES.patient.id)))!

function show(store: AccessPoliciesStore, vault: Vault | null, user = accountUser('patient')) {
  return render(
    <UiProvider>
      <MyDataHarness store={store} vault={vault} user={{ ...user, id: PARTIES.patient.id }} />
    </UiProvider>,
  )
}

beforeEach(async () => {
  toastQueue.clear()
  await page.viewport(1440, 900)
})

describe('Mes données', () => {
  it('approves a request: the API first, then the practitioner joins the medical-file group', async () => {
    const { patient } = await patientVault()
    const request = accessPolicy(PARTIES.doctor, 'PENDING')
    const store = accessPoliciesStore({
      pending: [request],
      accepted: [accessPolicy(PARTIES.midwife, 'ACCEPTED')],
    })
    const screen = await show(store, patient)
    const pending = screen.getByRole('grid', { name: 'Demandes en attente' })
    const row = pending.getByRole('row', { name: new RegExp(DOCTOR.replace(/[()]/g, '\\$&')) })
    await expect.element(row).toHaveTextContent("Demande l'accès : Dossier médical")
    await expect.element(row).toHaveTextContent('Le 27/02/2026')

    await row.getByRole('button', { name: 'Accepter' }).click()
    const accepted = screen.getByRole('grid', { name: 'Accès accordés' })
    await expect.element(accepted.getByText(DOCTOR)).toBeVisible()
    await expect.element(accepted.getByText(MIDWIFE)).toBeVisible()
    await expect.element(screen.getByRole('heading', { name: 'Demandes en attente' })).not.toBeInTheDocument()
    await expect.element(screen.getByText(`Accès accordé à ${DOCTOR}`)).toBeVisible()
    expect(store.answers).toEqual([{ answer: 'approve', policyId: request.id }])
    expect((await medicalFileGroup(patient)).members).toContain(PARTIES.doctor.id)
  })

  it('says the access is granted but the file not yet shared when the vault fails, and Réessayer shares it', async () => {
    const { world, patient } = await patientVault({ doctorHasIdentity: false })
    const store = accessPoliciesStore({ pending: [accessPolicy(PARTIES.doctor, 'PENDING')] })
    const screen = await show(store, patient)
    await screen.getByRole('button', { name: 'Accepter' }).click()
    const notShared = `L'accès est accordé, mais votre dossier n'est pas encore partagé avec ${DOCTOR}.`
    const alert = screen.getByRole('alert').filter({ hasText: notShared })
    await expect.element(alert).toBeVisible()
    // The API took the answer: the grant is listed, the group is unchanged.
    expect(store.answers.map((a) => a.answer)).toEqual(['approve'])
    await expect.element(screen.getByRole('grid', { name: 'Accès accordés' }).getByText(DOCTOR)).toBeVisible()
    expect((await medicalFileGroup(patient)).members).toEqual([PARTIES.patient.id])

    await world.register(PARTIES.doctor.id)
    await alert.getByRole('button', { name: 'Réessayer' }).click()
    await expect.element(screen.getByText(`Votre dossier est partagé avec ${DOCTOR}`)).toBeVisible()
    await expect.element(alert).not.toBeInTheDocument()
    expect(store.answers).toHaveLength(1)
    expect((await medicalFileGroup(patient)).members).toContain(PARTIES.doctor.id)
  })

  it('rejects a request: it leaves the list and nothing is shared', async () => {
    const { patient } = await patientVault()
    const request = accessPolicy(PARTIES.doctor, 'PENDING')
    const store = accessPoliciesStore({ pending: [request] })
    const screen = await show(store, patient)
    await screen.getByRole('button', { name: 'Refuser' }).click()
    await expect.element(screen.getByText(`Demande de ${DOCTOR} refusée`)).toBeVisible()
    await expect.element(screen.getByRole('grid', { name: 'Demandes en attente' })).not.toBeInTheDocument()
    await expect.element(screen.getByText('Aucun accès accordé')).toBeVisible()
    expect(store.answers).toEqual([{ answer: 'reject', policyId: request.id }])
    expect((await medicalFileGroup(patient)).members).toEqual([PARTIES.patient.id])
  })

  it('shows the API’s refusal and keeps the request', async () => {
    const { patient } = await patientVault()
    const store = accessPoliciesStore({ pending: [accessPolicy(PARTIES.doctor, 'PENDING')] })
    store.refuse.approve = 409
    const screen = await show(store, patient)
    await screen.getByRole('button', { name: 'Accepter' }).click()
    await expect.element(screen.getByRole('alert')).toHaveTextContent("Cette demande n'est plus en attente")
    await expect.element(screen.getByRole('button', { name: 'Accepter' })).toBeEnabled()
    expect((await medicalFileGroup(patient)).members).toEqual([PARTIES.patient.id])
  })

  it('revokes only after confirmation: the API first, then the practitioner leaves the group and its key is renewed', async () => {
    const { patient } = await patientVault()
    await patient.addGroupMembers((await medicalFileGroup(patient)).groupId, [PARTIES.doctor.id])
    const grant = accessPolicy(PARTIES.doctor, 'ACCEPTED')
    const store = accessPoliciesStore({ accepted: [grant] })
    const screen = await show(store, patient)
    const revoke = screen.getByRole('button', { name: "Révoquer l'accès de Julien Moreau" })
    await expect.element(revoke).toHaveTextContent('Révoquer')
    await expect.element(screen.getByText('Depuis le 28/02/2026')).toBeVisible()

    await revoke.click()
    const dialog = screen.getByRole('alertdialog', { name: "Révoquer l'accès" })
    await expect
      .element(dialog)
      .toHaveTextContent(
        `${DOCTOR} n'aura plus accès à : Dossier médical. Ce que vous ajouterez ensuite à votre dossier lui restera illisible.`,
      )
    await dialog.getByRole('button', { name: 'Annuler' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    expect(store.answers).toEqual([])

    await revoke.click()
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Révoquer' }).click()
    await expect.element(screen.getByText(`Accès de ${DOCTOR} révoqué`)).toBeVisible()
    await expect.element(screen.getByText('Aucun accès accordé')).toBeVisible()
    expect(store.answers).toEqual([{ answer: 'revoke', policyId: grant.id }])
    expect(await medicalFileGroup(patient)).toMatchObject({ members: [PARTIES.patient.id], keyVersion: 2 })
  })

  it('answers with the keyboard alone, and keeps focus in the lists when a row leaves', async () => {
    const { patient } = await patientVault()
    const store = accessPoliciesStore({ pending: [accessPolicy(PARTIES.doctor, 'PENDING')] })
    const screen = await show(store, patient)
    const pending = screen.getByRole('grid', { name: 'Demandes en attente' })
    await expect.element(pending.getByRole('row')).toBeVisible()
    ;(document.activeElement as HTMLElement | null)?.blur()
    await userEvent.keyboard('{Tab}')
    await expect.element(pending.getByRole('row')).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect.element(pending.getByRole('button', { name: 'Accepter' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const accepted = screen.getByRole('grid', { name: 'Accès accordés' })
    await expect.element(accepted.getByRole('row')).toHaveFocus()
    expect(store.answers.map((a) => a.answer)).toEqual(['approve'])
  })

  it("lists the patient's access log: who, when in French, what, and whether it was read or written", async () => {
    const at = (day: number, hour: number, minute: number) =>
      new Date(2026, 2, day, hour, minute).toISOString()
    const store = accessPoliciesStore({
      log: [
        accessLogEntry(PARTIES.doctor, at(2, 8, 30), 'document', 'write'),
        accessLogEntry(PARTIES.doctor, at(1, 18, 5), 'observation'),
        accessLogEntry(PARTIES.midwife, at(1, 9, 0), 'medical-record', 'write'),
      ],
    })
    const screen = await show(store, null)
    const log = screen.getByRole('grid', { name: 'Historique des accès' })
    await expect
      .element(log.getByRole('row').nth(1))
      .toHaveTextContent(`${DOCTOR}02/03/2026 à 08:30DocumentAjout`)
    await expect
      .element(log.getByRole('row').nth(2))
      .toHaveTextContent(`${DOCTOR}01/03/2026 à 18:05ObservationConsultation`)
    await expect
      .element(log.getByRole('row').nth(3))
      .toHaveTextContent(`${MIDWIFE}01/03/2026 à 09:00Dossier médicalModification`)
  })

  it('says when nobody has anything, and when nobody read anything', async () => {
    const screen = await show(accessPoliciesStore(), null)
    await expect.element(screen.getByText('Aucun accès accordé')).toBeVisible()
    await expect.element(screen.getByText('Aucun accès à votre dossier')).toBeVisible()
    await expect.element(screen.getByRole('heading', { name: 'Demandes en attente' })).not.toBeInTheDocument()
  })

  it('answers a practitioner’s requests too, and asks no access log for them', async () => {
    const assistant = {
      id: '9a1b2c3d-4e5f-4a6b-8c7d-000000000003',
      type: 'assistant',
      name: 'Karim Benali',
    } as const
    const store = accessPoliciesStore({
      pending: [
        accessPolicy(assistant, 'PENDING', {
          resource: 'practitioner_calendar',
          holder: { id: PARTIES.patient.id, type: 'doctor', name: 'Julien Moreau' },
        }),
      ],
    })
    const screen = await show(store, null, accountUser('doctor'))
    const row = screen.getByRole('grid', { name: 'Demandes en attente' }).getByRole('row')
    await expect.element(row).toHaveTextContent("Demande l'accès : Agenda")
    // Nothing to share: the calendar is the server's alone, so no vault is needed.
    await row.getByRole('button', { name: 'Accepter' }).click()
    await expect.element(screen.getByText('Accès accordé à Karim Benali (Infirmier)')).toBeVisible()
    await expect.element(screen.getByText(/pas encore partagé/)).not.toBeInTheDocument()
    await expect
      .element(screen.getByRole('heading', { name: 'Historique des accès' }))
      .not.toBeInTheDocument()
    expect(store.reads.log).toBe(0)
  })

  it('offers to load again when the lists fail', async () => {
    const store = accessPoliciesStore({ accepted: [accessPolicy(PARTIES.doctor, 'ACCEPTED')] })
    store.failing.policies = true
    const screen = await show(store, null)
    await expect.element(screen.getByText("Vos accès n'ont pas pu être chargés.")).toBeVisible()
    store.failing.policies = false
    await screen.getByRole('button', { name: 'Réessayer' }).first().click()
    await expect.element(screen.getByText(DOCTOR)).toBeVisible()
  })
})

describe('Mes données in the settings', () => {
  it('reloads the user after a revocation, and says the key is not renewed while the vault is locked', async () => {
    const store = accessPoliciesStore({ accepted: [accessPolicy(PARTIES.doctor, 'ACCEPTED')] })
    let userReads = 0
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings#access-policy"
        handlers={[
          http.get('/user/current', ({ response }) => {
            userReads += 1
            return response(200).json(accountUser('patient'))
          }),
          ...store.handlers,
        ]}
      />,
    )
    await screen.getByRole('button', { name: "Révoquer l'accès de Julien Moreau" }).click()
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Révoquer' }).click()
    const alert = screen.getByRole('alert')
    await expect
      .element(alert)
      .toHaveTextContent(
        `L'accès de ${DOCTOR} est révoqué, mais la clé de votre dossier n'a pas encore été renouvelée.`,
      )
    await expect.element(alert).toHaveTextContent('Déverrouillez vos données, puis réessayez.')
    await expect.poll(() => userReads).toBe(2)
    expect(store.answers.map((a) => a.answer)).toEqual(['revoke'])
  })
})
