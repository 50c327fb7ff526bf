// The message carrying the code that confirms a new email or phone of an account.
import type { Channel, CodeMessage } from '../../adapters/delivery/port.ts'
import { BRAND_NAMES } from '../../core/brands.ts'
import type { Application } from '../../core/config.ts'

/** The code that proves a new email or phone before it replaces the account's. */
export function confirmationMessage(
  application: Application,
  channel: Channel,
  recipient: string,
  code: string,
): CodeMessage {
  const name = BRAND_NAMES[application]
  const what = channel === 'email' ? 'cette adresse email' : 'ce numéro de téléphone'
  const text =
    `Votre code de confirmation ${name} : ${code}\n\n` +
    `Saisissez-le dans l'application pour associer ${what} à votre compte. ` +
    `Il est valable 10 minutes et ne peut servir qu'une fois.\n` +
    `Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne change.`
  const html =
    `<!doctype html><html lang="fr"><body style="font-family:sans-serif">` +
    `<p>Votre code de confirmation ${name} :</p>` +
    `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${code}</p>` +
    `<p>Saisissez-le dans l'application pour associer ${what} à votre compte. ` +
    `Il est valable 10 minutes et ne peut servir qu'une fois.</p>` +
    `<p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne change.</p></body></html>`
  return { application, channel, recipient, subject: 'Votre code de confirmation', text, html, code }
}
