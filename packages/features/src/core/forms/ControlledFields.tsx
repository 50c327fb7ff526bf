// The kit's fields bound to a react-hook-form field by name: the value, its changes, the blur that marks
// it touched, and the error. Shared by the /new-user wizard and the settings' forms, which differ only
// in when an error shows (`showsInvalid`) and in dropping a server error once the value changes.
import {
  useController,
  type Control,
  type ControllerFieldState,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form'
import { parseDate } from '@internationalized/date'
import {
  DatePicker,
  PhoneField,
  TextField,
  type DatePickerProps,
  type PhoneFieldProps,
  type TextFieldProps,
} from '@relais/ui'
import { isIsoDate } from '@relais/domain'

export interface ControlledFieldOptions<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>> {
  control: Control<T>
  name: N
  /** When the field shows as invalid; by default as soon as its error has a message. */
  showsInvalid?: (state: ControllerFieldState) => boolean
  /** Drops a server error (a 409 or 400 about the previous value) once the value changes. */
  clearServerError?: (name: FieldPath<T>) => void
}

export function useControlledField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  showsInvalid,
  clearServerError,
}: ControlledFieldOptions<T, N>) {
  const { field, fieldState } = useController({ control, name })
  const onChange = (value: unknown) => {
    if (fieldState.error?.type === 'server') clearServerError?.(name)
    field.onChange(value)
  }
  const error = fieldState.error?.message
  return {
    field: { ...field, onChange },
    /** The props every kit field takes from the form. */
    bound: {
      name: field.name,
      onBlur: field.onBlur,
      isInvalid: showsInvalid ? showsInvalid(fieldState) : Boolean(error),
      errorMessage: error,
    },
  }
}

type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
export type Controlled<T extends FieldValues, P> = ControlledFieldOptions<T> & Omit<P, Bound>

export const asString = (value: unknown) => (typeof value === 'string' ? value : '')

export function ControlledTextField<T extends FieldValues>({
  control,
  name,
  showsInvalid,
  clearServerError,
  ...props
}: Controlled<T, TextFieldProps>) {
  const { field, bound } = useControlledField({ control, name, showsInvalid, clearServerError })
  return <TextField {...props} {...bound} value={asString(field.value)} onChange={field.onChange} />
}

export function ControlledPhoneField<T extends FieldValues>({
  control,
  name,
  showsInvalid,
  clearServerError,
  ...props
}: Controlled<T, Omit<PhoneFieldProps, 'validatePhone'>>) {
  const { field, bound } = useControlledField({ control, name, showsInvalid, clearServerError })
  return (
    <PhoneField
      // The form's schema validates, with the spec's message ('Numéro invalide').
      validatePhone={false}
      {...props}
      {...bound}
      value={asString(field.value)}
      onChange={field.onChange}
    />
  )
}

/** A calendar date kept as `yyyy-MM-dd` in the form, typed jj/mm/aaaa. */
export function ControlledDateField<T extends FieldValues>({
  control,
  name,
  showsInvalid,
  clearServerError,
  ...props
}: Controlled<T, Omit<DatePickerProps<ReturnType<typeof parseDate>>, 'granularity'>>) {
  const { field, bound } = useControlledField({ control, name, showsInvalid, clearServerError })
  const value = asString(field.value)
  return (
    <DatePicker
      {...props}
      {...bound}
      value={isIsoDate(value) ? parseDate(value) : null}
      onChange={(date) => field.onChange(date ? date.toString() : '')}
      granularity="day"
    />
  )
}
