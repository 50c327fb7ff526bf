import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import {
  accountHandlers,
  accountUser,
  adminUser,
  IDENTIFIER_CHANGE_CODES,
  impersonatedUser,
  pendingChange,
  VAULT_CODES,
  vaultHandlers,
} from '@relais/api-client/msw'
import type { User } from '@relais/api-client'
import { toastQueue } from '@relais/ui'
import { AppHarness } from './testing/AppHarness.tsx'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

/** The real unlock keeps the identity in the app's device key store: each test starts without one. */
function deleteDeviceKeyStore() {
  return new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('relais-vault')
    request.onsuccess = request.onerror = request.onblocked = () => resolve()
  })
}

describe('the /app guard', () => {
  it('shows the profile phase, then the unlock phase, then the app — and only then', async () => {
    const vault = deferred()
    let unlockedFor: User | null = null
    const screen = await render(
      <AppHarness
        withUiProvider
        handlers={[accountHandlers.currentUser(accountUser('doctor'))]}
        unlockVault={(user) => {
          unlockedFor = user
          return vault.promise
        }}
      />,
    )
    await expect.element(screen.getByText('Déverrouillage de vos données...')).toBeVisible()
    expect(unlockedFor!.userType).toBe('doctor')
    await expect.element(screen.getByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument()
    vault.resolve()
    await expect.element(screen.getByRole('heading', { name: 'Bonjour Julien', level: 1 })).toBeVisible()
  })

  it("asks a new device for the code in 'Déverrouiller vos données' over the unlock phase, then shows the app", async () => {
    await deleteDeviceKeyStore()
    const screen = await render(
      <AppHarness
        withUiProvider
        unlockVault="real"
        handlers={[accountHandlers.currentUser(accountUser('doctor')), ...vaultHandlers.newAccount()]}
      />,
    )
    const dialog = screen.getByRole('alertdialog', { name: 'Déverrouiller vos données' })
    await expect.element(dialog.getByText(/Un code a été envoyé à/)).toBeVisible()
    await expect.element(screen.getByText('Déverrouillage de vos données...')).toBeInTheDocument()
    await userEvent.keyboard(VAULT_CODES.valid)
    await expect
      .element(screen.getByRole('heading', { name: 'Bonjour Julien', level: 1 }), { timeout: 5000 })
      .toBeVisible()
    await expect.element(dialog).not.toBeInTheDocument()
    await deleteDeviceKeyStore()
  })

  it('asks an account without a proven email or phone to confirm one before the unlock code', async () => {
    await deleteDeviceKeyStore()
    // Registered through Pro Santé Connect: what it gave at registration waits for its code.
    const doctor = accountUser('doctor')
    const user: User = {
      ...doctor,
      profile: { ...doctor.profile, telecom: [] },
      pendingIdentifierChanges: [pendingChange('email', 'nouveau.medecin@exemple.fr')],
    }
    const screen = await render(
      <AppHarness
        withUiProvider
        unlockVault="real"
        handlers={[...accountHandlers.identifierChanges(user), ...vaultHandlers.newAccount()]}
      />,
    )
    const confirm = screen.getByRole('dialog', { name: 'Confirmer votre nouvelle adresse email' })
    await expect.element(confirm).toHaveTextContent('nouveau.medecin@exemple.fr')
    await expect
      .element(screen.getByRole('alertdialog', { name: 'Déverrouiller vos données' }))
      .not.toBeInTheDocument()

    // Leaving the code asks for an address instead: the vault needs one.
    await confirm.getByRole('button', { name: 'Annuler' }).click()
    const required = screen.getByRole('alertdialog', { name: 'Confirmez une adresse email' })
    await expect
      .element(required.getByRole('textbox', { name: 'Adresse email' }))
      .toHaveValue('nouveau.medecin@exemple.fr')
    await required.getByRole('button', { name: 'Recevoir un code' }).click()
    await screen
      .getByRole('dialog', { name: 'Confirmer votre nouvelle adresse email' })
      .getByRole('textbox', { name: 'Code de confirmation' })
      .fill(IDENTIFIER_CHANGE_CODES.valid)
    const unlock = screen.getByRole('alertdialog', { name: 'Déverrouiller vos données' })
    await expect.element(unlock.getByText(/Un code a été envoyé à/)).toBeVisible()
    await userEvent.keyboard(VAULT_CODES.valid)
    await expect
      .element(screen.getByRole('heading', { name: 'Bonjour Julien', level: 1 }), { timeout: 5000 })
      .toBeVisible()
    await deleteDeviceKeyStore()
    // Its toast ('Votre adresse email est confirmée') is an alertdialog the next test must not see.
    toastQueue.clear()
  })

  it('gives an impersonating administrator no dialog and no vault', async () => {
    const screen = await render(
      <AppHarness
        withUiProvider
        unlockVault="real"
        handlers={[accountHandlers.currentUser(impersonatedUser())]}
      />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Bonjour Sophie', level: 1 })).toBeVisible()
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument()
  })

  it("says 'Chargement de votre profil...' while the profile loads", async () => {
    const screen = await render(<AppHarness withUiProvider handlers={[accountHandlers.currentUserLoading]} />)
    await expect.element(screen.getByText('Chargement de votre profil...')).toBeVisible()
  })

  it('sends a session without an account to /new-user', async () => {
    const screen = await render(
      <AppHarness withUiProvider handlers={[accountHandlers.currentUserNotFound]} />,
    )
    await expect.element(screen.getByRole('main', { name: 'Destination' })).toHaveTextContent('/new-user')
  })

  it('sends a lost session to /login', async () => {
    const screen = await render(
      <AppHarness
        withUiProvider
        handlers={[accountHandlers.currentUserUnauthorized, accountHandlers.refreshRefused]}
      />,
    )
    await expect.element(screen.getByRole('main', { name: 'Destination' })).toHaveTextContent('/login')
  })

  it('shows the error screen for other failures', async () => {
    const screen = await render(<AppHarness withUiProvider handlers={[accountHandlers.currentUserFailing]} />)
    await expect.element(screen.getByRole('heading', { name: 'Une erreur est survenue' })).toBeVisible()
  })

  it('sends an inactive account to /pending-activation', async () => {
    const pending = accountUser('organization', 'perinatal', { active: false })
    const screen = await render(
      <AppHarness withUiProvider handlers={[accountHandlers.currentUser(pending)]} path="/app/agenda" />,
    )
    await expect
      .element(screen.getByRole('heading', { name: "Votre compte est en attente d'activation" }))
      .toBeVisible()
    const contact = screen.getByRole('link', { name: 'Contactez-nous' })
    await expect
      .element(contact)
      .toHaveAttribute('href', expect.stringContaining('mailto:support@relais-sante.fr'))
    await expect
      .element(contact)
      .toHaveAttribute('href', expect.stringContaining(encodeURIComponent('Maternité des Lilas')))
  })

  it('keeps non-admins out of /app/admin and lets admins in', async () => {
    const user = await render(
      <AppHarness
        withUiProvider
        handlers={[accountHandlers.currentUser(accountUser('doctor'))]}
        path="/app/admin"
      />,
    )
    await expect.element(user.getByRole('heading', { name: 'Bonjour Julien', level: 1 })).toBeVisible()
    await user.unmount()
    const admin = await render(
      <AppHarness withUiProvider handlers={[accountHandlers.currentUser(adminUser())]} path="/app/admin" />,
    )
    await expect.element(admin.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible()
    await expect.element(admin.getByRole('link', { name: 'Etablissements' })).toBeVisible()
  })

  it("shows 'Cette fonctionnalité est en cours de développement.' for menu entries not built yet", async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        handlers={[accountHandlers.currentUser(accountUser('midwife'))]}
        path="/app/agenda"
      />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible()
    await expect
      .element(screen.getByText('Cette fonctionnalité est en cours de développement.'))
      .toBeVisible()
    await screen.unmount()
    const unknown = await render(
      <AppHarness
        withUiProvider
        handlers={[accountHandlers.currentUser(accountUser('midwife'))]}
        path="/app/nimporte-quoi"
      />,
    )
    await expect.element(unknown.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible()
  })
})
