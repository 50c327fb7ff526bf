// /app/admin/patient-check-result, the administrators' 'Résultats checkup santé' (mobility): a NIR
// looked up at the check-up stations' platform — which patient of the application holds it, and the
// check-ups waiting under it (when, where, how many measures), never a value: the values go to the
// patient's encrypted record, read by her and the practitioners she opened it to. The NIR is checked
// at the field by the domain's rule before anything is asked; the API's own refusal lands there too, and
// a platform that does not answer leaves the number as typed. The guard keeps non-admins out, as for
// every /app/admin path, impersonating sessions included (the API says they are no administrators).
import { useEffect, useId, useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import * as v from 'valibot'
import { asApiError, useApi, type components } from '@relais/api-client'
import {
  CHECKUP_TEXTS,
  dateInZone,
  DEFAULT_TIME_ZONE,
  formatDate,
  formatNir,
  formatTime,
  nirError,
  nirErrorMessage,
  normalizeNir,
  SERVER_ERROR_TOAST,
} from '@relais/domain'
import { Alert, Button, Card, masks, PageHeader, Table, type TableColumn } from '@relais/ui'
import { FormMaskedField } from '../../core/forms/FormFields.tsx'
import * as styles from './checkups.css.ts'

type NirCheckups = components['schemas']['NirCheckups']
type CheckupSummary = components['schemas']['CheckupSummary']

const NIR_FIELD = 'lookup.nir'

const schema = v.object({
  lookup: v.object({
    nir: v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return
        const error = nirError(dataset.value)
        if (error) addIssue({ message: nirErrorMessage(error) })
      }),
    ),
  }),
})
type Values = v.InferInput<typeof schema>

/** The check-up's date and time in French, in the zone the product shows its dates in. */
function performedAt(iso: string): string {
  const instant = Date.parse(iso)
  return CHECKUP_TEXTS.performedAt(
    formatDate(dateInZone(instant, DEFAULT_TIME_ZONE)),
    formatTime(instant, DEFAULT_TIME_ZONE),
  )
}

const COLUMNS: TableColumn<CheckupSummary>[] = [
  {
    id: 'performedAt',
    label: CHECKUP_TEXTS.columns.performedAt,
    isRowHeader: true,
    render: (checkup: CheckupSummary) => (
      <time dateTime={checkup.performedAt}>{performedAt(checkup.performedAt)}</time>
    ),
  },
  { id: 'station', label: CHECKUP_TEXTS.columns.station },
  {
    id: 'measurementCount',
    label: CHECKUP_TEXTS.columns.measurementCount,
    render: (checkup: CheckupSummary) => CHECKUP_TEXTS.measurementCount(checkup.measurementCount),
  },
]

export function CheckupResultsPage() {
  const { client } = useApi()
  const [answer, setAnswer] = useState<{ nir: string; result: NirCheckups } | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const field = useRef<HTMLDivElement>(null)
  const form = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { lookup: { nir: '' } },
  })
  // A refused number sends the keyboard back to the field, whose error is read with it (the kit's masked
  // field takes no ref: its input is found in its wrapper).
  const focusField = () => field.current?.querySelector('input')?.focus()

  const search = form.handleSubmit(async ({ lookup }) => {
    setFailure(null)
    const nir = normalizeNir(lookup.nir)
    try {
      const { data, error, response } = await client.GET('/patient-checkup/nir/{nir}', {
        params: { path: { nir } },
      })
      if (data) {
        setAnswer({ nir, result: data })
        return
      }
      setAnswer(null)
      const refusal = response.status === 400 ? asApiError(error)?.fieldErrors?.[0]?.message : undefined
      if (refusal) {
        form.setError(NIR_FIELD, { type: 'server', message: refusal })
        focusField()
        return
      }
      setFailure(response.status === 503 ? CHECKUP_TEXTS.unavailable : SERVER_ERROR_TOAST.title)
    } catch {
      // The API could not be reached at all.
      setAnswer(null)
      setFailure(SERVER_ERROR_TOAST.title)
    }
  }, focusField)

  return (
    <div className={styles.page}>
      <PageHeader title={CHECKUP_TEXTS.tile} />
      <Card>
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void search(event)} className={styles.form}>
            <div ref={field} className={styles.field}>
              <FormMaskedField name={NIR_FIELD} label={CHECKUP_TEXTS.nirLabel} mask={masks.nir} isRequired />
            </div>
            <Button
              type="submit"
              isPending={form.formState.isSubmitting}
              pendingLabel={CHECKUP_TEXTS.searching}
            >
              {CHECKUP_TEXTS.search}
            </Button>
          </form>
        </FormProvider>
      </Card>
      {failure && <Alert variant="error">{failure}</Alert>}
      {answer && <Answer nir={answer.nir} result={answer.result} />}
    </div>
  )
}

function Answer({ nir, result }: { nir: string; result: NirCheckups }) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  // Each answer is read from its heading: the keyboard goes on from there to the table. After the
  // paint, as the wizard's steps do: a focus moved while React commits re-enters its work.
  useEffect(() => {
    const frame = requestAnimationFrame(() => heading.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [result])
  const { patient, checkups } = result
  return (
    <Card>
      <section aria-labelledby={headingId} className={styles.results}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
          {CHECKUP_TEXTS.resultsFor(formatNir(nir))}
        </h2>
        <dl className={styles.facts}>
          <div className={styles.factRow}>
            <dt className={styles.factLabel}>{CHECKUP_TEXTS.patient}</dt>
            <dd className={styles.factValue}>
              {patient ? `${patient.firstName} ${patient.lastName}` : CHECKUP_TEXTS.noPatient}
            </dd>
          </div>
        </dl>
        <h3 className={styles.subheading}>{CHECKUP_TEXTS.waiting}</h3>
        {checkups.length === 0 ? (
          <p className={styles.text}>{CHECKUP_TEXTS.noCheckup}</p>
        ) : (
          <Table aria-label={CHECKUP_TEXTS.waiting} columns={COLUMNS} rows={checkups} />
        )}
        <p className={styles.muted}>{CHECKUP_TEXTS.valuesPrivate}</p>
      </section>
    </Card>
  )
}
