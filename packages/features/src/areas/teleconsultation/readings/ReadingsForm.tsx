// The nurse's (or the midwife's) entry of readings during the consultation, in three tabs: 'Constantes'
// (any of the vital signs, each with its unit; blood pressure needs both numbers), 'Analyse d'urine'
// (each item of the strip, 'Non mesuré' until chosen) and 'Biochimie' (a panel, then each of its
// analytes). Each tab saves on its own: its readings are encrypted here and sent, its fields cleared and
// 'Relevés enregistrés' said once they are saved; a refusal is said above the button and what was typed
// stays. The three forms live above the tabs, so that moving between tabs loses nothing either.
import { useId, type ReactNode } from 'react'
import {
  useController,
  useForm,
  useWatch,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import {
  biochemistryFormSchema,
  DBA_ANALYTES,
  DBA_PANELS,
  DBA_UNIT_DECIMALS,
  dbaPanel,
  NOT_MEASURED,
  URINE_ITEMS,
  urineAnalysisFormSchema,
  VITAL_SIGNS,
  vitalSignsFormSchema,
  type BiochemistryFormValues,
  type ConsultationObservation,
  type UrineAnalysisFormValues,
  type UrineItem,
  type VitalSignsFormValues,
} from '@relais/domain'
import { Alert, Button, NumberField, Select, Tabs, toastQueue } from '@relais/ui'
import { useOptionalVault } from '../../../core/vault/vault-context.tsx'
import type { Appointment } from '../../agenda/index.ts'
import { DeviceReadings } from './DeviceReadings.tsx'
import { saveFailure, useSaveObservations } from './observations.ts'
import * as styles from './readings.css.ts'
import { READINGS_TEXTS } from './texts.ts'

type Form<T extends FieldValues> = UseFormReturn<T, unknown, ConsultationObservation[]>
type FormControl<T extends FieldValues> = Control<T, unknown, ConsultationObservation[]>

const PANEL_OPTIONS = DBA_PANELS.map((panel) => ({ id: panel.name, label: panel.label }))

export function ReadingsForm({ appointment }: { appointment: Appointment }) {
  const headingId = useId()
  const vault = useOptionalVault()
  const vitalSigns = useForm<VitalSignsFormValues, unknown, ConsultationObservation[]>({
    mode: 'onTouched',
    // Every field's error at once (the pressure's checks too, whatever the other fields hold).
    criteriaMode: 'all',
    resolver: valibotResolver(vitalSignsFormSchema),
    defaultValues: { measures: {} },
  })
  const urineAnalysis = useForm<UrineAnalysisFormValues, unknown, ConsultationObservation[]>({
    mode: 'onTouched',
    criteriaMode: 'all',
    resolver: valibotResolver(urineAnalysisFormSchema),
    defaultValues: { items: {} },
  })
  const biochemistry = useForm<BiochemistryFormValues, unknown, ConsultationObservation[]>({
    mode: 'onTouched',
    criteriaMode: 'all',
    resolver: valibotResolver(biochemistryFormSchema),
    defaultValues: { values: {} },
  })
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {READINGS_TEXTS.formTitle}
      </h2>
      {vault ? (
        <Tabs
          aria-label={READINGS_TEXTS.formTabs}
          items={[
            {
              id: 'vital-signs',
              label: READINGS_TEXTS.vitalSigns,
              content: <VitalSignsTab form={vitalSigns} appointment={appointment} />,
            },
            {
              id: 'urine-analysis',
              label: READINGS_TEXTS.urineAnalysis,
              content: <UrineAnalysisTab form={urineAnalysis} appointment={appointment} />,
            },
            {
              id: 'biochemistry',
              label: READINGS_TEXTS.biochemistry,
              content: <BiochemistryTab form={biochemistry} appointment={appointment} />,
            },
          ]}
        />
      ) : (
        <Alert variant="info">{READINGS_TEXTS.noVault}</Alert>
      )}
    </section>
  )
}

