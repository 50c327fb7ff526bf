// The doctor's own notes of the consultation, in the room: 'Histoire de la maladie', 'Examen clinique'
// and 'Conclusion', each a rich text of the kit. A note is saved as an observation of its type, encrypted
// in this browser for the patient's medical-file group, a moment after the last keystroke and when the
// focus leaves it, and only when its text changed since it was last saved. Each says discreetly where it
// stands ('Enregistré à 10:42', 'Enregistrement…'); a refusal is said with 'Réessayer', and the text
// stays as typed. The notes start from the latest saved note of each type; what the room hears or reads
// again afterwards never overwrites what the doctor is typing.
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react'
import {
  DEBOUNCE_MS,
  DEFAULT_TIME_ZONE,
  formatTime,
  latestByType,
  REPORT_NOTES,
  type ReportNoteType,
} from '@relais/domain'
import { Alert, Button, Spinner } from '@relais/ui'
import { RichTextEditor } from '@relais/ui/RichTextEditor'
import type { Appointment } from '../../agenda/index.ts'
import {
  saveFailure,
  useAppointmentObservations,
  useSaveObservations,
  type AppointmentReading,
} from '../readings/observations.ts'
import * as readingsStyles from '../readings/readings.css.ts'
import * as styles from './notes.css.ts'
import { NOTES_TEXTS } from './texts.ts'

/** The doctor's three notes, in the order he writes them, each an observation type (the report's). */
const NOTES = REPORT_NOTES.map(({ type, title }) => ({ type, label: title }))

type NoteType = ReportNoteType

/** Where a note stands against what the API keeps of it. */
type NoteStatus =
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed'; message: string }

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE
}

/** The latest saved note of each type: what the editors start from. */
function latestNotes(readings: readonly AppointmentReading[]): Map<NoteType, AppointmentReading> {
  const latest = latestByType(readings)
  return new Map(
    NOTES.flatMap(({ type }) => {
      const reading = latest.get(type)
      return reading ? [[type, reading] as const] : []
    }),
  )
}

export function ConsultationNotes({ appointment }: { appointment: Appointment }) {
  const headingId = useId()
  const state = useAppointmentObservations(appointment)
  // Taken once, from the first list: a later one (a save heard back, a list read again after a cut)
  // must not reset a note being typed.
  const [start, setStart] = useState<Map<NoteType, AppointmentReading> | null>(null)
  if (start === null && state.status === 'success') setStart(latestNotes(state.readings))
  return (
    <section className={readingsStyles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={readingsStyles.title}>
        {NOTES_TEXTS.title}
      </h2>
      {state.status === 'locked' && <Alert variant="info">{NOTES_TEXTS.noVault}</Alert>}
      {start === null && state.status === 'pending' && <Spinner label={NOTES_TEXTS.loading} />}
      {start === null && state.status === 'error' && (
        <Alert variant="error" title={NOTES_TEXTS.loadFailed}>
          <Button size="sm" variant="secondary" onPress={state.retry}>
            {NOTES_TEXTS.retry}
          </Button>
        </Alert>
      )}
      {start !== null &&
        NOTES.map(({ type, label }) => (
          <Note
            key={type}
            appointment={appointment}
            type={type}
            label={label}
            saved={start.get(type) ?? null}
          />
        ))}
    </section>
  )
}

function Note({
  appointment,
  type,
  label,
  saved,
}: {
  appointment: Appointment
  type: NoteType
  label: string
  /** The latest saved note of this type when the room opened. */
  saved: AppointmentReading | null
}) {
  const { mutateAsync } = useSaveObservations(appointment)
  const [status, setStatus] = useState<NoteStatus>(
    saved ? { kind: 'saved', at: saved.createdAt } : { kind: 'unsaved' },
  )
  const initial = saved?.observation.valueString ?? ''
  /** What the editor holds. */
  const text = useRef(initial)
  /** What the API holds, and since when. */
  const kept = useRef(initial)
  const keptAt = useRef(saved?.createdAt ?? null)
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const sending = useRef(false)
  /** The text changed while a save was on its way: one more once it is back. */
  const again = useRef(false)

  const save = useCallback(
    async function saveNote(): Promise<void> {
      clearTimeout(pause.current)
      pause.current = undefined
      // One save at a time, so that the API's latest is always the latest typed.
      if (sending.current) {
        again.current = true
        return
      }
      const html = text.current
      if (html === kept.current) {
        // Typed back to what is kept: nothing to send, nor to retry.
        const at = keptAt.current
        setStatus((current) =>
          current.kind !== 'failed' ? current : at ? { kind: 'saved', at } : { kind: 'unsaved' },
        )
        return
      }
      sending.current = true
      setStatus({ kind: 'saving' })
      try {
        const [reading] = await mutateAsync([{ type, code: type, valueString: html }])
        kept.current = html
        keptAt.current = reading!.createdAt
        setStatus({ kind: 'saved', at: reading!.createdAt })
      } catch (error) {
        // The text stays in the editor: the next keystroke, the next blur or 'Réessayer' sends it.
        again.current = false
        setStatus({ kind: 'failed', message: saveFailure(error as Error, NOTES_TEXTS.saveFailed)! })
        return
      } finally {
        sending.current = false
      }
      if (again.current) {
        again.current = false
        await saveNote()
      }
    },
    [mutateAsync, type],
  )

  // Leaving the room within the pause after typing (another screen, 'Quitter la consultation') still
  // saves what was typed.
  useEffect(
    () =>
      function saveOnLeaving() {
        if (pause.current !== undefined) void save()
      },
    [save],
  )

  const typed = (html: string) => {
    text.current = html
    clearTimeout(pause.current)
    pause.current = setTimeout(function saveAfterPause() {
      void save()
    }, DEBOUNCE_MS.consultationNotes)
  }
  // Moving between the toolbar and the text is not leaving the note.
  const left = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) void save()
  }

  return (
    <div className={styles.note} onBlur={left}>
      <RichTextEditor
        label={label}
        defaultValue={initial}
        onChange={typed}
        // The note's description: read with it, and announced as it changes.
        description={
          <span role="status" className={styles.status}>
            {status.kind === 'saving' && NOTES_TEXTS.saving}
            {status.kind === 'saved' &&
              NOTES_TEXTS.savedAt(formatTime(Date.parse(status.at), browserTimeZone()))}
          </span>
        }
      />
      {status.kind === 'failed' && (
        <Alert variant="error" title={status.message}>
          <Button size="sm" variant="secondary" onPress={() => void save()}>
            {NOTES_TEXTS.retry}
          </Button>
        </Alert>
      )}
    </div>
  )
}
