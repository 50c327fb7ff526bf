// 'Liste des patients': what each row shows and where it goes, the server-side search, the pending
// requests, the structure's list, the empty state, and who reaches something else at /app/patients.
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import type { createMemoryRouter } from 'react-router'
import { accountUser } from '@relais/api-client/msw'
import { fileOf, MIDWIFE_ID, ORGANIZATION, PATIENTS, patientsStore } from './testing/patients-world.ts'
import { PatientsHarness } from './testing/PatientsHarness.tsx'

const wide = () => page.viewport(1440, 900)

type Router = ReturnType<typeof createMemoryRouter>

describe('the patient list', () => {
  it('shows each patient with the NIR, birth date and phone formatted, and opens the page of the one chosen', async () => {
    await wide()
    const store = patientsStore()
    let router: Router | undefined
    const screen = await render(
      <PatientsHarness handlers={store.handlers} vault={null} onRouter={(r) => (router = r)} />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Liste des patients', level: 1 })).toBeVisible()
    const table = screen.getByRole('grid', { name: 'Patients' })
    const camille = table.getByRole('row', { name: /Camille Lefèvre/ })
    await expect.element(camille).toHaveTextContent('2 85 05 78 006 084 41')
    await expect.element(camille).toHaveTextContent('14/05/1985')
    await expect.element(camille).toHaveTextContent('+33 6 12 34 56 78')
    await expect.element(camille).toHaveTextContent('Paris')
    // A patient without a NIR or a phone says so rather than leaving a hole.
    await expect.element(table.getByRole('row', { name: /Amina Diallo/ })).toHaveTextContent('—')
    // The API's order: by family name.
    expect(
      table
        .getByRole('rowheader')
        .elements()
        .map((cell) => cell.textContent),
    ).toEqual(['Amina Diallo', 'Hélène Durand', 'Camille Lefèvre'])

    await camille.click()
    await expect.poll(() => router!.state.location.pathname).toBe(`/app/patients/${PATIENTS.camille.id}`)
    expect(store.listQueries[0]).toEqual({
      owner: `midwife:${MIDWIFE_ID}`,
      search: null,
      limit: 100,
      offset: 0,
    })
  })

  it('searches on the server once typing pauses, accents and case ignored', async () => {
    await wide()
    const store = patientsStore()
    const screen = await render(<PatientsHarness handlers={store.handlers} vault={null} />)
    const table = screen.getByRole('grid', { name: 'Patients' })
    await expect.element(table.getByRole('row', { name: /Camille Lefèvre/ })).toBeVisible()
    await screen.getByRole('searchbox', { name: 'Rechercher un patient' }).fill('HELENE')
    await expect.element(table.getByRole('row', { name: /Camille Lefèvre/ })).not.toBeInTheDocument()
    await expect.element(table.getByRole('row', { name: /Hélène Durand/ })).toBeVisible()
    // One request for the settled text, not one per key.
    expect(store.listQueries.map((q) => q.search)).toEqual([null, 'HELENE'])
  })

  it("says 'Aucun patient trouvé' when there is none, without the pending section", async () => {
    await wide()
    const store = patientsStore({ patients: [], pending: [] })
    const screen = await render(<PatientsHarness handlers={store.handlers} vault={null} />)
    await expect.element(screen.getByText('Aucun patient trouvé')).toBeVisible()
    await expect
      .element(screen.getByRole('button', { name: /Demande d'accès en attente/ }))
      .not.toBeInTheDocument()
  })

  it("keeps the patients asked for access in the collapsed 'Demande d'accès en attente'", async () => {
    await wide()
    const store = patientsStore({ pending: [PATIENTS.ines] })
    const screen = await render(<PatientsHarness handlers={store.handlers} vault={null} />)
    const trigger = screen.getByRole('button', { name: "Demande d'accès en attente (1)" })
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect.element(screen.getByText('Inès Moreau')).not.toBeVisible()
    await trigger.click()
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect.element(screen.getByText('Inès Moreau')).toBeVisible()
    await expect.element(screen.getByText('2 95 08 33 456 789 92')).toBeVisible()
    // Not a patient of the list yet: no row opens them.
    await expect
      .element(screen.getByRole('grid', { name: 'Patients' }).getByRole('row', { name: /Inès Moreau/ }))
      .not.toBeInTheDocument()
  })

  it("lists the current structure's patients and opens them under the structure", async () => {
    await wide()
    const store = patientsStore()
    let router: Router | undefined
    const screen = await render(
      <PatientsHarness
        handlers={store.handlers}
        path="/app/organization/patients"
        vault={null}
        onRouter={(r) => (router = r)}
      />,
    )
    await expect.element(screen.getByText(ORGANIZATION.name)).toBeVisible()
    expect(store.listQueries[0]?.owner).toBe(`organization:${ORGANIZATION.id}`)
    await screen.getByRole('row', { name: /Hélène Durand/ }).click()
    await expect
      .poll(() => router!.state.location.pathname)
      .toBe(`/app/organization/patients/${PATIENTS.helene.id}`)
  })

  it('shows a patient their own page at /app/patients, without the message button', async () => {
    await wide()
    const me = accountUser('patient', 'perinatal', { id: PATIENTS.camille.id })
    const store = patientsStore({
      files: [{ ...fileOf(PATIENTS.camille), access: 'self' }],
    })
    const screen = await render(<PatientsHarness handlers={store.handlers} vault={null} user={me} />)
    await expect.element(screen.getByRole('heading', { name: 'Camille Lefèvre', level: 1 })).toBeVisible()
    await expect
      .element(screen.getByText("Vous n'avez pas encore renseigné votre dossier médical."))
      .toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Envoyer un message' })).not.toBeInTheDocument()
  })

  it("sends a structure's account to the structure's list", async () => {
    await wide()
    const store = patientsStore()
    const organization = accountUser('organization', 'perinatal', { organizations: [ORGANIZATION] })
    let router: Router | undefined
    const screen = await render(
      <PatientsHarness
        handlers={store.handlers}
        vault={null}
        user={organization}
        path="/app/patients?new=1"
        onRouter={(r) => (router = r)}
      />,
    )
    await expect.element(screen.getByText(ORGANIZATION.name)).toBeVisible()
    expect(router!.state.location.pathname).toBe('/app/organization/patients')
  })

  it("shows 'Unsupported user type' to anyone else", async () => {
    await wide()
    const store = patientsStore()
    const screen = await render(
      <PatientsHarness
        handlers={store.handlers}
        vault={null}
        user={accountUser('dispatchManager', 'dispatch')}
      />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Une erreur est survenue' })).toBeVisible()
    await screen.getByRole('button', { name: 'Voir les détails' }).click()
    await expect.element(page.getByText(/Unsupported user type/)).toBeVisible()
  })
})
