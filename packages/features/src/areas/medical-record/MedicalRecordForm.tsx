// The medical record's stepped form, the same for a first filling and for an edit, for the patient and
// for a practitioner holding a grant: only the steps the person's age, sex and answers make eligible,
// each checked on 'Suivant' against the domain's whole-record schema (its conditional requirements
// included), then saved by the caller. The identity comes from the account and is shown disabled
// except the address, which the patient may change here.
import { useEffect, useMemo, useRef, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import * as v from 'valibot'
import {
  MEDICAL_RECORD_STEPS,
  medicalRecordSchema,
  medicalRecordSteps,
  medicalRecordStepTitle,
  SERVER_ERROR_TOAST,
  visibleMedicalRecordFields,
  type MedicalRecordStepId,
} from '@relais/domain'
import { Alert, Wizard } from '@relais/ui'
import { localToday } from '../../core/forms/step-resolver.ts'
import { fieldPath, RecordStepFields } from './RecordStepFields.tsx'
import { IDENTITY_FIELDS } from './record-form.ts'
import * as styles from './medical-record.css.ts'

type FormValues = { record: Record<string, unknown> }

export interface MedicalRecordFormProps {
  /** The identity and the record's answers (recordFormValues). */
  initial: Record<string, unknown>
  perinatal: boolean
  /** Whether the address may change here (the patient's own record); the rest of the identity never does. */
  addressEditable: boolean
  /** The step to open on (the page's `tab`); the first when absent or not eligible. */
  initialStep?: string | null
  onStepChange?: (step: MedicalRecordStepId) => void
  /** Saves the answers; a rejection's message is shown above the steps. */
  onSubmit: (values: Record<string, unknown>) => Promise<void>
  submitLabel?: string
}

export function MedicalRecordForm({
  initial,
  perinatal,
  addressEditable,
  initialStep,
  onStepChange,
  onSubmit,
  submitLabel = 'Enregistrer',
}: MedicalRecordFormProps) {
  const today = useMemo(localToday, [])
  const schema = useMemo(
    () => v.object({ record: medicalRecordSchema({ today, perinatal }) }),
    [today, perinatal],
  )
  const validate = useMemo(() => valibotResolver(schema), [schema])
  const form = useForm<FormValues>({
    mode: 'onTouched',
    defaultValues: { record: initial },
    // The email and phone are the account's sign-in identifiers, shown here only: their formats are
    // the settings' business, and one the record's rules refused would hide every conditional question.
    resolver: (values, context, options) =>
      validate(
        { record: { ...values.record, email: undefined, phoneNumber: undefined } } as never,
        context,
        options as never,
      ) as never,
  })
  const values = (useWatch({ control: form.control, name: 'record' }) ?? {}) as Record<string, unknown>
  const gender = values.gender === 'MALE' || values.gender === 'FEMALE' ? values.gender : null
  const birthDate = typeof values.birthDate === 'string' ? values.birthDate : null
  const stepIds = medicalRecordSteps({ gender, birthDate, today, risks: values, perinatal })
  const visible = visibleMedicalRecordFields(values, { today, perinatal })
  const disabled = useMemo(
    () => new Set<string>(IDENTITY_FIELDS.filter((field) => field !== 'address' || !addressEditable)),
    [addressEditable],
  )

  const [current, setCurrent] = useState<MedicalRecordStepId>(() =>
    stepIds.includes(initialStep as MedicalRecordStepId) ? (initialStep as MedicalRecordStepId) : 'identity',
  )
  const index = Math.max(0, stepIds.indexOf(current))
  const container = useRef<HTMLFormElement>(null)
  // A link to a step (the check-up results' way to the physical activity) changes `initialStep` while
  // the steps are open: they follow it, keeping what was typed, and the keyboard goes to the step's
  // heading as after the wizard's own moves.
  const [followed, setFollowed] = useState(initialStep)
  const [jumps, setJumps] = useState(0)
  if (initialStep !== followed) {
    setFollowed(initialStep)
    const step = initialStep as MedicalRecordStepId
    if (stepIds.includes(step) && step !== current) {
      setCurrent(step)
      setJumps((n) => n + 1)
    }
  }
  useEffect(() => {
    if (jumps === 0) return
    const frame = requestAnimationFrame(() =>
      container.current?.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus(),
    )
    return () => cancelAnimationFrame(frame)
  }, [jumps])
  const [formError, setFormError] = useState<string | null>(null)

  const goTo = (next: number) => {
    const id = stepIds[next] ?? 'identity'
    setCurrent(id)
    onStepChange?.(id)
  }

  const submit = async () => {
    setFormError(null)
    // Every eligible step at once: a step left before a later answer made one of its questions required.
    const invalid = await firstInvalidStep()
    if (invalid !== null) {
      goTo(invalid)
      return
    }
    try {
      await onSubmit(form.getValues('record'))
    } catch (error) {
      setFormError(error instanceof Error && error.message ? error.message : SERVER_ERROR_TOAST.description)
    }
  }

  const stepFieldPaths = (id: MedicalRecordStepId) =>
    (MEDICAL_RECORD_STEPS.find((s) => s.id === id)?.fields ?? [])
      .filter((field) => visible.has(field) && !disabled.has(field))
      .map((field) => fieldPath(field) as `record.${string}`)

  /**
   * Checks a step's shown questions. A question refused before it was ever left counts as touched from
   * then on, so that the answer typed next clears its error at once: otherwise the message would go
   * only when the field is left, and the layout jumping under a press on 'Suivant' would swallow it.
   */
  const checkStep = async (id: MedicalRecordStepId): Promise<boolean> => {
    const paths = stepFieldPaths(id)
    if (paths.length === 0) return true
    const valid = await form.trigger(paths)
    if (!valid) for (const path of paths) form.setValue(path, form.getValues(path), { shouldTouch: true })
    return valid
  }

  const firstInvalidStep = async (): Promise<number | null> => {
    for (const [i, id] of stepIds.entries()) if (!(await checkStep(id))) return i
    return null
  }

  return (
    <FormProvider {...form}>
      <form ref={container} noValidate onSubmit={(event) => event.preventDefault()} className={styles.stack}>
        {formError && (
          <Alert variant="error" title={SERVER_ERROR_TOAST.title}>
            {formError}
          </Alert>
        )}
        <Wizard
          step={index}
          onStepChange={goTo}
          submitLabel={submitLabel}
          onSubmit={submit}
          steps={stepIds.map((id) => ({
            id,
            title: medicalRecordStepTitle(id, gender),
            content: <RecordStepFields step={id} visible={visible} disabled={disabled} />,
            validate: () => checkStep(id),
          }))}
        />
      </form>
    </FormProvider>
  )
}
