// What an invitation says: the structure's words as text (the 'Inviter' dialog writes rich text, HTML,
// which a notification and an email's text part show as lines), and the email sent to someone who has
// no account yet, whose link leads to the application's registration.
import { richTextBlocks } from '@relais/domain'
import type { InvitationMessage } from '../../adapters/delivery/port.ts'
import { BRAND_NAMES } from '../../core/brands.ts'
import { APPLICATIONS, type Application } from '../../core/config.ts'

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** The structure's words may hold anything: never read as markup in the email. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)

const LOOKS_LIKE_HTML = /<[a-z][^>]*>/i

/**
 * The message as lines of text: rich text's paragraphs and list items one per line (marks and links
 * dropped, their text kept), plain text as it was typed; '' when nothing is said.
 */
export function invitationText(message: string | undefined): string {
  const trimmed = message?.trim() ?? ''
  if (!LOOKS_LIKE_HTML.test(trimmed)) return trimmed
  return richTextBlocks(trimmed)
    .map((block) => {
      const text = block.runs.map((run) => run.text).join('')
      if (block.kind === 'paragraph') return text
      return `${'  '.repeat(block.depth)}${block.marker ? `${block.marker} ` : ''}${text}`
    })
    .join('\n')
    .trim()
}

/**
 * Where the application's registration is: APP_ORIGINS names one origin per application, in their
 * order (as the notifications' links read it); a list of any other length says nothing of which is
 * which, and the email then goes without a link rather than send someone to another application.
 */
export function registrationLink(
  appOrigins: readonly string[],
  application: Application,
): string | undefined {
  if (appOrigins.length !== APPLICATIONS.length) return undefined
  const origin = appOrigins[APPLICATIONS.indexOf(application)]
  return origin ? `${origin.replace(/\/+$/, '')}/register/select` : undefined
}

export function invitationEmail(input: {
  application: Application
  recipient: string
  organizationName: string
  text: string
  link: string | undefined
}): InvitationMessage {
  const { application, recipient, organizationName, text, link } = input
  const brand = BRAND_NAMES[application]
  const subject = `${organizationName} vous invite à rejoindre son équipe sur ${brand}`
  const intro = `La structure ${organizationName} vous invite à rejoindre son équipe sur ${brand}.`
  const register = link
    ? `Créez votre compte professionnel avec cette adresse email : ${link}`
    : `Créez votre compte professionnel sur ${brand} avec cette adresse email.`
  const closing = "Vous recevez ce message car une structure de soins l'a envoyé à cette adresse."
  const lines = text ? [intro, text, register, closing] : [intro, register, closing]
  const paragraphs = (text ? text.split('\n') : []).map((line) => `<p>${escapeHtml(line)}</p>`).join('')
  const html =
    `<!doctype html><html lang="fr"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(intro)}</p>` +
    (paragraphs ? `<blockquote>${paragraphs}</blockquote>` : '') +
    (link
      ? `<p><a href="${escapeHtml(link)}">Créer votre compte professionnel</a> avec cette adresse email.</p>`
      : `<p>${escapeHtml(register)}</p>`) +
    `<p>${escapeHtml(closing)}</p></body></html>`
  return {
    kind: 'invitation',
    application,
    channel: 'email',
    recipient,
    subject,
    text: lines.join('\n\n'),
    html,
    ...(link ? { link } : {}),
  }
}
