// The message carrying a sign-in code, by email or SMS.
import type { Channel, CodeMessage } from '../../adapters/delivery/port.ts'
import { BRAND_NAMES } from '../../core/brands.ts'
import type { Application } from '../../core/config.ts'

export function codeMessage(
  application: Application,
  channel: Channel,
  recipient: string,
  code: string,
): CodeMessage {
  const name = BRAND_NAMES[application]
  const text =
    `Votre code de connexion ${name} : ${code}\n\n` +
    `Il est valable 10 minutes et ne peut servir qu'une fois.\n` +
    `Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.`
  const html =
    `<!doctype html><html lang="fr"><body style="font-family:sans-serif">` +
    `<p>Votre code de connexion ${name} :</p>` +
    `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${code}</p>` +
    `<p>Il est valable 10 minutes et ne peut servir qu'une fois.</p>` +
    `<p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.</p></body></html>`
  return { application, channel, recipient, subject: 'Votre code de connexion', text, html, code }
}
