// After the wizard's last step: how often the patient is visited (from, to, 1 to 3 times a week), then
// the request is made. The dialog's answers live in the wizard's own form, so closing it keeps them;
// while the request is sent it cannot be closed.
import { FormProvider, useFormContext, type UseFormReturn } from 'react-hook-form'
import {
  RECURRENCE_FREQUENCIES,
  RECURRENCE_FREQUENCY_LABELS,
  RECURRENCE_LABELS,
  SERVER_ERROR_TOAST,
  type RecurrenceFrequency,
} from '@relais/domain'
import { Alert, Button, Dialog, Radio, RadioGroup } from '@relais/ui'
import { useControlledField } from '../../../core/forms/ControlledFields.tsx'
import { FormDateField } from '../../../core/forms/FormFields.tsx'
import * as styles from './wizard.css.ts'

export interface RecurrenceValues {
  fromDate: string
  toDate: string
  frequency: RecurrenceFrequency
}

const RECURRENCE_TITLE = 'Fréquence des visites'

export interface RecurrenceDialogProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  form: UseFormReturn<RecurrenceValues>
  /** Makes the request with this recurrence. */
  onConfirm: (recurrence: RecurrenceValues) => Promise<void>
  isSending: boolean
  /** Why the last try failed, when no field of the wizard says it. */
  error: string | null
}

export function RecurrenceDialog({
  isOpen,
  onOpenChange,
  form,
  onConfirm,
  isSending,
  error,
}: RecurrenceDialogProps) {
  return (
    <Dialog
      title={RECURRENCE_TITLE}
      isOpen={isOpen}
      onOpenChange={(open) => !isSending && onOpenChange(open)}
      isDismissable={false}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={isSending}>
            Annuler
          </Button>
          <Button
            onPress={() => void form.handleSubmit(onConfirm)()}
            isPending={isSending}
            pendingLabel="Création de la demande en cours"
          >
            Créer la demande
          </Button>
        </>
      )}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => event.preventDefault()} className={styles.fields}>
          <p className={styles.muted}>Les visites de la patiente suivront ce rythme.</p>
          {error && (
            <Alert variant="error" title={SERVER_ERROR_TOAST.title}>
              {error}
            </Alert>
          )}
          <FormDateField name="fromDate" label={RECURRENCE_LABELS.fromDate} isRequired />
          <FormDateField name="toDate" label={RECURRENCE_LABELS.toDate} isRequired />
          <FrequencyField />
        </form>
      </FormProvider>
    </Dialog>
  )
}

function FrequencyField() {
  const { control, clearErrors } = useFormContext<RecurrenceValues>()
  const { field, bound } = useControlledField({ control, name: 'frequency', clearServerError: clearErrors })
  return (
    <RadioGroup
      label={RECURRENCE_LABELS.frequency}
      {...bound}
      value={typeof field.value === 'number' ? String(field.value) : null}
      onChange={(next) => {
        field.onChange(Number(next))
        field.onBlur()
      }}
      isRequired
    >
      {RECURRENCE_FREQUENCIES.map((frequency) => (
        <Radio key={frequency} value={String(frequency)}>
          {RECURRENCE_FREQUENCY_LABELS[frequency]}
        </Radio>
      ))}
    </RadioGroup>
  )
}
