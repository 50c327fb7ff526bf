// The details of a practice that registration asks of practitioners (RPPS, specialities, description,
// exercise zone, certification numbers, PMI), bound by name under a step ('educationAndExperience.
// exerciceZone'). The /new-user wizard spreads them over its steps; settings show them all under one
// group, with the same labels and the domain's same rules.
import { useFormContext } from 'react-hook-form'
import {
  EXERCISE_RADII_KM,
  MIDWIFE_INITIAL_PROFILES,
  MIDWIFE_QUALIFICATIONS,
  SPECIALTIES,
} from '@relais/domain'
import { masks } from '@relais/ui'
import { FormAddressField as AddressField } from '../../../places/index.ts'
import {
  FormCheckbox,
  FormCheckboxGroup,
  FormMaskedField,
  FormRadioGroup,
  FormSelect,
  FormTextArea,
  FormTextField,
  type WizardValues,
} from '../../../../core/forms/FormFields.tsx'
import { PmiField } from './PmiField.tsx'
import * as styles from '../onboarding.css.ts'

const doctorSpecialities = SPECIALTIES.filter((s) => s.value !== 'MIDWIFE')
const midwifeQualifications = SPECIALTIES.filter((s) => MIDWIFE_QUALIFICATIONS.includes(s.value))
const initialProfileOptions = MIDWIFE_INITIAL_PROFILES.map((p) => ({ id: p.value, label: p.label }))
const radiusOptions = EXERCISE_RADII_KM.map((km) => ({ id: String(km), label: `${km} km` }))

interface StepFieldProps {
  step: string
}

export function RppsField({
  step,
  isRequired,
  isDisabled,
  description,
}: StepFieldProps & { isRequired?: boolean; isDisabled?: boolean; description?: string }) {
  return (
    <FormMaskedField
      name={`${step}.rpps`}
      label="Numéro RPPS"
      mask={masks.rpps}
      description={description ?? (isRequired ? '11 chiffres' : '11 chiffres, facultatif')}
      isRequired={isRequired}
      isDisabled={isDisabled}
    />
  )
}

export function DoctorSpecialitiesField({ step }: StepFieldProps) {
  return (
    <FormCheckboxGroup
      name={`${step}.qualifications`}
      label="Spécialités"
      options={doctorSpecialities}
      isRequired
    />
  )
}

export function DoctorPresentationField({ step }: StepFieldProps) {
  return <FormTextArea name={`${step}.description`} label="Présentation" />
}

export function MidwifeEducationFields({ step }: StepFieldProps) {
  return (
    <>
      <FormRadioGroup
        name={`${step}.initialProfile`}
        label="Profil"
        options={initialProfileOptions}
        isRequired
      />
      <FormCheckboxGroup
        name={`${step}.qualifications`}
        label="Qualifications"
        options={midwifeQualifications}
        isRequired
      />
      <ExerciseFields step={step} />
    </>
  )
}

export function AssistantEducationFields({ step }: StepFieldProps) {
  return (
    <>
      <FormTextField name={`${step}.certificationNumber`} label="Numéro de certification" isRequired />
      <FormTextField name={`${step}.advancedCertificationNumber`} label="Numéro de certification avancée" />
      <ExerciseFields step={step} />
    </>
  )
}

function ExerciseFields({ step }: StepFieldProps) {
  const { watch } = useFormContext<WizardValues>()
  const zone = watch(`${step}.exerciceZone`) as { text?: string } | undefined
  return (
    <>
      <FormTextArea name={`${step}.description`} label="Description de votre activité" isRequired />
      <AddressField name={`${step}.exerciceZone`} label="Zone d'exercice" isRequired />
      <FormSelect
        name={`${step}.exerciceRadius`}
        label="Rayon d'intervention"
        options={radiusOptions}
        // No radius without a zone around which to draw it (the spec's validation rules).
        isDisabled={!zone?.text}
        numeric
      />
    </>
  )
}

export function PmiAffiliationFields({ step }: StepFieldProps) {
  const { watch } = useFormContext<WizardValues>()
  const affiliated = watch(`${step}.affiliated`) === true
  return (
    <div className={styles.fields}>
      <FormCheckbox name={`${step}.affiliated`} label="Je suis rattachée à une PMI" />
      {affiliated && <PmiField step={step} />}
    </div>
  )
}
