import { beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import { accountHandlers, accountUser, onboardingHandlers } from '@relais/api-client/msw'
import { toastQueue } from '@relais/ui'
import { AppHarness } from '../testing/AppHarness.tsx'

const midwife = accountUser('midwife')

describe('settings', () => {
  // Toasts live in the app-wide queue: one test's must not answer for the next.
  beforeEach(() => toastQueue.clear())

  it('opens on personal information, prefilled, and switches section by hash', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={[accountHandlers.currentUser(midwife)]}
      />,
    )
    await expect.element(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Sophie')
    await expect
      .element(screen.getByText('Adresse retenue : 12 rue de la Roquette, 75011 Paris, France'))
      .toBeVisible()
    await screen
      .getByRole('navigation', { name: 'Sections des paramètres' })
      .getByRole('link', { name: 'Mes données' })
      .click()
    await expect.element(screen.getByRole('heading', { name: 'Mes données', level: 2 })).toBeVisible()
    await expect.element(screen.getByText('Aucun accès accordé')).toBeVisible()
  })

  it('offers a dropdown instead of the side menu on narrow screens', async () => {
    await page.viewport(375, 800)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings#integrations"
        handlers={[accountHandlers.currentUser(midwife)]}
      />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Intégrations', level: 2 })).toBeVisible()
    await expect
      .element(screen.getByRole('navigation', { name: 'Sections des paramètres' }))
      .not.toBeInTheDocument()
    await screen.getByRole('button', { name: /Section/ }).click()
    await screen.getByRole('option', { name: 'Mentions légales' }).click()
    await expect
      .element(screen.getByRole('link', { name: 'Politique de confidentialité' }).first())
      .toBeVisible()
  })

  it('puts a 409 on the email field and keeps what was typed', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={[
          accountHandlers.currentUser(midwife),
          accountHandlers.updateConflict({ emailExists: true }),
        ]}
      />,
    )
    const email = screen.getByRole('textbox', { name: 'Adresse email' })
    await email.fill('deja.pris@exemple.fr')
    await screen.getByRole('textbox', { name: 'Prénom' }).fill('Sophia')
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Cet email est déjà associé à un compte existant')).toBeVisible()
    await expect.element(email).toHaveAttribute('aria-invalid', 'true')
    await expect.element(email).toHaveValue('deja.pris@exemple.fr')
    await expect.element(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Sophia')
  })

  it('saves and says so', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={[accountHandlers.currentUser(midwife), accountHandlers.updateCurrentUser(midwife)]}
      />,
    )
    await screen.getByRole('textbox', { name: 'Nom', exact: true }).fill('garnier-roux')
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Vos informations ont été enregistrées')).toBeVisible()
    // The domain's rule stores names capitalised.
    await expect
      .element(screen.getByRole('textbox', { name: 'Nom', exact: true }))
      .toHaveValue('Garnier-Roux')
  })

  it('takes a new address from the places directory', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={[
          accountHandlers.currentUser(midwife),
          accountHandlers.updateCurrentUser(midwife),
          onboardingHandlers.places,
          onboardingHandlers.placeDetails,
        ]}
      />,
    )
    await screen.getByRole('combobox', { name: 'Adresse' }).fill('Rivoli')
    await screen.getByRole('option', { name: '1 Rue de Rivoli, 75001 Paris' }).click()
    await expect.element(screen.getByText('Adresse retenue : 1 Rue de Rivoli, 75001 Paris')).toBeVisible()
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Vos informations ont été enregistrées')).toBeVisible()
    await expect.element(screen.getByText('Adresse retenue : 1 Rue de Rivoli, 75001 Paris')).toBeVisible()
  })

  it('shows the field rules before sending', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={[accountHandlers.currentUser(midwife)]}
      />,
    )
    await screen.getByRole('textbox', { name: 'Adresse email' }).fill('sophie@')
    await screen.getByRole('textbox', { name: 'Nom', exact: true }).fill('G')
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Email invalide')).toBeVisible()
  })

  it('hides address, birth date and gender in dispatch', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        application="dispatch"
        path="/app/user/settings"
        handlers={[accountHandlers.currentUser(accountUser('dispatchManager', 'dispatch'))]}
      />,
    )
    await expect.element(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Nathalie')
    await expect.element(screen.getByRole('combobox', { name: 'Adresse' })).not.toBeInTheDocument()
    await expect.element(screen.getByRole('radiogroup', { name: 'Genre' })).not.toBeInTheDocument()
    await expect.element(screen.getByText('Date de naissance')).not.toBeInTheDocument()
  })
})
