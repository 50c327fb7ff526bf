// The questions of one step of the medical record, each drawn by its kind (a list to tick, one choice,
// yes or no, a date, a number, a text), only those the answers and the person's age and sex show.
// Field names are `record.<field>`: the form holds one object, the whole record.
import { useFormContext, type FieldValues } from 'react-hook-form'
import {
  GENDER_LABELS,
  MEDICAL_RECORD_ALWAYS_REQUIRED,
  MEDICAL_RECORD_CONDITIONALLY_REQUIRED,
  MEDICAL_RECORD_LABELS,
  MEDICAL_RECORD_OPTIONS,
  type MedicalRecordField,
  type MedicalRecordStepId,
  MEDICAL_RECORD_STEPS,
} from '@relais/domain'
import { Radio, RadioGroup } from '@relais/ui'
import { asString, useControlledField } from '../../core/forms/ControlledFields.tsx'
import {
  FormCheckboxGroup,
  FormDateField,
  FormNumberField,
  FormPhoneField,
  FormSelect,
  FormTextArea,
  FormTextField,
} from '../../core/forms/FormFields.tsx'
import { FormAddressField } from '../places/index.ts'
import * as styles from './medical-record.css.ts'

type Kind =
  'text' | 'longText' | 'email' | 'phone' | 'date' | 'address' | 'number' | 'select' | 'list' | 'choice'

const KINDS: Partial<Record<MedicalRecordField, Kind>> = {
  email: 'email',
  phoneNumber: 'phone',
  birthDate: 'date',
  address: 'address',
  gender: 'choice',
  bloodGroup: 'select',
  personnalAntecedents: 'list',
  familyAntecedents: 'list',
  commonPathologies: 'list',
  commonTreatments: 'list',
  foodHabits: 'list',
  usualTreatment: 'longText',
  menopauseEffect: 'longText',
  physicalActivity: 'choice',
  tabac: 'choice',
  alcool: 'choice',
  symptomesUrinairesFrequence: 'choice',
  typeContraception: 'choice',
  frottis: 'choice',
  cyclesMenstruels: 'choice',
  CURRENT_PREGNANCY_TYPE: 'choice',
  DATE_LAST_PERIOD: 'date',
  NUMBER_OF_BIRTHS_AT_TERM: 'number',
}

/** Yes-or-no questions: the risks, the screenings, and each vaccine's flag. */
const YES_NO = new Set<string>([
  'risques_hepatiteB',
  'grippeSaisionniere',
  'risques_herophilus',
  'risks_colon',
  'risks_peau',
  'risks_lungs',
  'risks_ist',
  'risks_chest',
  'surveillance_chest',
  'risks_uterus',
  'risks_oesteoporose',
  'densitometrie_osseuse',
  'risks_prostate',
  'surveillance_prostate',
  'risks_testiculaire',
  'symptomesUrinaires',
  'hasContraception',
  'menopause',
])

function kindOf(field: MedicalRecordField): Kind | 'yesNo' {
  if (YES_NO.has(field) || /^has[A-Z]/.test(field)) return 'yesNo'
  if (/^date[A-Z]/.test(field)) return 'date'
  return KINDS[field] ?? 'text'
}

/** Required while shown: the domain's lists, the schema's own. */
const REQUIRED = new Set<string>([
  ...MEDICAL_RECORD_ALWAYS_REQUIRED,
  ...MEDICAL_RECORD_CONDITIONALLY_REQUIRED,
])

const GENDER_OPTIONS = Object.entries(GENDER_LABELS).map(([id, label]) => ({ id, label }))

function optionsOf(field: MedicalRecordField): { id: string; label: string }[] {
  if (field === 'gender') return GENDER_OPTIONS
  const options = (
    MEDICAL_RECORD_OPTIONS as Partial<Record<string, readonly { value: string; label: string }[]>>
  )[field]
  return (options ?? []).map((option) => ({ id: option.value, label: option.label }))
}

export const fieldPath = (field: string) => `record.${field}`

export interface RecordStepFieldsProps {
  step: MedicalRecordStepId
  visible: ReadonlySet<MedicalRecordField>
  /** Fields shown but not editable here (the identity, which the account's settings change). */
  disabled?: ReadonlySet<string>
}

export function RecordStepFields({ step, visible, disabled }: RecordStepFieldsProps) {
  const fields = MEDICAL_RECORD_STEPS.find((s) => s.id === step)?.fields ?? []
  return (
    <div className={styles.fields}>
      {step !== 'identity' && (
        <p className={styles.muted}>
          Ces réponses sont chiffrées dans votre navigateur avant d'être envoyées.
        </p>
      )}
      {fields
        .filter((field) => visible.has(field))
        .map((field) => (
          <RecordField
            key={field}
            field={field}
            isRequired={REQUIRED.has(field)}
            isDisabled={disabled?.has(field) ?? false}
          />
        ))}
    </div>
  )
}

function RecordField({
  field,
  isRequired,
  isDisabled,
}: {
  field: MedicalRecordField
  isRequired: boolean
  isDisabled: boolean
}) {
  const name = fieldPath(field)
  const label = MEDICAL_RECORD_LABELS[field]
  const props = { name, label, isRequired, isDisabled }
  switch (kindOf(field)) {
    case 'yesNo':
      return <YesNoField {...props} />
    case 'choice':
      return <ChoiceField {...props} options={optionsOf(field)} />
    case 'list':
      return <FormCheckboxGroup name={name} label={label} options={optionsOf(field).map(asOption)} />
    case 'select':
      return <FormSelect {...props} options={optionsOf(field)} />
    case 'date':
      return <FormDateField {...props} />
    case 'number':
      return <FormNumberField {...props} minValue={0} />
    case 'email':
      return <FormTextField {...props} type="email" inputMode="email" autoComplete="off" />
    case 'phone':
      return <FormPhoneField {...props} />
    case 'address':
      return <FormAddressField name={name} label={label} isDisabled={props.isDisabled} />
    case 'longText':
      return <FormTextArea name={name} label={label} isRequired={isRequired} />
    case 'text':
      return <FormTextField {...props} autoComplete="off" />
  }
}

const asOption = (option: { id: string; label: string }) => ({ value: option.id, label: option.label })

interface ChoiceProps {
  name: string
  label: string
  isRequired: boolean
  isDisabled: boolean
}

/** One answer among a few, side by side. */
function ChoiceField({ options, ...props }: ChoiceProps & { options: { id: string; label: string }[] }) {
  const { control, clearErrors } = useFormContext<FieldValues>()
  const { field, bound } = useControlledField({ control, name: props.name, clearServerError: clearErrors })
  return (
    <RadioGroup
      label={props.label}
      {...bound}
      value={asString(field.value) || null}
      onChange={(value) => {
        field.onChange(value)
        field.onBlur()
      }}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      orientation="horizontal"
    >
      {options.map((option) => (
        <Radio key={option.id} value={option.id}>
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  )
}

/** Yes or no, kept as a boolean; unanswered until one is picked. */
function YesNoField(props: ChoiceProps) {
  const { control, clearErrors } = useFormContext<FieldValues>()
  const { field, bound } = useControlledField({ control, name: props.name, clearServerError: clearErrors })
  const value = field.value === true ? 'oui' : field.value === false ? 'non' : null
  return (
    <RadioGroup
      label={props.label}
      {...bound}
      value={value}
      onChange={(next) => {
        field.onChange(next === 'oui')
        field.onBlur()
      }}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      orientation="horizontal"
    >
      <Radio value="oui">Oui</Radio>
      <Radio value="non">Non</Radio>
    </RadioGroup>
  )
}
