import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import type { createMemoryRouter } from 'react-router'
import { accountHandlers, adminUser, impersonatedUser, pendingAccountsSample } from '@relais/api-client/msw'
import { AppHarness } from '../../shell/testing/AppHarness.tsx'
import { mapLink } from './PendingAccountsPage.tsx'

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
    await second.getByRole('button', { name: 'Refuser' }).click()
    await expect.element(screen.getByText('Aucune demande trouvée')).toBeVisible()
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
