// The email (or SMS) carrying the key store's 8-character code.
import type { Channel, CodeMessage } from '../../adapters/delivery/port.ts'
import { BRAND_NAMES } from '../../core/brands.ts'
import type { Application } from '../../core/config.ts'

export function keyStoreMessage(
  application: Application,
  channel: Channel,
  recipient: string,
  code: string,
): CodeMessage {
  const name = BRAND_NAMES[application]
  const subject = 'Votre code de déverrouillage'
  const text =
    `Votre code pour déverrouiller vos données ${name} : ${code}\n\n` +
    `Il est valable 10 minutes et ne peut servir qu'une fois.\n` +
    `Si vous n'êtes pas à l'origine de cette demande, ignorez ce message et ne communiquez ce code à personne.`
  const html =
    `<!doctype html><html lang="fr"><body style="font-family:sans-serif">` +
    `<p>Votre code pour déverrouiller vos données ${name} :</p>` +
    `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${code}</p>` +
    `<p>Il est valable 10 minutes et ne peut servir qu'une fois.</p>` +
    `<p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message et ne communiquez ce code à personne.</p>` +
    `</body></html>`
  return { application, channel, recipient, subject, text, html, code }
}
