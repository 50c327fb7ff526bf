// The consultation report, for its doctor to review and validate once the call is over
// (/app/appointment/report/{id}): the report drawn as a PDF in this browser from the consultation's
// observations, opened with his keys, and shown as it will be kept. 'Valider' encrypts it here for the
// patient's medical-file group, adds it to her documents as one of the consultation's, then ends the
// consultation with it and leads to her record. A refusal is said and the report stays, to be sent
// again; a report already added is not added twice. Anyone but the doctor of the appointment finds no
// page here, as the API finds him no appointment; a consultation already over or cancelled says so.
import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import { asApiError, useApi } from '@relais/api-client'
import {
  consultationReport,
  DEFAULT_TIME_ZONE,
  defaultDocumentTitle,
  NOT_FOUND,
  type ConsultationReport,
} from '@relais/domain'
import { Alert, Button, Link, PageHeader, Spinner, toastQueue } from '@relais/ui'
import { GroupNotFoundError } from '@relais/vault'
import { useSignedInUser } from '../../../core/session/signed-in.tsx'
import { useOptionalVault } from '../../../core/vault/vault-context.tsx'
import type { Appointment } from '../../agenda/index.ts'
import { DocumentRequestError, uploadPatientDocument } from '../../documents/index.ts'
import { AppointmentLoader } from '../AppointmentLoader.tsx'
import { useAppointmentObservations } from '../readings/observations.ts'
import * as texts from '../texts.ts'
import * as styles from './report.css.ts'
import { renderReport } from './ReportDocument.tsx'
import { REPORT_PAGE_TEXTS } from './texts.ts'

export function ReportReviewPage() {
  return (
    <AppointmentLoader>
      {(appointment) => <ReportReview key={appointment.id} appointment={appointment} />}
    </AppointmentLoader>
  )
}

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE
}

function isDoctorOf(appointment: Appointment, userId: string): boolean {
  return appointment.practitioners.some((p) => p.id === userId && p.type === 'doctor')
}

function ReportReview({ appointment }: { appointment: Appointment }) {
  const me = useSignedInUser()
  if (!isDoctorOf(appointment, me.id)) {
    // The appointment's others see what anyone sees of an appointment that is not theirs.
    return (
      <>
        <PageHeader title={NOT_FOUND.title} description={texts.NOT_FOUND_DESCRIPTION} />
        <div>
          <Link variant="standalone" href="/app/agenda">
            {texts.BACK_TO_AGENDA}
          </Link>
        </div>
      </>
    )
  }
  if (appointment.status !== 'BOOKED') {
    return (
      <div className={styles.page}>
        <PageHeader title={REPORT_PAGE_TEXTS.title} description={appointment.patient.name.text} />
        <Alert variant="info">{REPORT_PAGE_TEXTS.closed}</Alert>
      </div>
    )
  }
  return <Review appointment={appointment} />
}

/** The patient's birth date once her file has answered: null when it has none or may not be read. */
function usePatientBirthDate(patientId: string): string | null | undefined {
  const { $api } = useApi()
  const file = $api.useQuery(
    'get',
    '/patient/{patientId}',
    { params: { path: { patientId } } },
    // The report does without it: no second try.
    { retry: false },
  )
  if (file.isPending) return undefined
  return file.data?.patient.birthDate ?? null
}

type Preview =
  | { status: 'rendering' }
  | { status: 'ready'; blob: Blob; url: string }
  | { status: 'failed'; retry: () => void }

interface Rendered {
  report: ConsultationReport
  attempt: number
  result: { blob: Blob; url: string } | null
}

/**
 * The report's PDF and its address in this page, drawn again whenever the report changes (a reading
 * arriving late); the address is released with the PDF it shows.
 */
function useReportPreview(report: ConsultationReport | null): Preview {
  const [attempt, setAttempt] = useState(0)
  const [rendered, setRendered] = useState<Rendered | null>(null)
  useEffect(() => {
    if (!report) return
    let current = true
    let url: string | null = null
    renderReport(report).then(
      function showReport(blob) {
        if (!current) return
        url = URL.createObjectURL(blob)
        setRendered({ report, attempt, result: { blob, url } })
      },
      function reportNotDrawn() {
        // Said on the page; nothing in the console, where it would pass for a fault of the page.
        if (current) setRendered({ report, attempt, result: null })
      },
    )
    return function releasePreview() {
      current = false
      if (url) URL.revokeObjectURL(url)
    }
  }, [report, attempt])
  if (!rendered || rendered.report !== report || rendered.attempt !== attempt) return { status: 'rendering' }
  if (!rendered.result) return { status: 'failed', retry: () => setAttempt((n) => n + 1) }
  return { status: 'ready', ...rendered.result }
}

/** A refusal to end the consultation, or a session that cannot encrypt: its French sentence. */
class ReportNotSent extends Error {
  override name = 'ReportNotSent'
}

