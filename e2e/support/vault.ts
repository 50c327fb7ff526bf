// The vault's unlock dialog as a journey meets it: every sign-in on a fresh browser context is a new
// device, so the shell asks for the 8-character code the key store sent to the account's email (its
// phone when it has none). The code is read from the dev outbox, as a developer would. The dialog is an
// alertdialog: it cannot be dismissed, only completed (or left by logging out).
import type { Page } from '@playwright/test'
import { expect, vaultCodeFromOutbox, type AppName } from './fixtures.ts'

/**
 * Waits for 'Déverrouiller vos données', types the newest 8-character code sent to `identifier` (the
 * account's email, or its phone when it has no email) and waits for the dialog to close.
 *
 * Only the newest code of an account counts. When two journeys unlock the same account at once (two
 * workers, or two browsers of one journey), one of them may read the other's code or see its own
 * replaced: it then says 'Code invalide', and the journey asks for a new code, as a user would.
 */
export async function unlockVault(page: Page, app: AppName, identifier: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: 'Déverrouiller vos données' })
  await expect(dialog).toBeVisible({ timeout: 20_000 })
  // The dialog says where the code went once the key store has sent it: from then on the newest code
  // in the outbox is this dialog's (only the newest one counts).
  await expect(dialog.getByText(/envoyé à/)).toBeVisible({ timeout: 15_000 })
  let tried: string | undefined
  for (let attempt = 1; ; attempt++) {
    const code = await vaultCodeFromOutbox(app, identifier, tried)
    tried = code
    const field = dialog.getByRole('textbox')
    await field.click()
    await page.keyboard.type(code) // submitted at the eighth character, no button press
    const outcome = await Promise.race([
      dialog.waitFor({ state: 'hidden', timeout: 20_000 }).then(() => 'unlocked' as const),
      dialog
        .getByText('Code invalide')
        .waitFor({ state: 'visible', timeout: 20_000 })
        .then(() => 'replaced' as const),
    ])
    if (outcome === 'unlocked') return
    if (attempt === 3) throw new Error(`the vault of ${identifier} refused three codes in a row`)
    await dialog.getByRole('button', { name: 'Renvoyer un code' }).click()
  }
}
