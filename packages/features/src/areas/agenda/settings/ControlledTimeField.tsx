// The kit's time field bound to a react-hook-form field holding `HH:mm` ('' while empty or partly typed),
// the form the domain's schedule rules read.
import type { FieldValues } from 'react-hook-form'
import { parseTime, type Time } from '@internationalized/date'
import { TimeField, type TimeFieldProps } from '@relais/ui'
import { parseTimeOfDay } from '@relais/domain'
import { asString, useControlledField, type Controlled } from '../../../core/forms/ControlledFields.tsx'
import { timeOfDay } from './schedule-draft.ts'

export function ControlledTimeField<T extends FieldValues>({
  control,
  name,
  showsInvalid,
  clearServerError,
  ...props
}: Controlled<T, TimeFieldProps<Time>>) {
  const { field, bound } = useControlledField({ control, name, showsInvalid, clearServerError })
  const value = asString(field.value)
  return (
    <TimeField<Time>
      validationBehavior="aria"
      {...props}
      {...bound}
      value={parseTimeOfDay(value) === null ? null : parseTime(value)}
      onChange={(time) => field.onChange(timeOfDay(time))}
    />
  )
}
