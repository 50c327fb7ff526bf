// 'Équipe': the members by type and their pages, the search, the manager's answers to the requests to
// join, the pending invitations, and 'Inviter' by name or by email with its pre-filled message.
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import { http, HttpResponse } from 'msw'
import {
  accountUser,
  joinRequestsSample,
  organizationTeamSample,
  pendingInvitationsSample,
  teamStore,
} from '@relais/api-client/msw'
import { defaultInvitationMessage } from './InviteMemberDialog.tsx'
import { TeamHarness } from './testing/TeamHarness.tsx'

const wide = () => page.viewport(1440, 900)

describe("the team page 'Équipe'", () => {
  it('shows the members by type, each opening their page', async () => {
    await wide()
    const store = teamStore()
    const screen = await render(<TeamHarness handlers={store.handlers} />)
    await expect.element(screen.getByRole('heading', { name: 'Équipe', level: 1 })).toBeVisible()
    await expect.element(screen.getByRole('heading', { name: 'Médecins (2)' })).toBeVisible()
    await expect.element(screen.getByRole('heading', { name: 'Sages-femmes (1)' })).toBeVisible()
    await expect.element(screen.getByRole('heading', { name: /Infirmiers/ })).not.toBeInTheDocument()
    await screen.getByRole('link', { name: 'Julien Moreau' }).click()
    await expect.element(screen.getByRole('heading', { name: 'Julien Moreau', level: 1 })).toBeVisible()
    await expect.element(screen.getByText('julien.moreau@exemple.fr')).toBeVisible()
    await expect.element(screen.getByText('+33 6 12 34 56 78')).toBeVisible()
    await screen.getByRole('button', { name: '← Retour' }).click()
    await expect.element(screen.getByRole('heading', { name: 'Équipe', level: 1 })).toBeVisible()
  })

  it('narrows the list as the search is typed, accents and case ignored, and says when nobody matches', async () => {
    const screen = await render(<TeamHarness handlers={teamStore().handlers} />)
    await expect.element(screen.getByText('Inès Haddad')).toBeVisible()
    await screen.getByRole('searchbox', { name: 'Rechercher un membre' }).fill('INES')
    await expect.element(screen.getByText('Julien Moreau')).not.toBeInTheDocument()
    await expect.element(screen.getByText('Inès Haddad')).toBeVisible()
    await screen.getByRole('searchbox', { name: 'Rechercher un membre' }).fill('personne')
    await expect.element(screen.getByText("Aucun membre dans l'équipe")).toBeVisible()
    await expect.element(screen.getByText('Essayez de modifier votre recherche')).toBeVisible()
  })

  it('lets the manager accept or refuse each request to join, and the team follows', async () => {
    const store = teamStore({ requests: joinRequestsSample })
    const screen = await render(<TeamHarness handlers={store.handlers} />)
    await screen.getByRole('button', { name: 'Refuser la demande de Inès Faure' }).click()
    await expect
      .element(screen.getByRole('status').filter({ hasText: 'refusée' }))
      .toHaveTextContent('La demande de Inès Faure a été refusée')
    await screen.getByRole('button', { name: 'Accepter la demande de Hugo Mercier' }).click()
    await expect.element(screen.getByText("Hugo Mercier fait maintenant partie de l'équipe")).toBeVisible()
    await expect.element(screen.getByText('Aucune demande en attente')).toBeVisible()
    await expect.element(screen.getByRole('heading', { name: 'Médecins (3)' })).toBeVisible()
    expect(store.state.team.midwives.map((m) => m.name.text)).toEqual(['Sophie Garnier'])
  })

  it('keeps the pending invitations in a collapsible list, for the managers only', async () => {
    const screen = await render(
      <TeamHarness handlers={teamStore({ pendings: pendingInvitationsSample }).handlers} />,
    )
    const trigger = screen.getByRole('button', { name: 'Invitation en attente (2)' })
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false')
    await trigger.click()
    await expect.element(screen.getByText('nouvelle.recrue@exemple.fr')).toBeVisible()
    await expect.element(screen.getByText(/invité le 30\/11\/2026/)).toBeVisible()
  })

  it('shows a member of the team neither the invitations nor the requests, nor the invitation button', async () => {
    const member = accountUser('midwife', 'perinatal', {
      organizations: [{ id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Maternité des Lilas' }],
    })
    const store = teamStore({ pendings: pendingInvitationsSample, requests: joinRequestsSample })
    const screen = await render(<TeamHarness user={member} handlers={store.handlers} />)
    await expect.element(screen.getByRole('heading', { name: 'Médecins (2)' })).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Inviter', exact: true })).not.toBeInTheDocument()
    await expect.element(screen.getByText(/Invitation en attente/)).not.toBeInTheDocument()
    await expect.element(screen.getByText("Demandes d'affiliation")).not.toBeInTheDocument()
  })

  it('invites a practitioner found by name with the pre-filled message', async () => {
    const store = teamStore()
    const screen = await render(<TeamHarness handlers={store.handlers} />)
    await screen.getByRole('button', { name: 'Inviter' }).click()
    const dialog = screen.getByRole('dialog', { name: 'Inviter un professionnel' })
    await dialog.getByRole('searchbox', { name: 'Rechercher un professionnel' }).fill('nat')
    // Practitioners only: the patient of the same name is not offered.
    await expect.element(dialog.getByRole('button', { name: 'Inviter Nathan Roux' })).toBeVisible()
    await expect.element(dialog.getByText('Nathalie Durand')).not.toBeInTheDocument()
    await dialog.getByRole('button', { name: 'Inviter Nathan Roux' }).click()
    await expect.element(dialog.getByText('À : Nathan Roux (Infirmier)')).toBeVisible()
    await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click()
    await expect.element(dialog.getByRole('status')).toHaveTextContent('Invitation envoyée')
    expect(store.state.invited).toEqual([
      {
        userId: '6d7e8f90-0112-43c4-95e6-f70819203142',
        message: defaultInvitationMessage('Maternité des Lilas'),
      },
    ])
    // The footer's, after the title bar's.
    await dialog.getByRole('button', { name: 'Fermer' }).last().click()
    await screen.getByRole('button', { name: 'Invitation en attente (1)' }).click()
    await expect.element(screen.getByText('Nathan Roux (Infirmier)')).toBeVisible()
  })

  it('invites a new email, refuses one that is not, and goes back to the search when it changes', async () => {
    const store = teamStore()
    const screen = await render(<TeamHarness handlers={store.handlers} />)
    await screen.getByRole('button', { name: 'Inviter' }).click()
    const dialog = screen.getByRole('dialog', { name: 'Inviter un professionnel' })
    const search = dialog.getByRole('searchbox', { name: 'Rechercher un professionnel' })
    await search.fill('pas@email')
    await dialog.getByRole('button', { name: 'Inviter par email' }).click()
    await expect.element(dialog.getByText('Entered value does not match email format')).toBeVisible()
    await search.fill('Nouvelle.Recrue@exemple.fr')
    await dialog.getByRole('button', { name: 'Inviter par email' }).click()
    await expect.element(dialog.getByText('À : nouvelle.recrue@exemple.fr (nouveau compte)')).toBeVisible()
    // Another email is another person: back to the search.
    await search.fill('autre@exemple.fr')
    await expect.element(dialog.getByRole('button', { name: "Envoyer l'invitation" })).not.toBeInTheDocument()
    await dialog.getByRole('button', { name: 'Inviter par email' }).click()
    await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click()
    await expect.element(dialog.getByText(/Un email a été envoyé à autre@exemple.fr/)).toBeVisible()
    expect(store.state.invited.map((i) => i.email)).toEqual(['autre@exemple.fr'])
  })

  it("shows the API's refusal of an email at the field", async () => {
    const taken = http.post('*/organization/:organizationId/invite-new-to-join', () =>
      HttpResponse.json(
        {
          statusCode: 409,
          error: 'Conflict',
          code: 'CONFLICT',
          message: 'Ce professionnel a déjà un compte : invitez-le depuis la recherche',
          fieldErrors: [
            {
              field: 'body.email',
              message: 'Ce professionnel a déjà un compte : invitez-le depuis la recherche',
            },
          ],
        },
        { status: 409 },
      ),
    )
    const screen = await render(<TeamHarness handlers={[taken, ...teamStore().handlers]} />)
    await screen.getByRole('button', { name: 'Inviter' }).click()
    const dialog = screen.getByRole('dialog', { name: 'Inviter un professionnel' })
    await dialog.getByRole('searchbox', { name: 'Rechercher un professionnel' }).fill('julien@exemple.fr')
    await dialog.getByRole('button', { name: 'Inviter par email' }).click()
    await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click()
    await expect
      .element(dialog.getByText('Ce professionnel a déjà un compte : invitez-le depuis la recherche'))
      .toBeVisible()
    expect(organizationTeamSample.doctors).toHaveLength(2)
  })
})
