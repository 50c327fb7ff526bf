// A request's answers as its readers see them: decrypted in the browser from the session the
// structure shared (its group, its author, the practitioners it was sent to), then told in French, in
// the wizard's order and with its labels.
import type { components } from '@relais/api-client'
import {
  CARE_REQUEST_LABELS,
  CARE_REQUEST_STEPS,
  DIET_OPTIONS,
  MATERNITY_FOLLOW_UP,
  MOTHER_OPTIONS,
  PERINEUM_OPTIONS,
  POSTPARTUM_OPTIONS,
  REQUEST_TESTS,
  REQUEST_TYPES,
} from '@relais/domain'
import { formatDate } from '@relais/ui'
import type { VaultPort } from '@relais/vault'

type ServiceRequest = components['schemas']['ServiceRequest']

export type CareRequestAnswers = Record<string, unknown>

/** The request's answers, as the wizard sent them; the vault's error when this user cannot read them. */
export async function readCareRequestAnswers(
  vault: VaultPort,
  request: Pick<ServiceRequest, 'form'>,
): Promise<CareRequestAnswers> {
  const session = await vault.retrieveSession(request.form.encryptionSessionId)
  const content = JSON.parse(await session.decryptString(request.form)) as { answers?: CareRequestAnswers }
  return content.answers ?? {}
}

const OPTIONS: Record<string, readonly { value: string; label: string }[]> = {
  typeDemande: REQUEST_TYPES,
  typeTest: REQUEST_TESTS,
  postPartum: POSTPARTUM_OPTIONS,
  diet: DIET_OPTIONS,
  perinee: PERINEUM_OPTIONS,
  suiteMaternite: MATERNITY_FOLLOW_UP,
  mere: MOTHER_OPTIONS,
}

const optionLabel = (field: string, value: unknown) =>
  OPTIONS[field]?.find((option) => option.value === value)?.label ?? String(value)

function told(field: string, value: unknown, request: Pick<ServiceRequest, 'subject'>): string | null {
  if (value === undefined || value === null || value === '') return null
  if (field === 'patient') return request.subject.name
  if (field === 'urgent') return value === 'early' ? 'Oui' : 'Non'
  if (field === 'requestDate' && typeof value === 'string') return formatDate(value)
  if (field === 'llsDoc' || field === 'ordonnanceDoc') {
    const count = Array.isArray(value) ? value.length : 0
    return count === 1 ? '1 document joint' : `${count} documents joints`
  }
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non'
  if (Array.isArray(value))
    return value.length === 0 ? null : value.map((v) => optionLabel(field, v)).join(', ')
  if (typeof value === 'object' && 'text' in value) return String((value as { text: unknown }).text)
  return optionLabel(field, value)
}

interface AnswerLine {
  field: string
  label: string
  value: string
}

export interface AnswerSection {
  title: string
  lines: AnswerLine[]
}

/** The answers given, step by step (a step with none left out), then the visits' frequency. */
export function careRequestAnswerSections(
  answers: CareRequestAnswers,
  request: Pick<ServiceRequest, 'subject'>,
): AnswerSection[] {
  const sections: AnswerSection[] = CARE_REQUEST_STEPS.map((step) => ({
    title: step.title,
    lines: step.fields.flatMap((field) => {
      const value = told(field, answers[field], request)
      return value === null ? [] : [{ field, label: CARE_REQUEST_LABELS[field], value }]
    }),
  }))
  const recurrence = answers.recurrence as
    { fromDate?: string; toDate?: string; frequency?: number } | undefined
  if (recurrence?.fromDate && recurrence.toDate && recurrence.frequency) {
    const visits = recurrence.frequency === 1 ? '1 visite' : `${recurrence.frequency} visites`
    sections.push({
      title: 'Fréquence des visites',
      lines: [
        {
          field: 'recurrence',
          label: 'Visites',
          value: `${visits} par semaine, du ${formatDate(recurrence.fromDate)} au ${formatDate(recurrence.toDate)}`,
        },
      ],
    })
  }
  return sections.filter((section) => section.lines.length > 0)
}
