// Everyone's view of the consultation's readings, live: the latest value of each vital sign ('-' or
// '- / -' until one is taken), the latest urine analysis (its measured items only) and the latest
// result of each biochemistry panel, each with the time it was taken. A reading recorded by someone
// else appears without a reload and is announced politely to screen readers; one whose envelope does
// not open is counted, never shown.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import {
  DBA_ANALYTES,
  DBA_PANELS,
  dbaPanel,
  DEFAULT_TIME_ZONE,
  decodeBiochemistry,
  decodeUrineAnalysis,
  decodeVitalSign,
  formatAnalyte,
  formatTime,
  formatVitalSign,
  isPanelName,
  isVitalSignType,
  latestByPanel,
  latestByType,
  urineAnalysisLines,
  VITAL_SIGNS,
  vitalSign,
  type ConsultationObservation,
} from '@relais/domain'
import { Alert, Button, Spinner } from '@relais/ui'
import { visuallyHidden } from '@relais/ui/themes'
import type { Appointment } from '../../agenda/index.ts'
import { useAppointmentObservations, type AppointmentReading } from './observations.ts'
import * as styles from './readings.css.ts'
import { READINGS_TEXTS } from './texts.ts'

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE
}

/**
 * What a reading is called when it is announced; null for an observation the panel does not show (the
 * doctor's notes, saved as he types, are his own and never announced).
 */
function readingName({ type, code }: ConsultationObservation): string | null {
  if (isVitalSignType(type)) return vitalSign(type).label
  if (type === 'URINE_ANALYSIS') return READINGS_TEXTS.urineAnalysis
  if (type === 'DBA' && isPanelName(code)) return dbaPanel(code).label
  return null
}

/**
 * The sentence announcing readings that arrived after the first list: the ones there when the panel
 * opened are read with the page, not announced.
 */
function useArrivals(readings: AppointmentReading[], ready: boolean): string {
  const seen = useRef<Set<string> | null>(null)
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    if (!ready) return
    if (seen.current === null) {
      seen.current = new Set(readings.map((reading) => reading.id))
      return
    }
    const known = seen.current
    const arrived = readings.filter((reading) => !known.has(reading.id))
    if (arrived.length === 0) return
    for (const reading of arrived) known.add(reading.id)
    const names = [
      ...new Set(arrived.map((reading) => readingName(reading.observation)).filter((name) => name !== null)),
    ]
    if (names.length > 0) setAnnouncement(READINGS_TEXTS.announced(names))
  }, [readings, ready])
  return announcement
}

export function ReadingsPanel({ appointment }: { appointment: Appointment }) {
  const headingId = useId()
  const state = useAppointmentObservations(appointment)
  const announcement = useArrivals(state.readings, state.status === 'success')
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {READINGS_TEXTS.panelTitle}
      </h2>
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
      {state.status === 'locked' && <Alert variant="info">{READINGS_TEXTS.noVault}</Alert>}
      {state.status === 'pending' && <Spinner label={READINGS_TEXTS.loading} />}
      {state.status === 'error' && (
        <Alert variant="error" title={state.error ?? READINGS_TEXTS.loadFailed}>
          <Button size="sm" variant="secondary" onPress={state.retry}>
            {READINGS_TEXTS.retry}
          </Button>
        </Alert>
      )}
      {state.status === 'success' && <Readings readings={state.readings} unreadable={state.unreadable} />}
    </section>
  )
}

function TakenAt({ createdAt, timeZone }: { createdAt: string; timeZone: string }) {
  return (
    <time className={styles.time} dateTime={createdAt}>
      {READINGS_TEXTS.takenAt(formatTime(Date.parse(createdAt), timeZone))}
    </time>
  )
}

function Readings({ readings, unreadable }: { readings: AppointmentReading[]; unreadable: number }) {
  const timeZone = browserTimeZone()
  // The doctor's notes are observations of the consultation too, but not readings.
  const shown = readings.filter((reading) => readingName(reading.observation) !== null)
  if (shown.length === 0 && unreadable === 0) {
    return <p className={styles.note}>{READINGS_TEXTS.empty}</p>
  }
  const latest = latestByType(shown)
  const urine = latest.get('URINE_ANALYSIS')
  const urineAnalysis = urine ? decodeUrineAnalysis(urine.observation.valueString) : null
  const panels = latestByPanel(shown)
  return (
    <>
      <ReadingGroup title={READINGS_TEXTS.vitalSigns}>
        {VITAL_SIGNS.map((sign) => {
          const reading = latest.get(sign.type)
          const taken =
            reading && decodeVitalSign(sign.type, reading.observation.valueString) ? reading : null
          return (
            <div key={sign.type} className={styles.measure}>
              <dt className={styles.label}>{sign.label}</dt>
              <dd className={styles.value}>
                {formatVitalSign(sign.type, taken?.observation.valueString)}
                {/* A space, not a margin: screen readers say « 72 bpm », not « 72bpm ». */}
                {taken && (
                  <>
                    {' '}
                    <span className={styles.unit}>{sign.unit}</span>
                  </>
                )}
              </dd>
              {taken && (
                <dd>
                  <TakenAt createdAt={taken.createdAt} timeZone={timeZone} />
                </dd>
              )}
            </div>
          )
        })}
      </ReadingGroup>
      {urine && urineAnalysis && (
        <ReadingGroup title={READINGS_TEXTS.urineAnalysis} createdAt={urine.createdAt} timeZone={timeZone}>
          {urineAnalysisLines(urineAnalysis).map((line) => (
            <Measure key={line.key} label={line.label} value={line.value} />
          ))}
        </ReadingGroup>
      )}
      {DBA_PANELS.map((panel) => {
        const reading = panels.get(panel.name)
        const results = reading
          ? decodeBiochemistry(reading.observation.code, reading.observation.valueString)
          : null
        if (!reading || !results) return null
        return (
          <ReadingGroup
            key={panel.name}
            title={panel.label}
            createdAt={reading.createdAt}
            timeZone={timeZone}
          >
            {panel.analytes.map((code) => (
              <Measure
                key={code}
                label={DBA_ANALYTES[code].label}
                value={formatAnalyte(code, results.values[code]!)}
                unit={DBA_ANALYTES[code].unit}
              />
            ))}
          </ReadingGroup>
        )
      })}
      {unreadable > 0 && <p className={styles.note}>{READINGS_TEXTS.unreadable(unreadable)}</p>}
    </>
  )
}

/** A titled list of measures, with the time they were taken when they were taken together. */
function ReadingGroup({
  title,
  createdAt,
  timeZone,
  children,
}: {
  title: string
  createdAt?: string
  timeZone?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={styles.groupHeader}>
        <h3 id={headingId} className={styles.subtitle}>
          {title}
        </h3>
        {createdAt && timeZone && <TakenAt createdAt={createdAt} timeZone={timeZone} />}
      </div>
      <dl className={styles.measures}>{children}</dl>
    </section>
  )
}

function Measure({ label, value, unit }: { label: string; value: string; unit?: string }) {
  return (
    <div className={styles.measure}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        {value}
        {unit && (
          <>
            {' '}
            <span className={styles.unit}>{unit}</span>
          </>
        )}
      </dd>
    </div>
  )
}
