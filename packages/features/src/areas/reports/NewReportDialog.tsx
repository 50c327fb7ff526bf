// 'Nouveau bilan de consultation', for a midwife holding the patient's grant: the consultation she gave,
// from 'Début' to 'Fin' (one hour before now to now by default, dates and times in the browser's zone),
// its 'Description', and documents, optional and as many as she likes. The domain's rules are checked
// here as the API checks them; the description is encrypted in this browser for the patient's
// medical-file group; once the consultation is recorded, each document is encrypted and added to the
// patient's documents as one of its own. The API's refusal shows at its field and nothing typed is
// lost; a document that could not be sent stays, to be sent again without recording the consultation
// twice.
import { useRef, useState } from 'react'
import { useForm, type FieldValues, type Resolver } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import type * as v from 'valibot'
import { useQueryClient } from '@tanstack/react-query'
import { fromAbsolute, type ZonedDateTime } from '@internationalized/date'
import { useApi } from '@relais/api-client'
import { checkDocumentFile, newReportDefaults, newReportSchema, type NewReportValues } from '@relais/domain'
import {
  Alert,
  Button,
  DatePicker,
  Dialog,
  FileDropZone,
  ProgressBar,
  TextArea,
  toastQueue,
} from '@relais/ui'
import { GroupNotFoundError, type VaultPort } from '@relais/vault'
import { useControlledField, type Controlled } from '../../core/forms/ControlledFields.tsx'
import { documentsQueryKey, DocumentRequestError } from '../documents/index.ts'
import {
  attachFile,
  recordConsultation,
  ReportRefusedError,
  type StoredReport,
} from './consultation-reports.ts'
import * as styles from './reports.css.ts'
import { NEW_REPORT_TEXTS, REPORTS_TEXTS } from './texts.ts'

type Values = NewReportValues
type Output = v.InferOutput<ReturnType<typeof newReportSchema>>
const FIELDS = ['start', 'end', 'description'] as const
type Field = (typeof FIELDS)[number]

/** The form's field an API field error names (`body.end` → `end`); null for one it does not show. */
function formField(apiField: string): Field | null {
  const name = apiField.replace(/^body\./, '')
  return (FIELDS as readonly string[]).includes(name) ? (name as Field) : null
}

export interface NewReportDialogProps {
  vault: VaultPort
  patientId: string
  /** The browser's zone: the dates and times she types are hers. */
  timeZone: string
  onClose: () => void
  /** The consultation is recorded, or documents were added to it: the list is read again. */
  onRecorded: () => void
}

export function NewReportDialog({ vault, patientId, timeZone, onClose, onRecorded }: NewReportDialogProps) {
  return (
    <Dialog
      title={REPORTS_TEXTS.create}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      // It holds a form: a click beside it must not lose what was typed.
      isDismissable={false}
    >
      {(close) => (
        <NewReportForm
          vault={vault}
          patientId={patientId}
          timeZone={timeZone}
          onCancel={close}
          onRecorded={onRecorded}
        />
      )}
    </Dialog>
  )
}

/** A document chosen, and where its sending stands. */
interface ChosenFile {
  key: number
  file: File
  /** Why it cannot be sent (too large, empty) or was not, in French. */
  error: string | null
  state: 'waiting' | 'sending' | 'sent'
  progress: number
}

