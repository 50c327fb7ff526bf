import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { medicalFileGroupName } from '@relais/domain'
import { toastQueue, UiProvider } from '@relais/ui'
import type { Vault } from '@relais/vault'
import type { RequestHandler } from 'msw'
import { PATIENT_ID, RecordProviders, vaultWorld } from '../../core/testing/providers.tsx'
import { NotificationDialog } from './NotificationDialog.tsx'
import type { Notification } from './notifications.ts'
import {
  accessRequestApi,
  DOCTOR_ID,
  doctorRequest,
  MATERNITY_ID,
  organizationInviteApi,
  SAMPLES,
} from './testing/notifications-store.ts'

async function patientVault({ doctorHasIdentity = true } = {}) {
  const world = vaultWorld()
  const patient = await world.register(PATIENT_ID)
  if (doctorHasIdentity) await world.register(DOCTOR_ID)
  return { world, patient }
}

const groupMembers = async (patient: Vault) =>
  (await patient.findGroupByName(medicalFileGroupName(PATIENT_ID)))?.members ?? []

function show(
  notification: Notification,
  { vault = null, handlers = [] }: { vault?: Vault | null; handlers?: RequestHandler[] } = {},
) {
  const onClose = vi.fn()
  const screen = render(
    <UiProvider>
      <RecordProviders vault={vault} handlers={handlers}>
        <NotificationDialog notification={notification} onClose={onClose} />
      </RecordProviders>
    </UiProvider>,
  )
  return { screen, onClose }
}

beforeEach(async () => {
  toastQueue.clear()
  await page.viewport(1440, 900)
})