function sendFailure(error: Error): string {
  if (error instanceof GroupNotFoundError) return REPORT_PAGE_TEXTS.notShared
  // The API's own sentence for what it refused; a server failure has the client's toast already.
  if (error instanceof DocumentRequestError) {
    return error.status < 500 ? error.message : REPORT_PAGE_TEXTS.sendFailed
  }
  if (error instanceof ReportNotSent) return error.message
  return REPORT_PAGE_TEXTS.sendFailed
}

/**
 * 'Valider': the PDF shown is added to the patient's documents, encrypted for her medical-file group,
 * then named as the consultation's report, which ends it. The document added is remembered with the
 * PDF it holds: a second try after a refused end sends the same one again instead of adding another,
 * unless the report changed in between.
 */
function useValidateReport(appointment: Appointment) {
  const vault = useOptionalVault()
  const { client } = useApi()
  const navigate = useNavigate()
  const added = useRef<{ blob: Blob; documentId: string } | null>(null)
  const patientId = appointment.patient.id
  return useMutation<void, Error, { blob: Blob; report: ConsultationReport }>({
    mutationFn: async function sendReport({ blob, report }) {
      if (!vault) throw new ReportNotSent(REPORT_PAGE_TEXTS.noVault)
      let documentId = added.current?.blob === blob ? added.current.documentId : null
      if (documentId === null) {
        const stored = await uploadPatientDocument(vault, client, {
          patientId,
          file: new File([blob], report.fileName, { type: 'application/pdf' }),
          title: defaultDocumentTitle(report.fileName),
          type: 'diagnosticReport',
          appointmentId: appointment.id,
        })
        added.current = { blob, documentId: stored.id }
        documentId = stored.id
      }
      const { error, response } = await client.POST('/appointment/{appointmentId}/end', {
        params: { path: { appointmentId: appointment.id } },
        body: { reportDocumentId: documentId },
      })
      if (!response.ok) {
        const message = response.status < 500 ? asApiError(error)?.message : undefined
        throw new ReportNotSent(message ?? REPORT_PAGE_TEXTS.sendFailed)
      }
    },
    onSuccess: function reportSent() {
      toastQueue.add({ title: REPORT_PAGE_TEXTS.sent, variant: 'success' })
      void navigate(`/app/patients/${patientId}`)
    },
  })
}

function Review({ appointment }: { appointment: Appointment }) {
  const navigate = useNavigate()
  const observations = useAppointmentObservations(appointment)
  const birthDate = usePatientBirthDate(appointment.patient.id)
  const { status: readingsStatus, readings } = observations
  const report = useMemo(
    () =>
      readingsStatus === 'success' && birthDate !== undefined
        ? consultationReport({ appointment, observations: readings, birthDate, timeZone: browserTimeZone() })
        : null,
    [appointment, readingsStatus, readings, birthDate],
  )
  const preview = useReportPreview(report)
  const validation = useValidateReport(appointment)
  const sending = validation.isPending

  const validate = () => {
    if (report && preview.status === 'ready') validation.mutate({ blob: preview.blob, report })
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title={REPORT_PAGE_TEXTS.title}
        description={report?.consultation ?? appointment.patient.name.text}
        actions={
          <>
            <Button
              variant="secondary"
              isDisabled={sending}
              onPress={() => void navigate(`/app/appointment/${appointment.id}`)}
            >
              {REPORT_PAGE_TEXTS.back}
            </Button>
            <Button
              variant="primary"
              isDisabled={preview.status !== 'ready'}
              isPending={sending}
              pendingLabel={REPORT_PAGE_TEXTS.sending}
              onPress={validate}
            >
              {REPORT_PAGE_TEXTS.validate}
            </Button>
          </>
        }
      />
      {sending && (
        <p role="status" className={styles.status}>
          {REPORT_PAGE_TEXTS.sending}
        </p>
      )}
      {validation.error && <Alert variant="error" title={sendFailure(validation.error)} />}
      {observations.unreadable > 0 && (
        <Alert variant="warning">{REPORT_PAGE_TEXTS.unreadable(observations.unreadable)}</Alert>
      )}
      {observations.status === 'locked' && <Alert variant="info">{REPORT_PAGE_TEXTS.noVault}</Alert>}
      {observations.status === 'error' && (
        <Alert variant="error" title={observations.error ?? REPORT_PAGE_TEXTS.readingsFailed}>
          <Button size="sm" variant="secondary" onPress={observations.retry}>
            {REPORT_PAGE_TEXTS.retry}
          </Button>
        </Alert>
      )}
      {observations.status === 'pending' && <Spinner label={REPORT_PAGE_TEXTS.loadingReadings} />}
      {observations.status === 'success' && preview.status === 'rendering' && (
        <Spinner label={REPORT_PAGE_TEXTS.rendering} />
      )}
      {preview.status === 'failed' && (
        <Alert variant="error" title={REPORT_PAGE_TEXTS.renderFailed}>
          <Button size="sm" variant="secondary" onPress={preview.retry}>
            {REPORT_PAGE_TEXTS.retry}
          </Button>
        </Alert>
      )}
      {preview.status === 'ready' && (
        <iframe className={styles.frame} title={REPORT_PAGE_TEXTS.preview} src={preview.url} />
      )}
    </div>
  )
}