function NewReportForm({
  vault,
  patientId,
  timeZone,
  onCancel,
  onRecorded,
}: {
  vault: VaultPort
  patientId: string
  timeZone: string
  onCancel: () => void
  onRecorded: () => void
}) {
  const { client } = useApi()
  const queryClient = useQueryClient()
  // The clock is read when the form is checked, not when it opened.
  const resolver: Resolver<Values, unknown, Output> = (values, context, options) =>
    valibotResolver(newReportSchema(Date.now()))(values, context, options)
  const [defaults] = useState(() => newReportDefaults(Date.now()))
  const form = useForm<Values, unknown, Output>({ mode: 'onTouched', resolver, defaultValues: defaults })
  const [files, setFiles] = useState<ChosenFile[]>([])
  const [failure, setFailure] = useState<string | null>(null)
  const recorded = useRef<StoredReport | null>(null)
  const [isRecorded, setRecorded] = useState(false)
  const keys = useRef(0)

  const choose = (chosen: File[]) =>
    setFiles((list) => [
      ...list,
      ...chosen.map((file) => ({
        key: ++keys.current,
        file,
        error: checkDocumentFile(file, 0),
        state: 'waiting' as const,
        progress: 0,
      })),
    ])
  const change = (key: number, update: Partial<ChosenFile>) =>
    setFiles((list) => list.map((item) => (item.key === key ? { ...item, ...update } : item)))

  /** The API's refusal at the fields it names, else above the form. */
  const refused = (error: ReportRefusedError) => {
    let placed = false
    for (const { field, message } of error.fieldErrors) {
      const name = formField(field)
      if (!name) continue
      form.setError(name, { type: 'server', message })
      placed = true
    }
    // A 500 already shows the client's toast.
    if (!placed && error.status < 500) setFailure(error.message)
  }

  const record = async (values: Output): Promise<StoredReport | null> => {
    if (recorded.current) return recorded.current
    try {
      recorded.current = await recordConsultation(vault, client, {
        patientId,
        start: values.start,
        end: values.end,
        description: values.description,
      })
    } catch (error) {
      if (error instanceof ReportRefusedError) refused(error)
      else
        setFailure(
          error instanceof GroupNotFoundError ? NEW_REPORT_TEXTS.notShared : NEW_REPORT_TEXTS.saveFailed,
        )
      return null
    }
    setRecorded(true)
    onRecorded()
    return recorded.current
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    if (files.some((item) => item.state !== 'sent' && checkDocumentFile(item.file, 0))) return
    const report = await record(values)
    if (!report) return
    let allSent = true
    for (const item of files) {
      if (item.state === 'sent') continue
      change(item.key, { state: 'sending', progress: 0, error: null })
      try {
        await attachFile(vault, client, report, item.file, (progress) => change(item.key, { progress }))
        change(item.key, { state: 'sent', progress: 100 })
      } catch (error) {
        allSent = false
        const reason =
          error instanceof DocumentRequestError && error.status < 500
            ? error.message
            : NEW_REPORT_TEXTS.uploadFailed
        change(item.key, { state: 'waiting', error: reason })
      }
    }
    if (files.length > 0) {
      void queryClient.invalidateQueries({ queryKey: documentsQueryKey(patientId) })
      onRecorded()
    }
    if (!allSent) {
      setFailure(NEW_REPORT_TEXTS.filesLeft)
      return
    }
    toastQueue.add({ title: NEW_REPORT_TEXTS.saved, variant: 'success' })
    onCancel()
  })

  const sending = form.formState.isSubmitting
  const description = useControlledField({
    control: form.control,
    name: 'description',
    clearServerError: form.clearErrors,
  })
  return (
    <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className={styles.times}>
        <InstantField
          control={form.control}
          name="start"
          label={NEW_REPORT_TEXTS.start}
          timeZone={timeZone}
          isDisabled={isRecorded}
          clearServerError={form.clearErrors}
        />
        <InstantField
          control={form.control}
          name="end"
          label={NEW_REPORT_TEXTS.end}
          timeZone={timeZone}
          isDisabled={isRecorded}
          clearServerError={form.clearErrors}
        />
      </div>
      <TextArea
        label={NEW_REPORT_TEXTS.description}
        description={NEW_REPORT_TEXTS.descriptionHelp}
        isRequired
        isDisabled={isRecorded}
        {...description.bound}
        value={typeof description.field.value === 'string' ? description.field.value : ''}
        onChange={description.field.onChange}
      />
      <FileDropZone
        label={NEW_REPORT_TEXTS.files}
        hint={NEW_REPORT_TEXTS.filesHint}
        allowsMultiple
        onFiles={choose}
      />
      {files.length > 0 && (
        <ul className={styles.chosen} aria-label={NEW_REPORT_TEXTS.chosen}>
          {files.map((item) => (
            <li key={item.key} className={styles.part}>
              <div className={styles.chosenFile}>
                <span>{item.file.name}</span>
                {item.state === 'waiting' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={NEW_REPORT_TEXTS.removeNamed(item.file.name)}
                    isDisabled={sending}
                    onPress={() => setFiles((list) => list.filter((other) => other.key !== item.key))}
                  >
                    {NEW_REPORT_TEXTS.remove}
                  </Button>
                )}
              </div>
              {item.state === 'sending' && (
                <ProgressBar label={NEW_REPORT_TEXTS.sendingFile(item.file.name)} value={item.progress} />
              )}
              {item.error && (
                <Alert variant="error">{NEW_REPORT_TEXTS.fileFailed(item.file.name, item.error)}</Alert>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        <Button variant="secondary" onPress={onCancel} isDisabled={sending}>
          {NEW_REPORT_TEXTS.cancel}
        </Button>
        <Button type="submit" isPending={sending} pendingLabel={NEW_REPORT_TEXTS.saving}>
          {NEW_REPORT_TEXTS.save}
        </Button>
      </div>
    </form>
  )
}

/** A date and time of the kit bound to a form field holding an instant (epoch ms), in `timeZone`. */
function InstantField<T extends FieldValues>({
  control,
  name,
  showsInvalid,
  clearServerError,
  timeZone,
  ...props
}: Controlled<T, { label: string; isDisabled?: boolean }> & { timeZone: string }) {
  const { field, bound } = useControlledField({ control, name, showsInvalid, clearServerError })
  const value = typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : null
  return (
    <DatePicker<ZonedDateTime>
      {...props}
      {...bound}
      isRequired
      granularity="minute"
      hourCycle={24}
      shouldForceLeadingZeros
      hideTimeZone
      validationBehavior="aria"
      value={value === null ? null : fromAbsolute(value, timeZone)}
      onChange={(date) => field.onChange(date ? date.toDate().getTime() : undefined)}
    />
  )
}
