// The message SSKS sends with a user's challenge: SSKS writes the challenge where `$$CHALLENGE$$` stands,
// so the application never sees it. An email is HTML; an SMS, plain text.
import { BRAND_NAMES } from '../../core/brands.ts'
import type { Application } from '../../core/config.ts'
import type { SsksAuthFactor } from '../../adapters/seald/port.ts'

const CHALLENGE = '$$CHALLENGE$$'
/** How long SSKS accepts a challenge after sending it. */
export const SSKS_CHALLENGE_VALIDITY_MS = 6 * 60 * 60 * 1000
const VALIDITY = 'Il est valable 6 heures.'
const WARNING =
  "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message et ne communiquez ce code à personne."

export function challengeTemplate(application: Application, type: SsksAuthFactor['type']): string {
  const name = BRAND_NAMES[application]
  if (type === 'SMS') return `Votre code pour déverrouiller vos données ${name} : ${CHALLENGE}. ${VALIDITY}`
  return (
    `<!doctype html><html lang="fr"><body style="font-family:sans-serif">` +
    `<p>Votre code pour déverrouiller vos données ${name} :</p>` +
    `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${CHALLENGE}</p>` +
    `<p>${VALIDITY}</p>` +
    `<p>${WARNING}</p>` +
    `</body></html>`
  )
}
