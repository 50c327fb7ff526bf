import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import type { createMemoryRouter } from 'react-router'
import {
  accountHandlers,
  adminUser,
  http,
  impersonatedUser,
  pendingAccountsSample,
} from '@relais/api-client/msw'
import { AppHarness } from '../../shell/testing/AppHarness.tsx'
import { mapLink } from './PendingAccountsPage.tsx'
import { reviewSample } from './review-sample.ts'

describe('pending accounts', () => {
  it('accepts one row with its own pending state; the row leaves the list', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/admin/pending-organizations"
        handlers={[accountHandlers.currentUser(adminUser()), ...accountHandlers.pendingAccounts()]}
      />,
    )
    await expect
      .element(screen.getByRole('heading', { name: 'Établissement en attente', level: 1 }))
      .toBeVisible()
    const first = screen.getByRole('row', { name: /Maternité Saint-Joseph/ })
    const second = screen.getByRole('row', { name: /Centre de périnatalité de Bordeaux/ })
    await expect
      .element(first.getByRole('link', { name: /185 rue Raymond Losserand/ }))
      .toHaveAttribute(
        'href',
        'https://www.openstreetmap.org/?mlat=48.8316&mlon=2.3117#map=17/48.8316/2.3117',
      )
    await first.getByRole('button', { name: 'Accepter' }).click()
    // Only that row waits; the other stays actionable.
    await expect.element(first.getByRole('button', { name: 'Refuser' })).toBeDisabled()
    await expect.element(second.getByRole('button', { name: 'Accepter' })).toBeEnabled()
    await expect.element(first).not.toBeInTheDocument()
    await second.getByRole('button', { name: 'Accepter' }).click()
    await expect.element(screen.getByText('Aucune demande trouvée')).toBeVisible()
  })

  it('shows what the reviewer decides on: the person responsible, the numbers and the map', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/admin/pending-organizations"
        handlers={[
          accountHandlers.currentUser(adminUser()),
          ...accountHandlers.pendingAccounts(reviewSample),
        ]}
      />,
    )
    await expect.element(screen.getByRole('columnheader', { name: 'Responsable' })).toBeVisible()
    const known = screen.getByRole('row', { name: /Maternité Saint-Joseph/ })
    await expect.element(known).toHaveTextContent('Claire Lambert')
    await expect.element(known).toHaveTextContent('FINESS 750000440')
    await expect.element(known).toHaveTextContent("Connu de l'annuaire")
    await expect.element(known).toHaveTextContent("Dans l'annuaire : HOPITAL SAINT JOSEPH")
    const map = known.getByRole('link', {
      name: '185 rue Raymond Losserand, 75014 Paris, France : voir sur OpenStreetMap (nouvel onglet)',
    })
    await expect.element(map).toHaveAttribute('target', '_blank')
    await expect.element(map).toHaveAttribute('rel', 'noopener noreferrer')
    const unknown = screen.getByRole('row', { name: /Centre de périnatalité de Bordeaux/ })
    await expect.element(unknown).toHaveTextContent('SIRET 73282932000074')
    await expect.element(unknown).toHaveTextContent("Inconnu de l'annuaire")
    await expect
      .element(screen.getByRole('row', { name: /Maison de naissance Les Lilas/ }))
      .toHaveTextContent('Annuaire indisponible')
  })

  it('refuses only once confirmed, with the reason the person will read', async () => {
    await page.viewport(1440, 900)
    const sent: unknown[] = []
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/admin/pending-organizations"
        handlers={[
          accountHandlers.currentUser(adminUser()),
          http.post('/admin/pending-accounts/{userId}/decline', async ({ request, response }) => {
            sent.push(await request.json())
            return response(204).empty()
          }),
          ...accountHandlers.pendingAccounts(reviewSample),
        ]}
      />,
    )
    const row = screen.getByRole('row', { name: /Centre de périnatalité de Bordeaux/ })
    await row.getByRole('button', { name: 'Refuser' }).click()
    const dialog = screen.getByRole('alertdialog', {
      name: 'Refuser la demande de Centre de périnatalité de Bordeaux',
    })
    await expect.element(dialog).toHaveTextContent('Cette décision est définitive')
    const reason = dialog.getByRole('textbox', { name: 'Motif du refus' })
    await expect.element(reason).toHaveFocus()
    await expect
      .element(reason)
      .toHaveAccessibleDescription('Ce motif sera communiqué à la personne lors de sa prochaine connexion.')

    // Without a reason nothing is sent, and the field says why.
    await dialog.getByRole('button', { name: 'Refuser définitivement' }).click()
    await expect.element(dialog.getByText('Veuillez indiquer le motif du refus')).toBeVisible()
    await expect.element(reason).toHaveFocus()
    // Escape does not dismiss a final decision's confirmation; 'Annuler' does, and sends nothing.
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Annuler' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    expect(sent).toEqual([])
    await expect.element(row).toBeVisible()

    await row.getByRole('button', { name: 'Refuser' }).click()
    await reason.fill('  Le numéro SIRET est introuvable.  ')
    await dialog.getByRole('button', { name: 'Refuser définitivement' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(row).not.toBeInTheDocument()
    expect(sent).toEqual([{ reason: 'Le numéro SIRET est introuvable.' }])
    // Focus does not fall back to the page's start: it goes to the row now in the refused one's place.
    await expect.element(screen.getByRole('row', { name: /Maison de naissance Les Lilas/ })).toHaveFocus()
    await expect
      .element(screen.getByText('La demande de Centre de périnatalité de Bordeaux est refusée'))
      .toBeVisible()
  })

  it("keeps the dialog open with the API's word on the reason", async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/admin/pending-organizations"
        handlers={[
          accountHandlers.currentUser(adminUser()),
          http.post('/admin/pending-accounts/{userId}/decline', ({ response }) =>
            response(400).json({
              statusCode: 400,
              error: 'Bad Request',
              message: 'La requête contient des champs invalides',
              code: 'VALIDATION_FAILED',
              fieldErrors: [{ field: 'body.reason', message: 'Doit contenir au plus 1000 caractères' }],
            }),
          ),
          ...accountHandlers.pendingAccounts(reviewSample),
        ]}
      />,
    )
    const row = screen.getByRole('row', { name: /Maternité Saint-Joseph/ })
    await row.getByRole('button', { name: 'Refuser' }).click()
    const dialog = screen.getByRole('alertdialog', { name: /Refuser la demande/ })
    await dialog.getByRole('textbox', { name: 'Motif du refus' }).fill('Motif')
    await dialog.getByRole('button', { name: 'Refuser définitivement' }).click()
    await expect.element(dialog.getByText('Doit contenir au plus 1000 caractères')).toBeVisible()
    await expect.element(row).toBeInTheDocument()
  })

  it("is titled 'Comptes en attente' in dispatch", async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        application="dispatch"
        path="/app/admin/pending-organizations"
        handlers={[
          accountHandlers.currentUser(adminUser('dispatch')),
          ...accountHandlers.pendingAccounts([]),
        ]}
      />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Comptes en attente', level: 1 })).toBeVisible()
    await expect.element(screen.getByText('Aucune demande trouvée')).toBeVisible()
  })

  it('links an address without coordinates to a map search', () => {
    expect(mapLink({ text: '12 cours de la Marne, Bordeaux' })).toBe(
      'https://www.openstreetmap.org/search?query=12%20cours%20de%20la%20Marne%2C%20Bordeaux',
    )
    expect(pendingAccountsSample).toHaveLength(2)
  })
})

