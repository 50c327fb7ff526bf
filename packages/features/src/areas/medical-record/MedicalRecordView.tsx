// The medical record read back, one tab per eligible step (the page's `tab`), each question the person
// was asked beside its answer in words. Questions not asked (hidden by age, sex or an earlier answer)
// are not listed; asked but unanswered ones say so.
import { useMemo } from 'react'
import {
  formatDate,
  GENDER_LABELS,
  isBlank,
  isIsoDate,
  MEDICAL_RECORD_LABELS,
  MEDICAL_RECORD_OPTIONS,
  MEDICAL_RECORD_STEPS,
  medicalRecordSteps,
  medicalRecordStepTitle,
  visibleMedicalRecordFields,
  type MedicalRecordField,
  type MedicalRecordStepId,
} from '@relais/domain'
import { formatPhone, Tabs } from '@relais/ui'
import { localToday } from '../../core/forms/step-resolver.ts'
import * as styles from './medical-record.css.ts'

const NOT_ANSWERED = 'Non renseigné'

export interface MedicalRecordViewProps {
  /** The identity and the record's answers (recordFormValues). */
  values: Record<string, unknown>
  perinatal: boolean
  selectedStep?: string | null
  onStepChange?: (step: MedicalRecordStepId) => void
}

export function MedicalRecordView({ values, perinatal, selectedStep, onStepChange }: MedicalRecordViewProps) {
  const today = useMemo(localToday, [])
  const gender = values.gender === 'MALE' || values.gender === 'FEMALE' ? values.gender : null
  const birthDate = typeof values.birthDate === 'string' ? values.birthDate : null
  const stepIds = medicalRecordSteps({ gender, birthDate, today, risks: values, perinatal })
  const visible = visibleMedicalRecordFields(values, { today, perinatal })
  const selected = stepIds.includes(selectedStep as MedicalRecordStepId)
    ? (selectedStep as MedicalRecordStepId)
    : stepIds[0]
  return (
    <Tabs
      aria-label="Sections du dossier médical"
      selectedKey={selected}
      onSelectionChange={(key) => onStepChange?.(key as MedicalRecordStepId)}
      items={stepIds.map((id) => ({
        id,
        label: medicalRecordStepTitle(id, gender),
        content: (
          <dl className={styles.facts}>
            {(MEDICAL_RECORD_STEPS.find((s) => s.id === id)?.fields ?? [])
              .filter((field) => visible.has(field))
              .map((field) => (
                <div key={field} className={styles.factRow}>
                  <dt className={styles.factLabel}>{MEDICAL_RECORD_LABELS[field]}</dt>
                  <dd className={styles.factValue}>{answerText(field, values[field])}</dd>
                </div>
              ))}
          </dl>
        ),
      }))}
    />
  )
}

/** An answer in words: the option's label, Oui/Non, a French date, a list joined. */
function answerText(field: MedicalRecordField, value: unknown): string {
  if (isBlank(value) || (Array.isArray(value) && value.length === 0)) return NOT_ANSWERED
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non'
  if (typeof value === 'number') return String(value)
  if (field === 'gender' && (value === 'MALE' || value === 'FEMALE')) return GENDER_LABELS[value]
  if (field === 'phoneNumber' && typeof value === 'string') return formatPhone(value)
  if (field === 'address') return addressText(value)
  const options = (
    MEDICAL_RECORD_OPTIONS as Partial<Record<string, readonly { value: string; label: string }[]>>
  )[field]
  const label = (item: unknown) =>
    options?.find((option) => option.value === item)?.label ?? (typeof item === 'string' ? item : '')
  if (Array.isArray(value)) return value.map(label).filter(Boolean).join(', ') || NOT_ANSWERED
  if (typeof value === 'string' && isIsoDate(value)) return formatDate(value)
  return label(value) || NOT_ANSWERED
}

function addressText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return NOT_ANSWERED
  const address = value as { text?: unknown; line?: unknown; postalCode?: unknown; city?: unknown }
  if (typeof address.text === 'string' && address.text.trim()) return address.text
  return [address.line, address.postalCode, address.city].filter((part) => typeof part === 'string').join(' ')
}