/** A tab's form: saves what its schema gives, then clears it; a refusal stays above its button. */
function ReadingsTabForm<T extends FieldValues>({
  form,
  appointment,
  submitLabel,
  formError,
  children,
}: {
  form: Form<T>
  appointment: Appointment
  submitLabel: string
  /** What the form as a whole lacks ('Renseignez au moins…'). */
  formError?: string
  children: ReactNode
}) {
  const save = useSaveObservations(appointment)
  const submit = form.handleSubmit(async function saveReadings(observations) {
    try {
      await save.mutateAsync(observations)
    } catch {
      // Said above the button (save.error); what was typed stays.
      return
    }
    form.reset()
    toastQueue.add({ title: READINGS_TEXTS.saved, variant: 'success' })
  })
  const failure = saveFailure(save.error)
  return (
    <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
      {children}
      {formError && <Alert variant="error">{formError}</Alert>}
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" isPending={save.isPending} pendingLabel={READINGS_TEXTS.saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}

/** A number of the form, with its unit in its label; cleared, it is no value at all. */
function MeasureField<T extends FieldValues>({
  control,
  name,
  label,
  decimals,
}: {
  control: FormControl<T>
  name: FieldPath<T>
  label: string
  decimals: number
}) {
  const { field, fieldState } = useController({ control, name })
  return (
    <NumberField
      label={label}
      name={field.name}
      value={typeof field.value === 'number' ? field.value : Number.NaN}
      onChange={(next) => field.onChange(Number.isNaN(next) ? undefined : next)}
      onBlur={field.onBlur}
      formatOptions={{ maximumFractionDigits: decimals }}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  )
}

function VitalSignsTab({
  form,
  appointment,
}: {
  form: Form<VitalSignsFormValues>
  appointment: Appointment
}) {
  return (
    <ReadingsTabForm
      form={form}
      appointment={appointment}
      submitLabel={READINGS_TEXTS.saveVitalSigns}
      formError={form.formState.errors.measures?.message}
    >
      <DeviceReadings setValue={form.setValue} />
      <div className={styles.fields}>
        {VITAL_SIGNS.flatMap((sign) =>
          sign.parts.map((part) => (
            <MeasureField
              key={part.field}
              control={form.control}
              name={`measures.${part.field}`}
              label={`${part.label} (${sign.unit})`}
              decimals={sign.decimals}
            />
          )),
        )}
      </div>
    </ReadingsTabForm>
  )
}

function UrineItemField({
  control,
  item,
}: {
  control: FormControl<UrineAnalysisFormValues>
  item: UrineItem
}) {
  const { field, fieldState } = useController({ control, name: `items.${item.key}` })
  return (
    <Select
      label={item.label}
      options={[
        { id: NOT_MEASURED, label: READINGS_TEXTS.notMeasured },
        ...item.options.map((option) => ({ id: option.value, label: option.label })),
      ]}
      selectedKey={field.value ?? NOT_MEASURED}
      onSelectionChange={(key) => {
        field.onChange(key === null || key === NOT_MEASURED ? undefined : String(key))
        field.onBlur()
      }}
      onBlur={field.onBlur}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  )
}

function UrineAnalysisTab({
  form,
  appointment,
}: {
  form: Form<UrineAnalysisFormValues>
  appointment: Appointment
}) {
  return (
    <ReadingsTabForm
      form={form}
      appointment={appointment}
      submitLabel={READINGS_TEXTS.saveUrineAnalysis}
      formError={form.formState.errors.items?.message}
    >
      <div className={styles.fields}>
        {URINE_ITEMS.map((item) => (
          <UrineItemField key={item.key} control={form.control} item={item} />
        ))}
      </div>
    </ReadingsTabForm>
  )
}

function PanelField({ control }: { control: FormControl<BiochemistryFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'panel' })
  return (
    <Select
      label={READINGS_TEXTS.panel}
      isRequired
      options={PANEL_OPTIONS}
      selectedKey={field.value ?? null}
      onSelectionChange={(key) => {
        field.onChange(key ?? undefined)
        field.onBlur()
      }}
      onBlur={field.onBlur}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  )
}

function BiochemistryTab({
  form,
  appointment,
}: {
  form: Form<BiochemistryFormValues>
  appointment: Appointment
}) {
  const panel = useWatch({ control: form.control, name: 'panel' })
  return (
    <ReadingsTabForm form={form} appointment={appointment} submitLabel={READINGS_TEXTS.saveBiochemistry}>
      <PanelField control={form.control} />
      {panel && (
        <div className={styles.fields}>
          {dbaPanel(panel).analytes.map((code) => {
            const { label, unit } = DBA_ANALYTES[code]
            return (
              <MeasureField
                key={code}
                control={form.control}
                name={`values.${code}`}
                label={`${label} (${unit})`}
                decimals={DBA_UNIT_DECIMALS[unit]}
              />
            )
          })}
        </div>
      )}
    </ReadingsTabForm>
  )
}
