// The questions of one step of the care-request wizard, in the domain's order, each drawn by its kind,
// only those the answers show: a details field comes right after the question it follows. The
// post-partum step says why it asks nothing when the request types have no post-partum.
import { useFormContext, useWatch } from 'react-hook-form'
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
  type CareRequestField,
} from '@relais/domain'
import {
  FormCheckboxGroup,
  FormDateField,
  FormNumberField,
  FormTextArea,
  FormTextField,
} from '../../../core/forms/FormFields.tsx'
import { FormAddressField } from '../../places/index.ts'
import { asksPostpartum, isFieldShown, type CareRequestValues } from '../care-request-values.ts'
import type { AttachmentKind } from '../create-request.ts'
import { ChoiceField, DocumentField, PatientField, UrgentField, YesNoField } from './fields.tsx'
import * as styles from './wizard.css.ts'

type Kind =
  | 'patient'
  | 'number'
  | 'date'
  | 'text'
  | 'longText'
  | 'address'
  | 'urgent'
  | 'list'
  | 'choice'
  | 'yesNo'
  | 'document'

const KINDS: Record<CareRequestField, Kind> = {
  patient: 'patient',
  childrenNumber: 'number',
  pregnancyNumber: 'number',
  requestDate: 'date',
  treatmentRequestingService: 'text',
  patientAddress: 'address',
  urgent: 'urgent',
  typeDemande: 'list',
  hasPathologie: 'yesNo',
  pathologie: 'longText',
  typeTest: 'list',
  llsDoc: 'document',
  ordonnanceDoc: 'document',
  postPartum: 'list',
  suiteMaternite: 'choice',
  diet: 'list',
  perinee: 'list',
  hasAllergies: 'yesNo',
  allergiesDetails: 'longText',
  hadAdverseEvent: 'yesNo',
  adverseEventDetails: 'longText',
  mere: 'choice',
  mereAutre: 'text',
  implicationEquipeHygiene: 'yesNo',
  porteurOuContact: 'yesNo',
  priseEnChargeSociale: 'yesNo',
  questionnaireDepression: 'yesNo',
  rendezVousMedicaux: 'yesNo',
  reeducationPerineale: 'yesNo',
  informationsVaccinationCoqueluche: 'yesNo',
  informationsVaccinationRubeole: 'yesNo',
  informationsSommeilNourrisson: 'yesNo',
}

const OPTIONS: Partial<Record<CareRequestField, readonly { value: string; label: string }[]>> = {
  typeDemande: REQUEST_TYPES,
  typeTest: REQUEST_TESTS,
  postPartum: POSTPARTUM_OPTIONS,
  suiteMaternite: MATERNITY_FOLLOW_UP,
  diet: DIET_OPTIONS,
  perinee: PERINEUM_OPTIONS,
  mere: MOTHER_OPTIONS,
}

/** Answered only when it applies: the 24-hour visit and the perineum. */
const OPTIONAL = new Set<CareRequestField>(['urgent', 'perinee'])

/** Fields drawn right after another one of their step (the domain lists them at the step's end). */
const FOLLOWS: Partial<Record<CareRequestField, CareRequestField>> = {
  pathologie: 'hasPathologie',
  perinee: 'suiteMaternite',
  allergiesDetails: 'hasAllergies',
  adverseEventDetails: 'hadAdverseEvent',
  mereAutre: 'mere',
}

/** A step's fields in the order they are asked. */
function orderedFields(step: number): CareRequestField[] {
  const fields = CARE_REQUEST_STEPS[step]?.fields ?? []
  const ordered: CareRequestField[] = []
  for (const field of fields) {
    if (FOLLOWS[field]) continue
    ordered.push(field)
    for (const follower of fields) if (FOLLOWS[follower] === field) ordered.push(follower)
  }
  return ordered
}

export interface CareRequestStepFieldsProps {
  step: number
  organizationId: string
  files: Record<AttachmentKind, File | null>
  onFile: (kind: AttachmentKind, file: File | null) => void
}

export function CareRequestStepFields({ step, organizationId, files, onFile }: CareRequestStepFieldsProps) {
  const { control } = useFormContext<CareRequestValues>()
  const values = useWatch({ control }) as CareRequestValues
  if (step === 2 && !asksPostpartum(values)) {
    return (
      <p className={styles.muted}>
        Aucune question de post-partum pour ces types de demande : elles concernent la sortie précoce et le
        suivi post-partum à domicile. Continuez pour choisir la fréquence des visites.
      </p>
    )
  }
  return (
    <div className={styles.fields}>
      {orderedFields(step)
        .filter((field) => isFieldShown(field, values))
        .map((field) => (
          <StepField
            key={field}
            field={field}
            organizationId={organizationId}
            files={files}
            onFile={onFile}
          />
        ))}
    </div>
  )
}

function StepField({
  field,
  organizationId,
  files,
  onFile,
}: { field: CareRequestField } & Omit<CareRequestStepFieldsProps, 'step'>) {
  const label = CARE_REQUEST_LABELS[field]
  const isRequired = !OPTIONAL.has(field)
  const props = { name: field, label, isRequired }
  switch (KINDS[field]) {
    case 'patient':
      return <PatientField organizationId={organizationId} />
    case 'number':
      return <FormNumberField {...props} minValue={0} />
    case 'date':
      return <FormDateField {...props} />
    case 'text':
      return <FormTextField {...props} autoComplete="off" />
    case 'longText':
      return <FormTextArea {...props} />
    case 'address':
      return <FormAddressField {...props} />
    case 'urgent':
      return <UrgentField />
    case 'list':
      return <FormCheckboxGroup {...props} options={OPTIONS[field] ?? []} />
    case 'choice':
      return <ChoiceField {...props} options={OPTIONS[field] ?? []} />
    case 'yesNo':
      return <YesNoField {...props} />
    case 'document': {
      const kind = field as AttachmentKind
      return <DocumentField kind={kind} file={files[kind]} onFile={(file) => onFile(kind, file)} />
    }
  }
}
