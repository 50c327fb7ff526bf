// A patient's consultation reports ('Bilans de consultation'), on her page — her own, or a granted
// reader's: one row per consultation that took place, the latest first, 'Consultation du {date} -
// {end time}' with its notes (counted among its observations, opened in this browser) and its
// attachments, in a list of the spec's height that scrolls beyond it. 'Ouvrir' shows the report
// ('Bilan de consultation'); a midwife holding the patient's grant records a consultation she gave
// ('Nouveau bilan de consultation'). Both dialogs load when opened, not with the page. While the list
// loads, the card keeps the room of its empty state.
import { lazy, Suspense, useState } from 'react'
import { attachmentsLabel, DEFAULT_TIME_ZONE, notesLabel, reportRowTitle } from '@relais/domain'
import { Alert, Button, Card, EmptyState } from '@relais/ui'
import { PendingRoom } from '../../core/layout/PendingRoom.tsx'
import { useSignedInUser } from '../../core/session/signed-in.tsx'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import type { StoredReport } from './consultation-reports.ts'
import * as styles from './reports.css.ts'
import { REPORTS_TEXTS } from './texts.ts'
import { useConsultationReports, useRefreshReports, type ReportRow } from './useConsultationReports.ts'

const ReportViewerDialog = lazy(async function loadReportViewer() {
  return { default: (await import('./ReportViewerDialog.tsx')).ReportViewerDialog }
})
const NewReportDialog = lazy(async function loadNewReport() {
  return { default: (await import('./NewReportDialog.tsx')).NewReportDialog }
})

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE
}

export function PatientReports({ patientId }: { patientId: string }) {
  const me = useSignedInUser()
  const vault = useOptionalVault()
  const reports = useConsultationReports(patientId, vault)
  const refresh = useRefreshReports(patientId)
  const [timeZone] = useState(browserTimeZone)
  const [opened, setOpened] = useState<StoredReport | null>(null)
  const [creating, setCreating] = useState(false)
  // Only the holder of her grant reads the list: a midwife who does may record one.
  const mayRecord = me.userType === 'midwife' && me.id !== patientId

  return (
    <Card title={REPORTS_TEXTS.title} headingLevel={2}>
      <div className={styles.section}>
        {!vault ? (
          <Alert variant="info">{REPORTS_TEXTS.noVault}</Alert>
        ) : reports.isPending ? (
          <PendingRoom label={REPORTS_TEXTS.loading}>
            {mayRecord && <CreateButton />}
            <EmptyState title={REPORTS_TEXTS.empty} headingLevel={3} />
          </PendingRoom>
        ) : reports.isError ? (
          <Alert variant="error" title={REPORTS_TEXTS.loadFailed}>
            <Button size="sm" variant="secondary" onPress={() => void reports.refetch()}>
              {REPORTS_TEXTS.retry}
            </Button>
          </Alert>
        ) : (
          <>
            {mayRecord && <CreateButton onPress={() => setCreating(true)} />}
            {reports.data.length === 0 ? (
              <EmptyState title={REPORTS_TEXTS.empty} headingLevel={3} />
            ) : (
              <ul className={styles.list} aria-label={REPORTS_TEXTS.list}>
                {reports.data.map((row) => (
                  <ReportListItem
                    key={row.report.appointment.id}
                    row={row}
                    timeZone={timeZone}
                    onOpen={() => setOpened(row.report)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {vault && opened && (
        <Suspense fallback={null}>
          <ReportViewerDialog
            vault={vault}
            report={opened}
            timeZone={timeZone}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      )}
      {vault && creating && (
        <Suspense fallback={null}>
          <NewReportDialog
            vault={vault}
            patientId={patientId}
            timeZone={timeZone}
            onClose={() => setCreating(false)}
            onRecorded={() => void refresh()}
          />
        </Suspense>
      )}
    </Card>
  )
}

function CreateButton({ onPress }: { onPress?: () => void }) {
  return (
    <div className={styles.toolbar}>
      <Button onPress={onPress}>{REPORTS_TEXTS.create}</Button>
    </div>
  )
}

function ReportListItem({ row, timeZone, onOpen }: { row: ReportRow; timeZone: string; onOpen: () => void }) {
  const title = reportRowTitle({ end: Date.parse(row.report.appointment.end) }, timeZone)
  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <span className={styles.rowTitle}>{title}</span>
        <span className={styles.muted}>
          {notesLabel(row.notes)} · {attachmentsLabel(row.attachments)}
        </span>
      </div>
      <Button size="sm" variant="secondary" aria-label={REPORTS_TEXTS.openNamed(title)} onPress={onOpen}>
        {REPORTS_TEXTS.open}
      </Button>
    </li>
  )
}