describe('an access request', () => {
  it('names who asks and what; Accepter approves and shares the file in this browser', async () => {
    const { patient } = await patientVault()
    const api = accessRequestApi([doctorRequest()])
    const { screen, onClose } = show(SAMPLES.accessRequest(), { vault: patient, handlers: api.handlers })
    const dialog = (await screen).getByRole('dialog', { name: "Demande d'accès" })
    await expect
      .element(dialog)
      .toHaveTextContent("Julien Moreau (Docteur) demande l'accès à : Dossier médical.")
    await dialog.getByRole('button', { name: 'Accepter' }).click()
    // The outcome is said in the dialog, which closes by itself three seconds later.
    await expect
      .element(dialog.getByRole('status'))
      .toHaveTextContent('Accès accordé à Julien Moreau (Docteur)')
    expect(onClose).not.toHaveBeenCalled()
    await expect.poll(() => onClose.mock.calls.length, { timeout: 5_000 }).toBe(1)
    expect(api.answers).toEqual(['approve'])
    expect(await groupMembers(patient)).toEqual([PATIENT_ID, DOCTOR_ID])
  })

  it('Refuser rejects it and shares nothing', async () => {
    const { patient } = await patientVault()
    const api = accessRequestApi([doctorRequest()])
    const { screen, onClose } = show(SAMPLES.accessRequest(), { vault: patient, handlers: api.handlers })
    await (await screen).getByRole('button', { name: 'Refuser' }).click()
    await expect
      .element((await screen).getByRole('status'))
      .toHaveTextContent('Demande de Julien Moreau (Docteur) refusée')
    await (await screen).getByRole('button', { name: 'Fermer' }).last().click()
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(api.answers).toEqual(['reject'])
    expect(await groupMembers(patient)).not.toContain(DOCTOR_ID)
  })

  it('says the access is granted but not yet shared when the vault fails, and shares it on Réessayer', async () => {
    const { world, patient } = await patientVault({ doctorHasIdentity: false })
    const api = accessRequestApi([doctorRequest()])
    const { screen, onClose } = show(SAMPLES.accessRequest(), { vault: patient, handlers: api.handlers })
    const dialog = (await screen).getByRole('dialog')
    await dialog.getByRole('button', { name: 'Accepter' }).click()
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent(
        "L'accès est accordé, mais votre dossier n'est pas encore partagé avec Julien Moreau (Docteur).",
      )
    await expect.element(dialog.getByRole('button', { name: 'Accepter' })).not.toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
    await world.register(DOCTOR_ID)
    await dialog.getByRole('button', { name: 'Réessayer' }).click()
    await expect.poll(() => onClose.mock.calls.length).toBe(1)
    expect(await groupMembers(patient)).toContain(DOCTOR_ID)
    expect(api.answers).toEqual(['approve'])
  })

  it("answers a practitioner's calendar request too, without a vault: nothing is encrypted for it", async () => {
    const calendarRequest = {
      ...doctorRequest(),
      resource: 'practitioner_calendar' as const,
      holder: { id: PATIENT_ID, type: 'midwife' as const, name: 'Camille Lefèvre' },
    }
    const api = accessRequestApi([calendarRequest])
    const notification = {
      ...SAMPLES.accessRequest(),
      content: "Dr Julien Moreau demande l'accès à votre agenda",
    }
    const { screen, onClose } = show(notification, { handlers: api.handlers })
    const dialog = (await screen).getByRole('dialog', { name: "Demande d'accès" })
    await expect.element(dialog).toHaveTextContent("Julien Moreau (Docteur) demande l'accès à : Agenda.")
    await dialog.getByRole('button', { name: 'Accepter' }).click()
    await expect
      .element(dialog.getByRole('status'))
      .toHaveTextContent('Accès accordé à Julien Moreau (Docteur)')
    await expect.element(dialog.getByText(/pas encore partagé/)).not.toBeInTheDocument()
    await expect.poll(() => onClose.mock.calls.length, { timeout: 5_000 }).toBe(1)
    expect(api.answers).toEqual(['approve'])
  })

  it('says a request answered elsewhere is no longer waiting, with nothing to answer', async () => {
    const api = accessRequestApi([])
    const { screen, onClose } = show(SAMPLES.accessRequest(), { handlers: api.handlers })
    const dialog = (await screen).getByRole('dialog')
    await expect.element(dialog).toHaveTextContent("Cette demande n'est plus en attente.")
    await expect.element(dialog.getByRole('button', { name: 'Accepter' })).not.toBeInTheDocument()
    await dialog.getByRole('button', { name: 'Fermer' }).last().click()
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe('an access decision', () => {
  it('says the answer in words, and closes with Escape', async () => {
    const { screen, onClose } = show(SAMPLES.accessDecision('REJECTED'))
    const dialog = (await screen).getByRole('dialog', { name: "Réponse à votre demande d'accès" })
    await expect.element(dialog).toHaveTextContent("Camille Lefèvre a refusé votre demande d'accès")
    await expect.element(dialog).toHaveTextContent("Votre demande d'accès a été refusée.")
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe('an invitation to join a structure', () => {
  it("sends the request to join, says 'Demande d'affiliation envoyée' and closes two seconds later", async () => {
    const api = organizationInviteApi()
    const { screen, onClose } = show(SAMPLES.organizationInvite(), { handlers: api.handlers })
    const dialog = (await screen).getByRole('dialog', { name: 'Invitation à rejoindre une structure' })
    await expect
      .element(dialog)
      .toHaveTextContent('La structure Maternité des Lilas vous invite à rejoindre son équipe.')
    await dialog.getByRole('button', { name: 'Envoyer une demande' }).click()
    await expect.element(dialog.getByRole('status')).toHaveTextContent("Demande d'affiliation envoyée")
    await expect.element(dialog.getByRole('button', { name: 'Envoyer une demande' })).not.toBeInTheDocument()
    expect(api.calls).toEqual([`request ${MATERNITY_ID}`])
    expect(onClose).not.toHaveBeenCalled()
    await expect.poll(() => onClose.mock.calls.length, { timeout: 4_000 }).toBe(1)
  })

  it("removes the invitation on 'Annuler'", async () => {
    const api = organizationInviteApi()
    const invite = SAMPLES.organizationInvite()
    const { screen, onClose } = show(invite, { handlers: api.handlers })
    await (await screen).getByRole('button', { name: 'Annuler' }).click()
    await expect.poll(() => onClose.mock.calls.length).toBe(1)
    expect(api.calls).toEqual([`remove ${invite.id}`])
  })

  it("says the API's reason when the request cannot be sent, and keeps the buttons", async () => {
    const api = organizationInviteApi(409)
    const { screen, onClose } = show(SAMPLES.organizationInvite(), { handlers: api.handlers })
    const dialog = (await screen).getByRole('dialog')
    await dialog.getByRole('button', { name: 'Envoyer une demande' }).click()
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Votre demande est déjà en attente')
    await expect.element(dialog.getByRole('button', { name: 'Envoyer une demande' })).toBeVisible()
    expect(onClose).not.toHaveBeenCalled()
  })

  it("cannot be answered without its structure: 'Organization ID is missing'", async () => {
    const { screen } = show(SAMPLES.organizationInvite(null))
    const dialog = (await screen).getByRole('dialog')
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Organization ID is missing')
    await expect.element(dialog.getByRole('button', { name: 'Envoyer une demande' })).not.toBeInTheDocument()
  })
})
