import { beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import {
  accountHandlers,
  accountUser,
  IDENTIFIER_CHANGE_CODES,
  impersonatedUser,
  pendingChange,
  type IdentifierChangeOptions,
} from '@relais/api-client/msw'
import type { EnvMode, User } from '@relais/api-client'
import { toastQueue } from '@relais/ui'
import { AppHarness } from '../../../shell/testing/AppHarness.tsx'

const midwife = accountUser('midwife')
const NEW_PHONE = '+33612345678'

/** A midwife registered by email whose phone waits for its code, as POST /user leaves her. */
const registered = (changes = [pendingChange('phone', NEW_PHONE)]): User => ({
  ...midwife,
  profile: { ...midwife.profile, telecom: midwife.profile.telecom.filter((t) => t.system === 'EMAIL') },
  pendingIdentifierChanges: changes,
})

async function renderShell(user: User, options: IdentifierChangeOptions = {}, envMode: EnvMode = 'LOCAL') {
  await page.viewport(1440, 900)
  return render(
    <AppHarness
      withUiProvider
      envMode={envMode}
      handlers={accountHandlers.identifierChanges(user, options)}
    />,
  )
}

describe('the banner of a new email or phone waiting for its code', () => {
  beforeEach(() => toastQueue.clear())

  it('asks for the code right after registration and goes once it is confirmed', async () => {
    const screen = await renderShell(registered())
    const banner = screen.getByRole('region', { name: 'Avertissement' })
    await expect
      .element(banner)
      .toHaveTextContent(
        'Confirmez votre numéro de téléphone : saisissez le code envoyé au +33 6 12 34 56 78.',
      )
    // Non-blocking: the page is there and usable.
    await expect.element(screen.getByRole('heading', { name: 'Bonjour Sophie', level: 1 })).toBeVisible()

    await banner.getByRole('button', { name: 'Saisir le code' }).click()
    const dialog = screen.getByRole('dialog', { name: 'Confirmer votre nouveau numéro' })
    await expect
      .element(dialog)
      .toHaveTextContent('Saisissez le code à 6 chiffres envoyé au +33 6 12 34 56 78')
    await expect.element(dialog.getByTestId('dev-code')).toHaveTextContent(IDENTIFIER_CHANGE_CODES.valid)
    const code = dialog.getByRole('textbox', { name: 'Code de confirmation' })
    await expect.element(code).toHaveFocus()
    await code.fill(IDENTIFIER_CHANGE_CODES.wrong)
    await expect.element(dialog.getByText('Code incorrect')).toBeVisible()
    await expect.element(code).toHaveAttribute('aria-invalid', 'true')
    await expect.element(code).toHaveValue('')
    await code.fill(IDENTIFIER_CHANGE_CODES.valid)
    await expect.element(screen.getByText('Votre numéro de téléphone est confirmé')).toBeVisible()
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(screen.getByRole('region', { name: 'Avertissement' })).not.toBeInTheDocument()
  })

  it('locks the code after five wrong tries until a new one is sent', async () => {
    const screen = await renderShell(registered())
    await screen.getByRole('button', { name: 'Saisir le code' }).click()
    const dialog = screen.getByRole('dialog', { name: 'Confirmer votre nouveau numéro' })
    const code = dialog.getByRole('textbox', { name: 'Code de confirmation' })
    // Five different wrong codes (pasted whole, as an SMS autofill does).
    for (let i = 1; i < 5; i++) {
      await code.fill(`00000${i}`)
      await expect.element(dialog.getByText('Code incorrect')).toBeVisible()
      await expect.element(code).toHaveValue('')
    }
    await code.fill('000005')
    await expect.element(dialog.getByText('Trop de tentatives. Merci de réessayer plus tard.')).toBeVisible()
    await expect
      .element(code)
      .toHaveAccessibleDescription(/Demandez un nouveau code avec « Renvoyer le code »/)
    await code.fill('111111')
    await expect.element(dialog.getByRole('button', { name: 'Valider' })).toBeDisabled()

    await dialog.getByRole('button', { name: 'Renvoyer le code' }).click()
    await expect.element(dialog.getByText('Un nouveau code a été envoyé.')).toBeVisible()
    await expect.element(code).toHaveValue('')
    await expect.element(code).not.toHaveAttribute('aria-invalid')
    await code.fill(IDENTIFIER_CHANGE_CODES.valid)
    await expect.element(screen.getByText('Votre numéro de téléphone est confirmé')).toBeVisible()
  })

  it('says so in the dialog when someone took the number before the code was typed', async () => {
    const screen = await renderShell(registered(), { takenMeanwhile: true })
    await screen.getByRole('button', { name: 'Saisir le code' }).click()
    const dialog = screen.getByRole('dialog', { name: 'Confirmer votre nouveau numéro' })
    await dialog.getByRole('textbox', { name: 'Code de confirmation' }).fill(IDENTIFIER_CHANGE_CODES.valid)
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('Ce numéro de téléphone est déjà associé à un compte existant')
    await expect.element(screen.getByRole('region', { name: 'Avertissement' })).not.toBeInTheDocument()
    await dialog.getByRole('button', { name: 'Annuler' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
  })

  it('goes by itself once the code has expired', async () => {
    const soon = new Date(Date.now() + 1_000).toISOString()
    const screen = await renderShell(registered([pendingChange('phone', NEW_PHONE, soon)]))
    await expect.element(screen.getByRole('region', { name: 'Avertissement' })).toBeVisible()
    await expect
      .element(screen.getByRole('region', { name: 'Avertissement' }), { timeout: 3_000 })
      .not.toBeInTheDocument()
  })

  it('names each change when both wait, and shows no code outside LOCAL and DEV', async () => {
    const screen = await renderShell(
      registered([pendingChange('email', 'sophie.nouvelle@exemple.fr'), pendingChange('phone', NEW_PHONE)]),
      {},
      'PROD',
    )
    const banner = screen.getByRole('region', { name: 'Avertissement' })
    await expect
      .element(banner)
      .toHaveTextContent(/Confirmez votre adresse email : .* à sophie\.nouvelle@exemple\.fr\./)
    await expect.element(banner).toHaveTextContent(/Confirmez votre numéro de téléphone/)
    await banner.getByRole('button', { name: "Confirmer l'adresse email" }).click()
    const dialog = screen.getByRole('dialog', { name: 'Confirmer votre nouvelle adresse email' })
    await expect.element(dialog.getByRole('textbox', { name: 'Code de confirmation' })).toBeVisible()
    await expect.element(dialog.getByText(/les codes ne sont pas envoyés/)).not.toBeInTheDocument()
  })

  it('is never shown to an impersonation', async () => {
    const screen = await renderShell({
      ...impersonatedUser(),
      pendingIdentifierChanges: [pendingChange('phone', NEW_PHONE)],
    })
    await expect
      .element(screen.getByRole('region', { name: 'Avertissement' }))
      .toHaveTextContent(/session d'un autre utilisateur/)
    await expect.element(screen.getByText(/Confirmez votre numéro/)).not.toBeInTheDocument()
  })
})
