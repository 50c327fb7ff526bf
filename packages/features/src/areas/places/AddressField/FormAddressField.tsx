// The places directory's address field bound to the wizard's form by name ('personalInfo.address').
import { useController, useFormContext } from 'react-hook-form'
import { AddressField as PlacesAddressField, addressError, type Address } from '../../../places/index.ts'
import type { WizardValues } from './FormFields.tsx'

export interface AddressFieldProps {
  name: string
  label: string
  isRequired?: boolean
}

export function AddressField({ name, label, isRequired }: AddressFieldProps) {
  const { control } = useFormContext<WizardValues>()
  const { field, fieldState } = useController({ control, name: name as `${string}.${string}` })
  return (
    <PlacesAddressField
      label={label}
      isRequired={isRequired}
      value={field.value as Address | undefined}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={addressError(fieldState.error)}
    />
  )
}
