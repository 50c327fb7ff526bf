// A new email or phone becomes the account's only once the code sent to it is typed. Until then the
// account lists it in `pendingIdentifierChanges`; these helpers read that list and say it in French for
// the settings form, the shell's banner and the confirmation dialog.
import type { components, IdentifierType, User } from '@relais/api-client'
import { formatPhone } from '@relais/ui'

export type IdentifierChange = components['schemas']['IdentifierChange']

/** The changes still waiting for their code at `now` (an expired code confirms nothing). */
export function activeIdentifierChanges(user: User, now: number): IdentifierChange[] {
  return (user.pendingIdentifierChanges ?? []).filter((c) => new Date(c.expiresAt).getTime() > now)
}

/** When the first of `changes` expires (ms since the epoch), or null when there is none. */
export function earliestExpiry(changes: readonly IdentifierChange[]): number | null {
  const times = changes.map((c) => new Date(c.expiresAt).getTime())
  return times.length ? Math.min(...times) : null
}

/** `user` with `change` as its pending change of `type` (replacing an older one), or none with null. */
export function withPendingChange(user: User, type: IdentifierType, change: IdentifierChange | null): User {
  const others = (user.pendingIdentifierChanges ?? []).filter((c) => c.type !== type)
  const next = change ? [...others, change] : others
  const { pendingIdentifierChanges: _, ...rest } = user
  return next.length ? { ...rest, pendingIdentifierChanges: next } : rest
}

/** The new identifier as its owner knows it: the email, or the phone in international form. */
export function displayIdentifier(change: Pick<IdentifierChange, 'type' | 'value'>): string {
  return change.type === 'phone' ? formatPhone(change.value) : change.value
}

/** 'à x@y.fr' or 'au +33 6 …': where the code went. */
export function codeDestination(change: Pick<IdentifierChange, 'type' | 'value'>): string {
  return `${change.type === 'phone' ? 'au' : 'à'} ${displayIdentifier(change)}`
}

export const IDENTIFIER_CHANGE_TEXTS = {
  email: {
    dialogTitle: 'Confirmer votre nouvelle adresse email',
    bannerTitle: 'Confirmez votre adresse email',
    bannerAction: "Confirmer l'adresse email",
    pending: 'Nouvelle adresse en attente de confirmation',
    confirmed: 'Votre adresse email est confirmée',
  },
  phone: {
    dialogTitle: 'Confirmer votre nouveau numéro',
    bannerTitle: 'Confirmez votre numéro de téléphone',
    bannerAction: 'Confirmer le numéro',
    pending: 'Nouveau numéro en attente de confirmation',
    confirmed: 'Votre numéro de téléphone est confirmé',
  },
} as const satisfies Record<IdentifierType, Record<string, string>>

/** The settings form's field of each identifier, and where the API puts its errors. */
export const IDENTIFIER_FIELDS = {
  email: { form: 'email', api: 'body.email' },
  phone: { form: 'phoneNumber', api: 'body.phoneNumber' },
} as const satisfies Record<IdentifierType, { form: string; api: string }>
