// Adding an unavailability (BUSY) or an extra availability (FREE): dates and times in the schedule's
// zone, checked by the domain's unavailability rules with their messages at their field. Without times
// it covers whole days; without an end date, the start's day.
import { useForm, type Control, type Resolver } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import * as v from 'valibot'
import { unavailabilitySchema, type ScheduleException } from '@relais/domain'
import { Button, Dialog, Radio, RadioGroup } from '@relais/ui'
import { ControlledDateField, useControlledField } from '../../../core/forms/ControlledFields.tsx'
import { ControlledTimeField } from './ControlledTimeField.tsx'
import { useCheckedTogether } from './useCheckedTogether.ts'
import { EXCEPTION_LABELS } from './schedule-draft.ts'
import * as styles from './agenda-settings.css.ts'

const STATUSES = ['BUSY', 'FREE'] as const

/** The clock is read when the form is checked, not when it opened. */
const exceptionSchema = (timeZone: string) =>
  v.intersect([
    unavailabilitySchema({ now: Date.now(), timeZone }),
    v.object({ status: v.picklist(STATUSES) }),
  ])
type Schema = ReturnType<typeof exceptionSchema>
type Values = v.InferInput<Schema>
type Output = v.InferOutput<Schema>
const DATES_AND_TIMES = ['startDate', 'startTime', 'endDate', 'endTime'] as const

interface ExceptionDialogProps {
  timeZone: string
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  onSubmit: (exception: ScheduleException) => void
}

export function ExceptionDialog({ timeZone, isOpen, onOpenChange, onSubmit }: ExceptionDialogProps) {
  return (
    <Dialog
      title="Ajouter une indisponibilité ou une disponibilité"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
    >
      {(close) => (
        <ExceptionForm
          timeZone={timeZone}
          onCancel={close}
          onSubmit={(exception) => {
            onSubmit(exception)
            close()
          }}
        />
      )}
    </Dialog>
  )
}

function ExceptionForm({
  timeZone,
  onCancel,
  onSubmit,
}: {
  timeZone: string
  onCancel: () => void
  onSubmit: (exception: ScheduleException) => void
}) {
  const resolver: Resolver<Values, unknown, Output> = (values, context, options) =>
    valibotResolver(exceptionSchema(timeZone))(values, context, options)
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: { status: 'BUSY', startDate: '', startTime: '', endDate: '', endTime: '' },
  })
  useCheckedTogether(form, DATES_AND_TIMES)
  const submit = form.handleSubmit(({ start, end, status }) => onSubmit({ start, end, status }))
  const { control } = form
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
      <StatusField control={control} />
      <p className={styles.muted}>Dates et heures du fuseau horaire {timeZone}.</p>
      <div className={styles.dateTime}>
        <ControlledDateField control={control} name="startDate" label="Date de début" isRequired />
        <ControlledTimeField
          control={control}
          name="startTime"
          label="Heure de début"
          description="Facultative : dès minuit"
        />
      </div>
      <div className={styles.dateTime}>
        <ControlledDateField
          control={control}
          name="endDate"
          label="Date de fin"
          description="Facultative : le jour du début"
        />
        <ControlledTimeField
          control={control}
          name="endTime"
          label="Heure de fin"
          description="Facultative : jusqu'à minuit"
        />
      </div>
      <div className={styles.footer}>
        <Button variant="secondary" onPress={onCancel}>
          Annuler
        </Button>
        <Button type="submit">Ajouter</Button>
      </div>
    </form>
  )
}

function StatusField({ control }: { control: Control<Values, unknown, Output> }) {
  const { field, bound } = useControlledField({ control, name: 'status' })
  return (
    <RadioGroup
      label="Type"
      orientation="horizontal"
      isRequired
      {...bound}
      value={field.value}
      onChange={field.onChange}
    >
      {STATUSES.map((status) => (
        <Radio key={status} value={status}>
          {EXCEPTION_LABELS[status]}
        </Radio>
      ))}
    </RadioGroup>
  )
}