describe('the debug drawer', () => {
  it("shows the ids and disables 'Impersonate' for one's own email", async () => {
    await page.viewport(1440, 900)
    const admin = adminUser()
    const screen = await render(
      <AppHarness withUiProvider path="/app/admin" handlers={[accountHandlers.currentUser(admin)]} />,
    )
    await screen.getByRole('button', { name: 'Débogage' }).click()
    const drawer = screen.getByRole('dialog', { name: 'Débogage' })
    await expect.element(drawer).toHaveTextContent(admin.id)
    await expect.element(drawer).toHaveTextContent(admin.profile.id)
    const email = drawer.getByRole('textbox', { name: "Email de l'utilisateur" })
    await email.fill(admin.username.toUpperCase())
    await expect.element(drawer.getByRole('button', { name: 'Impersonate' })).toBeDisabled()
    await email.fill('sage-femme.perinatal@demo.relais-sante.fr')
    await expect.element(drawer.getByRole('button', { name: 'Impersonate' })).toBeEnabled()
    await expect.element(drawer.getByRole('button', { name: 'Restore user' })).toBeDisabled()
  })

  it('offers the demo accounts in LOCAL only', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        envMode="PROD"
        path="/app/admin"
        handlers={[accountHandlers.currentUser(adminUser())]}
      />,
    )
    await expect.element(screen.getByRole('button', { name: 'Débogage' })).toBeVisible()
    await expect
      .element(screen.getByRole('button', { name: 'Comptes de démonstration' }))
      .not.toBeInTheDocument()
  })
})

describe('an impersonating session', () => {
  it('is no administrator: no Administration entry, and /app/admin leads to /app', async () => {
    await page.viewport(1440, 900)
    let router: ReturnType<typeof createMemoryRouter> | undefined
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/admin"
        handlers={[accountHandlers.currentUser(impersonatedUser())]}
        storage={{ 'relais.perinatal.sidebar-open': 'true' }}
        onRouter={(r) => (router = r)}
      />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Bonjour Sophie', level: 1 })).toBeVisible()
    expect(router?.state.location.pathname).toBe('/app')
    const nav = screen.getByRole('navigation', { name: 'Menu principal' })
    await expect.element(nav.getByRole('link', { name: 'Paramètres' })).toBeVisible()
    await expect.element(nav.getByRole('link', { name: 'Administration' })).not.toBeInTheDocument()
  })
})
