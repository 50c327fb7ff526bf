// The health referent's fields, named under `prefix` in the caller's form: the registration's step and
// the dialog in which the patient changes her referent later ask the same questions the same way.
import { SUPERVISOR_TYPES } from '@relais/domain'
import { masks } from '@relais/ui'
import { FormMaskedField, FormRadioGroup, FormTextField } from '../../core/forms/FormFields.tsx'
import { FormAddressField } from '../places/index.ts'

const SUPERVISOR_LABELS: Record<(typeof SUPERVISOR_TYPES)[number], string> = {
  midwife: 'Sage-femme',
  doctor: 'Médecin',
}

export interface ReferentFieldsProps {
  /** Where the values live in the form: 'healthReferent', 'referent'. */
  prefix: string
  /** Whether the referent's profession is asked (perinatal); otherwise it is a doctor. */
  asksType: boolean
}

export function ReferentFields({ prefix, asksType }: ReferentFieldsProps) {
  return (
    <>
      {asksType && (
        <FormRadioGroup
          name={`${prefix}.supervisorType`}
          label="Votre référent est"
          options={SUPERVISOR_TYPES.map((id) => ({ id, label: SUPERVISOR_LABELS[id] }))}
          isRequired
        />
      )}
      <FormTextField name={`${prefix}.firstName`} label="Prénom du référent" isRequired />
      <FormTextField name={`${prefix}.lastName`} label="Nom du référent" isRequired />
      <FormTextField
        name={`${prefix}.email`}
        label="Email du référent"
        type="email"
        inputMode="email"
        isRequired
      />
      <FormMaskedField
        name={`${prefix}.rpps`}
        label="Numéro RPPS du référent"
        mask={masks.rpps}
        description="11 chiffres"
        isRequired
      />
      <FormAddressField name={`${prefix}.address`} label="Adresse du référent" isRequired />
    </>
  )
}
