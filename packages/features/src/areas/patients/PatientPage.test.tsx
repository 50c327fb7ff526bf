// A patient's page: the banner, the record decrypted in the practitioner's browser (or why it is not),
// 'Envoyer un message' opening the conversation, the appointments to come and gone by, and 'Page non
// trouvée' for anyone without access.
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import type { createMemoryRouter } from 'react-router'
import { appointmentSample } from '@relais/api-client/msw'
import {
  fileOf,
  ORGANIZATION,
  PATIENTS,
  patientsStore,
  practitionerVault,
  recordWorld,
} from './testing/patients-world.ts'
import { PatientsHarness } from './testing/PatientsHarness.tsx'

const wide = () => page.viewport(1440, 900)
const camillePage = `/app/patients/${PATIENTS.camille.id}`

describe("a patient's page", () => {
  it('shows the banner and the summary of the record, decrypted with the grant holder’s keys', async () => {
    await wide()
    const world = await recordWorld()
    const store = patientsStore({ files: [fileOf(PATIENTS.camille, world.record)] })
    const screen = await render(
      <PatientsHarness handlers={store.handlers} vault={world.vault} path={camillePage} />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Camille Lefèvre', level: 1 })).toBeVisible()
    await expect.element(screen.getByRole('heading', { name: 'Identité', level: 2 })).toBeVisible()
    const facts = screen.getByRole('definition')
    await expect.element(facts.getByText('2 85 05 78 006 084 41')).toBeVisible()
    await expect.element(facts.getByText('14/05/1985')).toBeVisible()
    await expect.element(facts.getByText('+33 6 12 34 56 78')).toBeVisible()
    await expect.element(facts.getByText('Paris')).toBeVisible()
    await expect.element(facts.getByText('camille.lefevre@exemple.fr')).toBeVisible()
    await expect.element(screen.getByRole('heading', { name: 'Dossier médical', level: 2 })).toBeVisible()
    await expect.element(facts.getByText('O+')).toBeVisible()
    await expect.element(facts.getByText('Pré-éclampsie lors de la première grossesse')).toBeVisible()
    await expect.element(facts.getByText('Pénicilline')).toBeVisible()
    await expect.element(screen.getByText('Mis à jour le 27/02/2026')).toBeVisible()
  })

  it('lists the appointments to come, soonest first, and the latest gone by with their status', async () => {
    await wide()
    const world = await recordWorld()
    const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString()
    const camille = { id: PATIENTS.camille.id, name: PATIENTS.camille.name }
    const store = patientsStore({
      files: [fileOf(PATIENTS.camille, world.record)],
      appointments: [
        appointmentSample(days(9), 30, { patient: camille, serviceCategory: 'FollowUp' }),
        appointmentSample(days(2), 30, { patient: camille, serviceCategory: 'UrgentFollowUp' }),
        appointmentSample(days(-20), 30, { patient: camille, status: 'FULFILLED' }),
        appointmentSample(days(-3), 30, { patient: camille, status: 'CANCELLED' }),
        appointmentSample(days(4), 30, { patient: camille, status: 'CANCELLED' }),
      ],
    })
    const screen = await render(
      <PatientsHarness handlers={store.handlers} vault={world.vault} path={camillePage} />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Rendez-vous', level: 2 })).toBeVisible()
    const upcoming = screen.getByRole('region', { name: 'Rendez-vous à venir' }).getByRole('listitem')
    await expect.element(upcoming.first()).toHaveTextContent('Urgent')
    expect(upcoming.elements().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Urgent'),
      expect.stringContaining('Routine checkup'),
    ])
    const past = screen.getByRole('region', { name: 'Rendez-vous passés' }).getByRole('listitem')
    await expect.element(past.first()).toHaveTextContent('Annulé')
    expect(past.elements().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Annulé'),
      expect.stringContaining('Terminé'),
    ])
  })

  it('says when a patient has no appointment', async () => {
    await wide()
    const world = await recordWorld()
    const store = patientsStore({ files: [fileOf(PATIENTS.camille, world.record)] })
    const screen = await render(
      <PatientsHarness handlers={store.handlers} vault={world.vault} path={camillePage} />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Aucun rendez-vous à venir' })).toBeVisible()
    await expect.element(screen.getByRole('heading', { name: 'Aucun rendez-vous passé' })).toBeVisible()
  })

  it("shows a practitioner editing the record the patient's identity and address, neither editable", async () => {
    await wide()
    const world = await recordWorld()
    const store = patientsStore({ files: [fileOf(PATIENTS.camille, world.record)] })
    const screen = await render(
      <PatientsHarness handlers={store.handlers} vault={world.vault} path={camillePage} />,
    )
    await screen.getByRole('button', { name: 'Modifier le dossier médical' }).click()
    const dialog = screen.getByRole('dialog')
    await expect.element(dialog.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Lefèvre')
    await expect.element(dialog.getByRole('textbox', { name: 'Nom', exact: true })).toBeDisabled()
    await expect.element(dialog.getByRole('combobox', { name: /Adresse/ })).toBeDisabled()
    await expect.element(dialog.getByText('Adresse retenue : 12 rue de la République, Paris')).toBeVisible()
  })

  it('says the record is not filled yet, or not shared yet', async () => {
    await wide()
    const world = await recordWorld({ shared: false })
    const store = patientsStore({
      files: [fileOf(PATIENTS.camille, world.record), fileOf(PATIENTS.helene)],
    })
    const screen = await render(
      <PatientsHarness handlers={store.handlers} vault={world.vault} path={camillePage} />,
    )
    await expect
      .element(
        screen.getByText(
          'Le patient ne vous a pas encore partagé le contenu chiffré de son dossier médical.',
        ),
      )
      .toBeVisible()
    await expect.element(screen.getByText('Pénicilline')).not.toBeInTheDocument()

    const other = await render(
      <PatientsHarness
        handlers={store.handlers}
        vault={world.vault}
        path={`/app/patients/${PATIENTS.helene.id}`}
      />,
    )
    await expect
      .element(other.getByText("Le patient n'a pas encore renseigné son dossier médical."))
      .toBeVisible()
  })

  it("opens the conversation with the patient from 'Envoyer un message'", async () => {
    await wide()
    const store = patientsStore({ files: [fileOf(PATIENTS.camille)] })
    let router: ReturnType<typeof createMemoryRouter> | undefined
    const screen = await render(
      <PatientsHarness
        handlers={store.handlers}
        vault={await practitionerVault()}
        path={`/app/organization/patients/${PATIENTS.camille.id}`}
        onRouter={(r) => (router = r)}
      />,
    )
    await screen.getByRole('button', { name: 'Envoyer un message' }).click()
    await expect.element(screen.getByText(/^Conversation 1b7e4d2f/)).toBeVisible()
    expect(router!.state.location.pathname).toBe('/app/messages')
    expect(store.conversations).toEqual([PATIENTS.camille.id])
  })

  it("shows 'Page non trouvée' with the way back to the structure's list to a reader without access", async () => {
    await wide()
    const store = patientsStore({ files: [] })
    const screen = await render(
      <PatientsHarness
        handlers={store.handlers}
        vault={null}
        path={`/app/organization/patients/${PATIENTS.julie.id}`}
      />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Page non trouvée', level: 1 })).toBeVisible()
    await screen.getByRole('link', { name: 'Retour à la liste des patients' }).click()
    await expect.element(screen.getByText(ORGANIZATION.name)).toBeVisible()
  })

  it('says the record cannot be read in a session without a vault', async () => {
    await wide()
    const world = await recordWorld()
    const store = patientsStore({ files: [fileOf(PATIENTS.camille, world.record)] })
    const screen = await render(<PatientsHarness handlers={store.handlers} vault={null} path={camillePage} />)
    await expect.element(screen.getByText(/il ne peut pas être lu dans cette session/)).toBeVisible()
  })
})
