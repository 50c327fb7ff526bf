import { beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import { http } from 'msw'
import {
  accountHandlers,
  accountUser,
  IDENTIFIER_CHANGE_CODES,
  impersonatedUser,
  onboardingHandlers,
  pendingChange,
  TAKEN_IDENTIFIERS,
} from '@relais/api-client/msw'
import { toastQueue } from '@relais/ui'
import { AppHarness } from '../../../shell/testing/AppHarness.tsx'

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
        handlers={accountHandlers.identifierChanges(midwife)}
      />,
    )
    const email = screen.getByRole('textbox', { name: 'Adresse email' })
    await email.fill(TAKEN_IDENTIFIERS.email)
    await screen.getByRole('textbox', { name: 'Prénom' }).fill('Sophia')
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Cet email est déjà associé à un compte existant')).toBeVisible()
    await expect.element(email).toHaveAttribute('aria-invalid', 'true')
    await expect.element(email).toHaveValue(TAKEN_IDENTIFIERS.email)
    await expect.element(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Sophia')
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument()
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

describe('a new email or phone in settings', () => {
  beforeEach(() => toastQueue.clear())
  const newEmail = 'sophie.nouvelle@exemple.fr'

  it('saves the other fields without the email, then asks for the code sent to the new one', async () => {
    await page.viewport(1440, 900)
    const patches: Record<string, unknown>[] = []
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={[
          http.patch('*/user/current', async ({ request }) => {
            patches.push((await request.clone().json()) as Record<string, unknown>)
          }),
          ...accountHandlers.identifierChanges(midwife),
        ]}
      />,
    )
    const email = screen.getByRole('textbox', { name: 'Adresse email' })
    await screen.getByRole('textbox', { name: 'Prénom' }).fill('Sophia')
    await email.fill(newEmail)
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Vos informations ont été enregistrées')).toBeVisible()
    expect(patches).toHaveLength(1)
    expect(patches[0]).toMatchObject({ firstName: 'Sophia' })
    expect(patches[0]).not.toHaveProperty('email')
    expect(patches[0]).not.toHaveProperty('phoneNumber')

    const dialog = screen.getByRole('dialog', { name: 'Confirmer votre nouvelle adresse email' })
    await expect.element(dialog).toHaveTextContent(`Saisissez le code à 6 chiffres envoyé à ${newEmail}`)
    // LOCAL: the code is read from the API's outbox.
    await expect.element(dialog.getByTestId('dev-code')).toHaveTextContent(IDENTIFIER_CHANGE_CODES.valid)
    await dialog.getByRole('button', { name: 'Annuler' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    // The frame's banner for the waiting change loads with the first change: once it is in, nothing
    // moves under the next press.
    await expect.element(screen.getByRole('region', { name: 'Avertissement' })).toBeVisible()

    // Nothing typed is lost, and the field says what waits for its code.
    await expect.element(email).toHaveValue(newEmail)
    await expect
      .element(email)
      .toHaveAccessibleDescription(`Nouvelle adresse en attente de confirmation : ${newEmail}`)
    await screen.getByRole('button', { name: "Confirmer l'adresse email" }).click()
    const again = screen.getByRole('dialog', { name: 'Confirmer votre nouvelle adresse email' })
    const code = again.getByRole('textbox', { name: 'Code de confirmation' })
    await code.fill(IDENTIFIER_CHANGE_CODES.wrong)
    await expect.element(again.getByText('Code incorrect')).toBeVisible()
    await expect.element(code).toHaveValue('')
    await code.fill(IDENTIFIER_CHANGE_CODES.valid)
    await expect.element(screen.getByText('Votre adresse email est confirmée')).toBeVisible()
    await expect.element(again).not.toBeInTheDocument()
    await expect.element(email).toHaveValue(newEmail)
    await expect.element(email).not.toHaveAccessibleDescription(/en attente/)
    await expect
      .element(screen.getByRole('button', { name: "Confirmer l'adresse email" }))
      .not.toBeInTheDocument()

    // The account holds it now: saving again sends no code.
    toastQueue.clear()
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Vos informations ont été enregistrées')).toBeVisible()
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument()
  })

  it('puts back on the field an email someone took before the code was typed', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={accountHandlers.identifierChanges(midwife, { takenMeanwhile: true })}
      />,
    )
    const email = screen.getByRole('textbox', { name: 'Adresse email' })
    await email.fill(newEmail)
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    const dialog = screen.getByRole('dialog', { name: 'Confirmer votre nouvelle adresse email' })
    await dialog.getByRole('textbox', { name: 'Code de confirmation' }).fill(IDENTIFIER_CHANGE_CODES.valid)
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(screen.getByText('Cet email est déjà associé à un compte existant')).toBeVisible()
    await expect.element(email).toHaveAttribute('aria-invalid', 'true')
    await expect.element(email).toHaveValue(newEmail)
    await expect
      .element(screen.getByRole('button', { name: "Confirmer l'adresse email" }))
      .not.toBeInTheDocument()
  })

  it('says at the field why no code could be sent', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={accountHandlers.identifierChanges(midwife, { start: 'rate-limited' })}
      />,
    )
    const phone = screen.getByRole('textbox', { name: 'Téléphone' })
    await phone.fill('06 12 34 56 78')
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Trop de tentatives. Merci de réessayer plus tard.')).toBeVisible()
    await expect.element(phone).toHaveAttribute('aria-invalid', 'true')
    await expect.element(phone).toHaveValue('06 12 34 56 78')
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument()
  })

  it('lets an account without a phone leave it empty, or add one with its code', async () => {
    await page.viewport(1440, 900)
    const noPhone = accountUser('midwife', 'perinatal', {
      profile: {
        ...midwife.profile,
        telecom: midwife.profile.telecom.filter((t) => t.system === 'EMAIL'),
      },
    })
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={accountHandlers.identifierChanges(noPhone)}
      />,
    )
    const phone = screen.getByRole('textbox', { name: 'Téléphone' })
    await expect.element(phone).toHaveValue('')
    await expect.element(phone).not.toBeRequired()
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Vos informations ont été enregistrées')).toBeVisible()

    await phone.fill('06 12 34 56 78')
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    const dialog = screen.getByRole('dialog', { name: 'Confirmer votre nouveau numéro' })
    await expect.element(dialog).toHaveTextContent('envoyé au +33 6 12 34 56 78')
    await dialog.getByRole('textbox', { name: 'Code de confirmation' }).fill(IDENTIFIER_CHANGE_CODES.valid)
    await expect.element(screen.getByText('Votre numéro de téléphone est confirmé')).toBeVisible()
    await expect.element(phone).toBeRequired()
  })

  it('shows under its field the phone registration left waiting for its code', async () => {
    await page.viewport(1440, 900)
    const registered = accountUser('midwife', 'perinatal', {
      profile: {
        ...midwife.profile,
        telecom: midwife.profile.telecom.filter((t) => t.system === 'EMAIL'),
      },
      pendingIdentifierChanges: [pendingChange('phone', '+33612345678')],
    })
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={accountHandlers.identifierChanges(registered)}
      />,
    )
    const phone = screen.getByRole('textbox', { name: 'Téléphone' })
    await expect
      .element(phone)
      .toHaveAccessibleDescription('Nouveau numéro en attente de confirmation : +33 6 12 34 56 78')
    await screen.getByRole('button', { name: 'Confirmer le numéro' }).click()
    const dialog = screen.getByRole('dialog', { name: 'Confirmer votre nouveau numéro' })
    await dialog.getByRole('textbox', { name: 'Code de confirmation' }).fill(IDENTIFIER_CHANGE_CODES.valid)
    await expect.element(dialog).not.toBeInTheDocument()
    // The field shows the number the account now holds.
    await expect.element(phone).toHaveValue('06 12 34 56 78')
    await expect.element(phone).not.toHaveAccessibleDescription(/en attente/)
  })

  it('keeps names, email and phone read-only during an impersonation, and offers no code', async () => {
    await page.viewport(1440, 900)
    const impersonated = {
      ...impersonatedUser(),
      pendingIdentifierChanges: [pendingChange('email', 'sophie.nouvelle@exemple.fr')],
    }
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={[
          accountHandlers.currentUser(impersonated),
          accountHandlers.updateNamesForbidden(impersonated),
        ]}
      />,
    )
    await expect
      .element(screen.getByText(/ne peuvent pas être modifiés pendant l'impersonation/))
      .toBeVisible()
    for (const name of ['Prénom', 'Adresse email', 'Téléphone']) {
      await expect.element(screen.getByRole('textbox', { name })).toBeDisabled()
    }
    await expect.element(screen.getByRole('textbox', { name: 'Nom', exact: true })).toBeDisabled()
    await expect.element(screen.getByRole('button', { name: /^Confirmer/ })).not.toBeInTheDocument()
    await expect.element(screen.getByText(/en attente de confirmation/)).not.toBeInTheDocument()
    // The rest of the profile is still saved (the names are left out of the update).
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Vos informations ont été enregistrées')).toBeVisible()
  })
})
