// The kit's fields bound to the wizard's react-hook-form state by name ('personalInfo.firstName'). An
// error shows once the field was left or the step was checked (mode 'onTouched'), and the API's 409/400
// messages land here too.
import type { ReactNode } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { parseDate } from '@internationalized/date'
import {
  Checkbox,
  CheckboxGroup,
  DatePicker,
  MaskedField,
  NumberField,
  PhoneField,
  Radio,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  type MaskDefinition,
} from '@relais/ui'
import { isIsoDate } from '@relais/domain'

export type WizardValues = Record<string, Record<string, unknown>>

interface BoundProps {
  name: string
  label: string
  description?: ReactNode
  isRequired?: boolean
  isDisabled?: boolean
}

export function useBound(name: string) {
  const { control, clearErrors } = useFormContext<WizardValues>()
  // Paths are built from the step's id and the domain schema's keys, hence the loose typing here.
  const { field, fieldState } = useController({ control, name: name as `${string}.${string}` })
  const serverError = fieldState.error?.type === 'server'
  const onChange = (value: unknown) => {
    // The API's refusal (409, 400) was about the previous value.
    if (serverError) clearErrors(field.name)
    field.onChange(value)
  }
  return { field: { ...field, onChange }, error: fieldState.error?.message }
}

const asString = (value: unknown) => (typeof value === 'string' ? value : '')

export function FormTextField({
  name,
  label,
  description,
  isRequired,
  isDisabled,
  isReadOnly,
  type,
  autoComplete,
  inputMode,
}: BoundProps & {
  isReadOnly?: boolean
  type?: 'text' | 'email'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'numeric'
}) {
  const { field, error } = useBound(name)
  return (
    <TextField
      label={label}
      description={description}
      name={field.name}
      value={asString(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      isInvalid={Boolean(error)}
      errorMessage={error}
    />
  )
}

export function FormTextArea({ name, label, description, isRequired }: BoundProps) {
  const { field, error } = useBound(name)
  return (
    <TextArea
      label={label}
      description={description}
      name={field.name}
      value={asString(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      errorMessage={error}
    />
  )
}

export function FormPhoneField({ name, label, description, isRequired }: BoundProps) {
  const { field, error } = useBound(name)
  return (
    <PhoneField
      // The domain schema validates, with the spec's message ('Numéro invalide').
      validatePhone={false}
      label={label}
      description={description}
      name={field.name}
      value={asString(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      errorMessage={error}
    />
  )
}

export function FormMaskedField({
  name,
  label,
  description,
  isRequired,
  mask,
  onComplete,
}: BoundProps & { mask: MaskDefinition; onComplete?: (raw: string) => void }) {
  const { field, error } = useBound(name)
  return (
    <MaskedField
      label={label}
      description={description}
      mask={mask}
      name={field.name}
      value={asString(field.value)}
      onChange={field.onChange}
      onComplete={onComplete}
      onBlur={field.onBlur}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      errorMessage={error}
      inputMode="text"
    />
  )
}

/** A calendar date kept as `yyyy-MM-dd` in the form (and the draft), typed jj/mm/aaaa. */
export function FormDateField({ name, label, description, isRequired }: BoundProps) {
  const { field, error } = useBound(name)
  const value = asString(field.value)
  return (
    <DatePicker
      label={label}
      description={description}
      name={field.name}
      value={isIsoDate(value) ? parseDate(value) : null}
      onChange={(date) => field.onChange(date ? date.toString() : '')}
      onBlur={field.onBlur}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      errorMessage={error}
      granularity="day"
    />
  )
}

export function FormSelect({
  name,
  label,
  description,
  isRequired,
  isDisabled,
  options,
  numeric,
}: BoundProps & { options: { id: string; label: string }[]; numeric?: boolean }) {
  const { field, error } = useBound(name)
  const selected = field.value === undefined || field.value === null ? null : String(field.value)
  return (
    <Select
      label={label}
      description={description}
      options={options}
      name={field.name}
      selectedKey={selected}
      onSelectionChange={(key) => field.onChange(key === null ? undefined : numeric ? Number(key) : key)}
      onBlur={field.onBlur}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      errorMessage={error}
    />
  )
}

export function FormRadioGroup({
  name,
  label,
  description,
  isRequired,
  options,
}: BoundProps & { options: { id: string; label: string }[] }) {
  const { field, error } = useBound(name)
  return (
    <RadioGroup
      label={label}
      description={description}
      name={field.name}
      value={asString(field.value) || null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      errorMessage={error}
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

export function FormCheckboxGroup({
  name,
  label,
  description,
  isRequired,
  options,
}: BoundProps & { options: readonly { value: string; label: string }[] }) {
  const { field, error } = useBound(name)
  return (
    <CheckboxGroup
      label={label}
      description={description}
      name={field.name}
      value={Array.isArray(field.value) ? (field.value as string[]) : []}
      onChange={(next) => {
        field.onChange(next)
        field.onBlur()
      }}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      errorMessage={error}
    >
      {options.map((option) => (
        <Checkbox key={option.value} value={option.value}>
          {option.label}
        </Checkbox>
      ))}
    </CheckboxGroup>
  )
}

export function FormCheckbox({
  name,
  label,
  onChange,
}: BoundProps & { onChange?: (checked: boolean) => void }) {
  const { field, error } = useBound(name)
  return (
    <Checkbox
      isSelected={field.value === true}
      onChange={(checked) => {
        field.onChange(checked)
        onChange?.(checked)
      }}
      onBlur={field.onBlur}
      isInvalid={Boolean(error)}
      errorMessage={error}
    >
      {label}
    </Checkbox>
  )
}

export function FormNumberField({
  name,
  label,
  description,
  isRequired,
  minValue,
}: BoundProps & { minValue?: number }) {
  const { field, error } = useBound(name)
  return (
    <NumberField
      label={label}
      description={description}
      name={field.name}
      value={typeof field.value === 'number' ? field.value : Number.NaN}
      onChange={(next) => field.onChange(Number.isNaN(next) ? undefined : next)}
      onBlur={field.onBlur}
      minValue={minValue}
      step={1}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      errorMessage={error}
    />
  )
}
