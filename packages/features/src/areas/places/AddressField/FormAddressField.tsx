// The places directory's address field bound to the wizard's form by name ('personalInfo.address').
import { useController, useFormContext } from 'react-hook-form'
import type { WizardValues } from '../../../core/forms/FormFields.tsx'
import { AddressField as PlacesAddressField, addressError, type Address } from './AddressField.tsx'

export interface FormAddressFieldProps {
  name: string
  label: string
  isRequired?: boolean
  isDisabled?: boolean
}

export function FormAddressField({ name, label, isRequired, isDisabled }: FormAddressFieldProps) {
  const { control } = useFormContext<WizardValues>()
  const { field, fieldState } = useController({ control, name: name as `${string}.${string}` })
  return (
    <PlacesAddressField
      label={label}
      isRequired={isRequired}
      isDisabled={isDisabled}
      value={field.value as Address | undefined}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={addressError(fieldState.error)}
    />
  )
}
