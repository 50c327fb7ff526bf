// 'Praticiens externes': the list with type, qualifications and contact, the search and its empty state,
// 'Retirer' after a confirmation, and 'Inviter' by name with the message.
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import { externalPractitionersStore, practitionerContactsSample, teamStore } from '@relais/api-client/msw'
import { TeamHarness } from './testing/TeamHarness.tsx'

const PATH = '/app/organization/external-practitioners'

describe("the structure's 'Praticiens externes'", () => {
  it('lists them with their practice and contact, narrowed by the search', async () => {
    await page.viewport(1440, 900)
    const store = externalPractitionersStore()
    const screen = await render(
      <TeamHarness path={PATH} handlers={[...store.handlers, ...teamStore().handlers]} withUiProvider />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Praticiens externes', level: 1 })).toBeVisible()
    await expect.element(screen.getByText('— Sage-femme, Conseil en allaitement')).toBeVisible()
    await expect.element(screen.getByText('elise.bonnet@exemple.fr · +33 6 12 34 56 78')).toBeVisible()
    await screen.getByRole('searchbox', { name: 'Rechercher un praticien externe' }).fill('lambert')
    await expect.element(screen.getByText('Élise Bonnet')).not.toBeInTheDocument()
    await screen.getByRole('searchbox', { name: 'Rechercher un praticien externe' }).fill('personne')
    await expect.element(screen.getByText("Aucun praticien externe n'a été trouvé")).toBeVisible()
  })

  it('removes one after the confirmation, and invites a practitioner found by name', async () => {
    const store = externalPractitionersStore({ contacts: practitionerContactsSample })
    const screen = await render(
      <TeamHarness path={PATH} handlers={[...store.handlers, ...teamStore().handlers]} withUiProvider />,
    )
    await screen.getByRole('button', { name: 'Retirer Marc Lambert' }).click()
    const confirm = screen.getByRole('alertdialog', { name: 'Retirer ce praticien externe ?' })
    await expect.element(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Retirer' }).click()
    await expect
      .element(screen.getByRole('status').filter({ hasText: 'ne fait plus' }))
      .toHaveTextContent('Marc Lambert ne fait plus partie des praticiens externes')
    await expect.element(screen.getByRole('button', { name: 'Retirer Marc Lambert' })).not.toBeInTheDocument()
    expect(store.state.practitioners.map((p) => p.name.text)).toEqual(['Élise Bonnet'])

    await screen.getByRole('button', { name: 'Inviter', exact: true }).click()
    const dialog = screen.getByRole('dialog', { name: 'Inviter un praticien externe' })
    await dialog.getByRole('searchbox', { name: 'Rechercher un professionnel' }).fill('Nadia')
    await dialog.getByRole('button', { name: 'Inviter Nadia Benali' }).click()
    await expect.element(dialog.getByText('À : Nadia Benali (Médecin)')).toBeVisible()
    await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click()
    await expect.element(dialog.getByRole('status')).toHaveTextContent('Invitation envoyée')
    await dialog.getByRole('button', { name: 'Fermer' }).last().click()
    await screen.getByRole('button', { name: 'Invitation en attente (1)' }).click()
    await expect.element(screen.getByText('Nadia Benali (Médecin)')).toBeVisible()
  })
})
