// The kit's fields bound to the wizard's react-hook-form state by name ('personalInfo.firstName'). An
// error shows once the field was left or the step was checked (mode 'onTouched'), and the API's 409/400
// messages land here too.
import type { ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import {
  Checkbox,
  CheckboxGroup,
  MaskedField,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  TextArea,
  type MaskDefinition,
} from '@relais/ui'
import {
  asString,
  ControlledDateField,
  ControlledPhoneField,
  ControlledTextField,
  useControlledField,
} from './ControlledFields.tsx'

export type WizardValues = Record<string, Record<string, unknown>>

interface BoundProps {
  name: string
  label: string
  description?: ReactNode
  isRequired?: boolean
  isDisabled?: boolean
}

/** A field of the wizard's form: the API's refusal (409, 400) was about the previous value. */
function useWizardField(name: string) {
  const { control, clearErrors } = useFormContext<WizardValues>()
  // Paths are built from the step's id and the domain schema's keys, hence the loose typing here.
  return { control, name: name as `${string}.${string}`, clearServerError: clearErrors }
}

const useBound = (name: string) => useControlledField(useWizardField(name))

export function FormTextField({
  name,
  ...props
}: BoundProps & {
  isReadOnly?: boolean
  type?: 'text' | 'email'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'numeric'
}) {
  return <ControlledTextField {...useWizardField(name)} {...props} />
}

export function FormTextArea({ name, label, description, isRequired }: BoundProps) {
  const { field, bound } = useBound(name)
  return (
    <TextArea
      label={label}
      description={description}
      {...bound}
      value={asString(field.value)}
      onChange={field.onChange}
      isRequired={isRequired}
    />
  )
}

export function FormPhoneField({ name, ...props }: BoundProps) {
  return <ControlledPhoneField {...useWizardField(name)} {...props} />
}

export function FormMaskedField({
  name,
  label,
  description,
  isRequired,
  isDisabled,
  mask,
  onComplete,
}: BoundProps & { mask: MaskDefinition; onComplete?: (raw: string) => void }) {
  const { field, bound } = useBound(name)
  return (
    <MaskedField
      label={label}
      description={description}
      mask={mask}
      {...bound}
      value={asString(field.value)}
      onChange={field.onChange}
      onComplete={onComplete}
      isRequired={isRequired}
      isDisabled={isDisabled}
      inputMode="text"
    />
  )
}

/** A calendar date kept as `yyyy-MM-dd` in the form (and the draft), typed jj/mm/aaaa. */
export function FormDateField({ name, ...props }: BoundProps) {
  return <ControlledDateField {...useWizardField(name)} {...props} />
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
  const { field, bound } = useBound(name)
  const selected = field.value === undefined || field.value === null ? null : String(field.value)
  return (
    <Select
      label={label}
      description={description}
      options={options}
      {...bound}
      selectedKey={selected}
      onSelectionChange={(key) => field.onChange(key === null ? undefined : numeric ? Number(key) : key)}
      isRequired={isRequired}
      isDisabled={isDisabled}
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
  const { field, bound } = useBound(name)
  return (
    <RadioGroup
      label={label}
      description={description}
      {...bound}
      value={asString(field.value) || null}
      onChange={field.onChange}
      isRequired={isRequired}
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
  const { field, bound } = useBound(name)
  return (
    <CheckboxGroup
      label={label}
      description={description}
      name={bound.name}
      value={Array.isArray(field.value) ? (field.value as string[]) : []}
      onChange={(next) => {
        field.onChange(next)
        field.onBlur()
      }}
      isRequired={isRequired}
      isInvalid={bound.isInvalid}
      errorMessage={bound.errorMessage}
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
  const { field, bound } = useBound(name)
  return (
    <Checkbox
      isSelected={field.value === true}
      onChange={(checked) => {
        field.onChange(checked)
        onChange?.(checked)
      }}
      onBlur={bound.onBlur}
      isInvalid={bound.isInvalid}
      errorMessage={bound.errorMessage}
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
  const { field, bound } = useBound(name)
  return (
    <NumberField
      label={label}
      description={description}
      {...bound}
      value={typeof field.value === 'number' ? field.value : Number.NaN}
      onChange={(next) => field.onChange(Number.isNaN(next) ? undefined : next)}
      minValue={minValue}
      step={1}
      isRequired={isRequired}
    />
  )
}
