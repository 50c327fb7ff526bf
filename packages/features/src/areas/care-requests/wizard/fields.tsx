// The wizard's fields that the shared form fields do not cover: the patient among the structure's, a
// yes/no question, one choice among a few, the 24-hour visit, and a document to send.
import { useId } from 'react'
import { useController, useFormContext, useWatch } from 'react-hook-form'
import { useApi, type components } from '@relais/api-client'
import { CARE_REQUEST_LABELS, checkDocumentFile, DEBOUNCE_MS } from '@relais/domain'
import {
  Button,
  Checkbox,
  ComboBox,
  FileDropZone,
  formatDate,
  Radio,
  RadioGroup,
  type ComboBoxItem,
} from '@relais/ui'
import { asString, useControlledField } from '../../../core/forms/ControlledFields.tsx'
import type { CareRequestValues } from '../care-request-values.ts'
import type { AttachmentKind } from '../create-request.ts'
import * as styles from './wizard.css.ts'

type PatientSummary = components['schemas']['PatientSummary']

/** Results shown for a search among the structure's patients. */
const PATIENT_RESULTS = 20

function useField(name: string) {
  const { control, clearErrors } = useFormContext<CareRequestValues>()
  return useControlledField({ control, name, clearServerError: clearErrors })
}

const describe = (patient: PatientSummary) =>
  [patient.birthDate ? formatDate(patient.birthDate) : null, patient.city].filter(Boolean).join(' · ') ||
  undefined

/**
 * The patient, searched among the structure's only (those whose file it holds a grant on). The name
 * chosen is kept beside her id, since the search box starts empty when the step shows again.
 */
export function PatientField({ organizationId }: { organizationId: string }) {
  const { client } = useApi()
  const { control, setValue } = useFormContext<CareRequestValues>()
  const { field, bound } = useField('patient')
  const chosen = asString(useWatch({ control, name: 'patientName' }))
  const search = async (query: string, signal: AbortSignal): Promise<ComboBoxItem[]> => {
    const { data } = await client.GET('/{practitionerType}/{practitionerId}/patients', {
      params: {
        path: { practitionerType: 'organization', practitionerId: organizationId },
        query: { search: query.trim().slice(0, 100), limit: PATIENT_RESULTS },
      },
      signal,
    })
    return (data?.patients ?? []).map((patient) => ({
      id: patient.id,
      label: patient.name.text,
      description: describe(patient),
    }))
  }
  return (
    <ComboBox
      label={CARE_REQUEST_LABELS.patient}
      {...bound}
      isRequired
      search={search}
      debounceMs={DEBOUNCE_MS.search}
      minQueryLength={2}
      placeholder="Nom de la patiente"
      emptyMessage="Aucun patient trouvé"
      description={
        chosen
          ? `Patiente retenue : ${chosen}`
          : 'Parmi les patients de la structure : tapez au moins deux lettres'
      }
      onSelect={(item) => {
        if (!item) return
        setValue('patientName', item.label)
        field.onChange(item.id)
        field.onBlur()
      }}
    />
  )
}

interface QuestionProps {
  name: string
  label: string
  isRequired?: boolean
}

/** Yes or no, kept as a boolean; unanswered until one is picked. */
export function YesNoField({ name, label, isRequired }: QuestionProps) {
  const { field, bound } = useField(name)
  const value = field.value === true ? 'oui' : field.value === false ? 'non' : null
  return (
    <RadioGroup
      label={label}
      {...bound}
      value={value}
      onChange={(next) => {
        field.onChange(next === 'oui')
        field.onBlur()
      }}
      isRequired={isRequired}
      orientation="horizontal"
    >
      <Radio value="oui">Oui</Radio>
      <Radio value="non">Non</Radio>
    </RadioGroup>
  )
}

/** One answer among a few, side by side. */
export function ChoiceField({
  name,
  label,
  isRequired,
  options,
}: QuestionProps & { options: readonly { value: string; label: string }[] }) {
  const { field, bound } = useField(name)
  return (
    <RadioGroup
      label={label}
      {...bound}
      value={asString(field.value) || null}
      onChange={(next) => {
        field.onChange(next)
        field.onBlur()
      }}
      isRequired={isRequired}
      orientation="horizontal"
    >
      {options.map((option) => (
        <Radio key={option.value} value={option.value}>
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  )
}

/** The first visit within 24 hours ('early'), or at the recurrence's pace ('normal'). */
export function UrgentField() {
  const { field, bound } = useField('urgent')
  return (
    <Checkbox
      isSelected={field.value === 'early'}
      onChange={(checked) => field.onChange(checked ? 'early' : 'normal')}
      onBlur={bound.onBlur}
    >
      {CARE_REQUEST_LABELS.urgent}
    </Checkbox>
  )
}

const DOCUMENT_TEXTS: Record<AttachmentKind, { drop: string; remove: string }> = {
  llsDoc: { drop: 'Déposez la lettre de liaison ici', remove: 'Retirer la lettre de liaison' },
  ordonnanceDoc: { drop: "Déposez l'ordonnance ici", remove: "Retirer l'ordonnance" },
}

export interface DocumentFieldProps {
  kind: AttachmentKind
  file: File | null
  onFile: (file: File | null) => void
}

/**
 * A document of the request: dropped, or chosen with the zone's button (the keyboard's way). The form
 * holds its name, the wizard the file; a file that cannot be sent (empty, too large) is not taken.
 */
export function DocumentField({ kind, file, onFile }: DocumentFieldProps) {
  const { control, setError } = useFormContext<CareRequestValues>()
  const { fieldState } = useController({ control, name: kind })
  const labelId = useId()
  const errorId = useId()
  const error = fieldState.error?.message
  const label = CARE_REQUEST_LABELS[kind]
  const choose = ([chosen]: File[]) => {
    if (!chosen) return
    const problem = checkDocumentFile(chosen, 0)
    if (problem) setError(kind, { type: 'validation', message: problem })
    else onFile(chosen)
  }
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      className={styles.document}
    >
      <span id={labelId} className={styles.documentLabel}>
        {label}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </span>
      <FileDropZone
        label={DOCUMENT_TEXTS[kind].drop}
        allowsMultiple={false}
        onFiles={choose}
        hint="PDF, image ou autre fichier"
      />
      {file && (
        <div className={styles.chosen}>
          <span>Fichier choisi : {file.name}</span>
          <Button
            variant="ghost"
            size="sm"
            onPress={() => onFile(null)}
            aria-label={DOCUMENT_TEXTS[kind].remove}
          >
            Retirer
          </Button>
        </div>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  )
}
