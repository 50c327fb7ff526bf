// The email telling a user that a notification awaits them: its sentence (never medical content) and
// a link to the app, where the bell shows it and its dialog.
import type { CodeMessage } from '../../adapters/delivery/port.ts'
import { BRAND_NAMES } from '../../core/brands.ts'
import { APPLICATIONS, type Application } from '../../core/config.ts'

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** The sentence names people, whose names may hold anything: never read as markup. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)

/**
 * Where the app of `application` is: APP_ORIGINS names one origin per application, in their order (its
 * default and `npm start` write it so). A list of any other length says nothing of which is which: the
 * email then goes without a link rather than send someone to another application.
 */
export function appLink(appOrigins: readonly string[], application: Application): string | undefined {
  if (appOrigins.length !== APPLICATIONS.length) return undefined
  const origin = appOrigins[APPLICATIONS.indexOf(application)]
  return origin ? `${origin.replace(/\/+$/, '')}/app` : undefined
}

export function notificationEmail(
  application: Application,
  recipient: string,
  content: string,
  link: string | undefined,
): CodeMessage {
  const name = BRAND_NAMES[application]
  const subject = `Nouvelle notification ${name}`
  const open = link ? `Retrouvez-la dans ${name} : ${link}` : `Retrouvez-la dans ${name}.`
  const text = `${content}\n\n${open}\n\nVous recevez ce message car vous avez un compte ${name}.`
  const html =
    `<!doctype html><html lang="fr"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(content)}</p>` +
    (link
      ? `<p><a href="${escapeHtml(link)}">Retrouvez-la dans ${name}</a></p>`
      : `<p>Retrouvez-la dans ${name}.</p>`) +
    `<p>Vous recevez ce message car vous avez un compte ${name}.</p></body></html>`
  return { application, channel: 'email', recipient, subject, text, html }
}
