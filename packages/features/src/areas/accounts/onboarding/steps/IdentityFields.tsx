// The person's identity, shared by every form: names, then what the form asks of gender, birth date,
// contact, address and languages. The sign-in identifier is shown read-only.
import { GENDER_LABELS, LANGUAGES } from '@relais/domain'
import { formatPhone, TextField } from '@relais/ui'
import {
  FormCheckboxGroup,
  FormDateField,
  FormPhoneField,
  FormRadioGroup,
  FormTextField,
} from '../../../../core/forms/FormFields.tsx'
import { FormAddressField as AddressField } from '../../../places/index.ts'
import { useOnboarding } from './OnboardingContext.tsx'

const LOCKED_DESCRIPTION = 'Utilisé pour vous connecter : non modifiable ici'
const genderOptions = Object.entries(GENDER_LABELS).map(([id, label]) => ({ id, label }))

export interface IdentityFieldsProps {
  step: string
  gender?: boolean
  birthDate?: 'required' | 'optional'
  address?: boolean
  languages?: boolean
}

export function IdentityFields({ step, gender, birthDate, address, languages }: IdentityFieldsProps) {
  return (
    <>
      <FormTextField name={`${step}.firstName`} label="Prénom" autoComplete="given-name" isRequired />
      <FormTextField name={`${step}.lastName`} label="Nom" autoComplete="family-name" isRequired />
      {gender && <FormRadioGroup name={`${step}.gender`} label="Genre" options={genderOptions} isRequired />}
      {birthDate && (
        <FormDateField
          name={`${step}.birthDate`}
          label="Date de naissance"
          isRequired={birthDate === 'required'}
        />
      )}
      <ContactFields step={step} />
      {address && <AddressField name={`${step}.address`} label="Adresse" isRequired />}
      {languages && (
        <FormCheckboxGroup name={`${step}.languages`} label="Langues parlées" options={LANGUAGES} />
      )}
    </>
  )
}

export function ContactFields({ step }: { step: string }) {
  const { lockedEmail, lockedPhone } = useOnboarding()
  return (
    <>
      <FormTextField
        name={`${step}.email`}
        label="Adresse email"
        type="email"
        inputMode="email"
        autoComplete="email"
        isRequired
        isReadOnly={Boolean(lockedEmail)}
        description={lockedEmail ? LOCKED_DESCRIPTION : undefined}
      />
      {lockedPhone ? (
        <LockedPhone value={lockedPhone} />
      ) : (
        <FormPhoneField name={`${step}.phoneNumber`} label="Numéro de téléphone" isRequired />
      )}
    </>
  )
}

function LockedPhone({ value }: { value: string }) {
  // PhoneField has no read-only state: the number is shown as text, in its national form.
  return (
    <TextField
      label="Numéro de téléphone"
      value={formatPhone(value)}
      isReadOnly
      description={LOCKED_DESCRIPTION}
    />
  )
}
