// Adding a recurring slot to one or more days of the week (08:00–18:00 unless changed), or changing the
// times of one. The times follow the domain's recurring-slot rules, their messages at their field; an
// end earlier than the start rolls to the next day.
import { useForm } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import * as v from 'valibot'
import { formatTimeOfDay, makeWeeklySlot, recurringSlotSchema, type WeeklySlot } from '@relais/domain'
import { Button, Checkbox, CheckboxGroup, Dialog } from '@relais/ui'
import { useControlledField } from '../../../core/forms/ControlledFields.tsx'
import { ControlledTimeField } from './ControlledTimeField.tsx'
import { useCheckedTogether } from './useCheckedTogether.ts'
import { weekdayName, WEEKDAYS } from './schedule-draft.ts'
import * as styles from './agenda-settings.css.ts'

export type SlotTarget = { mode: 'add'; weekday: number } | { mode: 'edit'; slot: WeeklySlot }

const DEFAULT_START = '08:00'
const DEFAULT_END = '18:00'
const NO_DAY = 'Choisissez au moins un jour'

const schema = v.pipe(
  v.object({
    weekdays: v.pipe(v.array(v.string()), v.minLength(1, NO_DAY)),
    startTime: v.string(),
    endTime: v.string(),
  }),
  // The domain's schema says which time is at fault; the days are this form's own.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const { startTime, endTime } = dataset.value
    const times = v.safeParse(recurringSlotSchema, { weekday: 1, startTime, endTime })
    for (const issue of times.issues ?? []) addIssue({ message: issue.message, path: issue.path })
  }),
)
type Values = v.InferInput<typeof schema>
const TIMES = ['startTime', 'endTime'] as const

interface SlotDialogProps {
  target: SlotTarget | null
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The slots made: one per day chosen, the edited one keeping its id. */
  onSubmit: (slots: WeeklySlot[]) => void
}

export function SlotDialog({ target, isOpen, onOpenChange, onSubmit }: SlotDialogProps) {
  if (!target) return null
  const title =
    target.mode === 'add'
      ? 'Ajouter un créneau'
      : `Modifier le créneau du ${weekdayName(target.slot.weekday)}`
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      {(close) => (
        <SlotForm
          target={target}
          onCancel={close}
          onSubmit={(slots) => {
            onSubmit(slots)
            close()
          }}
        />
      )}
    </Dialog>
  )
}

function SlotForm({
  target,
  onCancel,
  onSubmit,
}: {
  target: SlotTarget
  onCancel: () => void
  onSubmit: (slots: WeeklySlot[]) => void
}) {
  const form = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues:
      target.mode === 'add'
        ? { weekdays: [String(target.weekday)], startTime: DEFAULT_START, endTime: DEFAULT_END }
        : {
            weekdays: [String(target.slot.weekday)],
            startTime: formatTimeOfDay(target.slot.start),
            endTime: formatTimeOfDay(target.slot.end),
          },
  })
  useCheckedTogether(form, TIMES)
  const submit = form.handleSubmit(({ weekdays, startTime, endTime }) => {
    const id = target.mode === 'edit' ? target.slot.id : undefined
    onSubmit(weekdays.map((day) => makeWeeklySlot(Number(day), startTime, endTime, id)))
  })
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
      <div className={styles.pair}>
        <ControlledTimeField
          control={form.control}
          name="startTime"
          label="Heure de début"
          isRequired
          autoFocus
        />
        <ControlledTimeField
          control={form.control}
          name="endTime"
          label="Heure de fin"
          description="Plus tôt que le début : le lendemain"
          isRequired
        />
      </div>
      {target.mode === 'add' && <WeekdaysField control={form.control} />}
      <div className={styles.footer}>
        <Button variant="secondary" onPress={onCancel}>
          Annuler
        </Button>
        <Button type="submit">{target.mode === 'add' ? 'Ajouter' : 'Modifier'}</Button>
      </div>
    </form>
  )
}

function WeekdaysField({ control }: { control: ReturnType<typeof useForm<Values>>['control'] }) {
  const { field, bound } = useControlledField({ control, name: 'weekdays' })
  return (
    <CheckboxGroup
      label="Jours"
      orientation="horizontal"
      isRequired
      name={bound.name}
      value={field.value}
      onChange={field.onChange}
      isInvalid={bound.isInvalid}
      errorMessage={bound.errorMessage}
      validationBehavior="aria"
    >
      {WEEKDAYS.map(({ weekday, label }) => (
        <Checkbox key={weekday} value={String(weekday)}>
          {label}
        </Checkbox>
      ))}
    </CheckboxGroup>
  )
}
