// 'Bilan de consultation': one consultation that took place, opened in this browser — when it was, who
// gave it, what the midwife wrote of it (her description) or the doctor's notes ('Histoire de la
// maladie', 'Examen clinique', 'Conclusion'), the readings taken if any, and its attachments, each
// opening in the documents' preview. The notes are the rich-text editor's HTML, which anyone of the care
// team could have written by hand: the domain reads them into blocks of plain runs, drawn here as text,
// never handed to anything that reads HTML. What was opened is not kept once the dialog closes.
import { useId, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import {
  consultationReport,
  dateInZone,
  formatDate,
  formatTime,
  latestByType,
  richTextBlocks,
  type RichTextBlock,
  type RichTextRun,
} from '@relais/domain'
import { Alert, Button, Dialog, Link, Spinner } from '@relais/ui'
import type { VaultPort } from '@relais/vault'
import {
  decryptDocuments,
  DocumentPreviewDialog,
  UNREADABLE_TITLE,
  type PatientDocument,
} from '../documents/index.ts'
import { openDescription, openObservations, type StoredReport } from './consultation-reports.ts'
import * as styles from './reports.css.ts'
import { REPORTS_TEXTS, VIEWER_TEXTS } from './texts.ts'

const PRACTITIONER_LABELS = { doctor: 'Médecin', assistant: 'Infirmier', midwife: 'Sage-femme' } as const

export interface ReportViewerDialogProps {
  vault: VaultPort
  report: StoredReport
  /** Where its dates and times are read: the browser's zone. */
  timeZone: string
  onClose: () => void
}

export function ReportViewerDialog({ vault, report, timeZone, onClose }: ReportViewerDialogProps) {
  const [previewed, setPreviewed] = useState<PatientDocument | null>(null)
  const { appointment } = report
  const at = (iso: string) => {
    const instant = Date.parse(iso)
    return { date: formatDate(dateInZone(instant, timeZone)), time: formatTime(instant, timeZone) }
  }
  return (
    <>
      <Dialog title={REPORTS_TEXTS.viewer} isOpen onOpenChange={(open) => !open && onClose()}>
        <div className={styles.viewer}>
          <p className={styles.when}>{VIEWER_TEXTS.when(at(appointment.start), at(appointment.end))}</p>
          <Part title={VIEWER_TEXTS.practitioners}>
            <dl className={styles.facts}>
              {appointment.practitioners.map((practitioner) => (
                <div key={practitioner.id} className={styles.factGroup}>
                  <dt>{PRACTITIONER_LABELS[practitioner.type]}</dt>
                  <dd className={styles.factValue}>{practitioner.name.text}</dd>
                </div>
              ))}
            </dl>
          </Part>
          <OpenedContent vault={vault} report={report} timeZone={timeZone} onPreview={setPreviewed} />
        </div>
      </Dialog>
      {previewed && (
        <DocumentPreviewDialog
          vault={vault}
          document={previewed}
          title={previewed.metadata?.title ?? UNREADABLE_TITLE}
          onClose={() => setPreviewed(null)}
        />
      )}
    </>
  )
}

/** A titled part of the report. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className={styles.part} aria-labelledby={id}>
      <h3 id={id} className={styles.partTitle}>
        {title}
      </h3>
      {children}
    </section>
  )
}

/** The report's encrypted parts, opened with the user's keys. */
function useOpenedReport(vault: VaultPort, report: StoredReport) {
  return useQuery({
    queryKey: ['consultation-report', report.appointment.id, vault.userId],
    queryFn: async () => {
      const [description, observations, attachments] = await Promise.all([
        openDescription(vault, report.appointment.description),
        openObservations(vault, report.observations),
        decryptDocuments(vault, report.attachments),
      ])
      return { description, observations, attachments }
    },
    // Medical content: not kept once nothing shows it.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  })
}

function OpenedContent({
  vault,
  report,
  timeZone,
  onPreview,
}: {
  vault: VaultPort
  report: StoredReport
  timeZone: string
  onPreview: (document: PatientDocument) => void
}) {
  const opened = useOpenedReport(vault, report)
  if (opened.isPending) return <Spinner label={VIEWER_TEXTS.loading} />
  if (opened.isError) return <Alert variant="error">{VIEWER_TEXTS.loadFailed}</Alert>
  const { description, observations, attachments } = opened.data
  const { readings, unreadable } = observations
  const content = consultationReport({ appointment: report.appointment, observations: readings, timeZone })
  const latest = latestByType(readings)
  const notes = content.notes.filter((note) => note.blocks.length > 0)
  const freeNote = richTextBlocks(latest.get('NOTE')?.observation.valueString ?? '')
  const vitalSigns = content.vitalSigns.filter((sign) => latest.has(sign.type))
  return (
    <>
      {unreadable > 0 && <Alert variant="warning">{VIEWER_TEXTS.unreadable(unreadable)}</Alert>}
      {description !== '' && (
        <Part title={VIEWER_TEXTS.description}>
          <p className={styles.text}>{description ?? VIEWER_TEXTS.descriptionSealed}</p>
        </Part>
      )}
      {notes.map((note) => (
        <Part key={note.type} title={note.title}>
          <RichText blocks={note.blocks} />
        </Part>
      ))}
      {freeNote.length > 0 && (
        <Part title={VIEWER_TEXTS.note}>
          <RichText blocks={freeNote} />
        </Part>
      )}
      {vitalSigns.length > 0 && (
        <Part title={VIEWER_TEXTS.vitalSigns}>
          <Measures measures={vitalSigns} />
        </Part>
      )}
      {content.urineAnalysis && (
        <Part title={VIEWER_TEXTS.urineAnalysis}>
          <Measures measures={content.urineAnalysis} />
        </Part>
      )}
      {content.biochemistry.map((panel) => (
        <Part key={panel.name} title={`${VIEWER_TEXTS.biochemistry} : ${panel.title}`}>
          <Measures measures={panel.measures} />
        </Part>
      ))}
      <Part title={VIEWER_TEXTS.attachments}>
        {attachments.length === 0 ? (
          <p className={styles.text}>{VIEWER_TEXTS.noAttachment}</p>
        ) : (
          <ul className={styles.attachments}>
            {attachments.map((document) => {
              const title = document.metadata?.title ?? UNREADABLE_TITLE
              return (
                <li key={document.id} className={styles.attachment}>
                  <span className={styles.factValue}>
                    {title}
                    {document.id === report.reportDocumentId && (
                      <span className={styles.muted}> · {VIEWER_TEXTS.report}</span>
                    )}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={REPORTS_TEXTS.openNamed(title)}
                    onPress={() => onPreview(document)}
                  >
                    {REPORTS_TEXTS.open}
                  </Button>
                </li>
              )
            })}
          </ul>
        )}
      </Part>
    </>
  )
}

function Measures({ measures }: { measures: readonly { label: string; value: string; unit?: string }[] }) {
  return (
    <dl className={styles.facts}>
      {measures.map((measure) => (
        <div key={measure.label} className={styles.factGroup}>
          <dt>{measure.label}</dt>
          <dd className={styles.factValue}>
            {measure.value}
            {measure.unit ? ` ${measure.unit}` : ''}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The notes' blocks as text: paragraphs, list items by depth, marks as elements, links to the web. */
function RichText({ blocks }: { blocks: readonly RichTextBlock[] }) {
  return blocks.map((block, index) =>
    block.kind === 'paragraph' ? (
      <p key={index} className={styles.paragraph}>
        <Runs runs={block.runs} />
      </p>
    ) : (
      <p
        key={index}
        className={`${styles.listItem} ${styles.depth[Math.min(block.depth, 3) as 0 | 1 | 2 | 3]}`}
      >
        <span>{block.marker}</span>
        <span>
          <Runs runs={block.runs} />
        </span>
      </p>
    ),
  )
}

function Runs({ runs }: { runs: readonly RichTextRun[] }) {
  return runs.map((run, index) => {
    let text: ReactNode = run.text
    if (run.bold) text = <strong>{text}</strong>
    if (run.italic) text = <em>{text}</em>
    if (run.underline) text = <u>{text}</u>
    if (run.strike) text = <s>{text}</s>
    if (run.href) {
      text = (
        <Link variant="inline" href={run.href} target="_blank" rel="noopener noreferrer">
          {text}
        </Link>
      )
    }
    return <span key={index}>{text}</span>
  })
}
