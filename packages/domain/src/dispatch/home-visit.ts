// A patient's request for a nurse at home (mobility): where, and why. The reason is medical and travels
// encrypted; the address must be a place found in the list, since the dispatch centre measures from its
// coordinates.
import * as v from 'valibot'
import { REQUIRED_MESSAGE } from '../auth/messages.ts'
import { addressSchema } from '../forms/fields.ts'

export const HOME_VISIT_REASON_MAX_LENGTH = 2000

export const HOME_VISIT_LABELS = {
  title: 'Demander une visite à domicile',
  address: 'Adresse de la visite',
  reason: 'Motif de la visite',
  submit: 'Envoyer la demande',
} as const

export const HOME_VISIT_MESSAGES = {
  addressNotLocated: 'Choisissez une adresse dans la liste',
  reasonTooLong: `${HOME_VISIT_REASON_MAX_LENGTH} caractères au plus`,
  sent: 'Votre demande a été envoyée : un infirmier va vous être attribué.',
} as const

export const homeVisitRequestSchema = v.object({
  address: v.pipe(
    addressSchema(),
    v.check((address) => address.coordinates !== undefined, HOME_VISIT_MESSAGES.addressNotLocated),
  ),
  reason: v.pipe(
    v.string(REQUIRED_MESSAGE),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.maxLength(HOME_VISIT_REASON_MAX_LENGTH, HOME_VISIT_MESSAGES.reasonTooLong),
  ),
})

export type HomeVisitRequestValues = v.InferInput<typeof homeVisitRequestSchema>
