// 'Résultats checkup santé' in a patient's record (mobility): the latest check-up measure of each vital
// sign the record holds, with its unit and the day it was taken, as the readings write them. What the
// page's import just added is said in a polite live region, present from the start so that it is heard;
// a failed retrieval is a warning above the measures the record already held. Shown to the patient
// while her physical activity is empty, the sentence asking for it leads to the record's step that
// asks it.
import {
  CHECKUP_TEXTS,
  dateInZone,
  DEFAULT_TIME_ZONE,
  formatDate,
  formatVitalSign,
  isVitalSignType,
  latestCheckupMeasures,
  vitalSign,
  type Observation,
} from '@relais/domain'
import { Alert, Card, Link } from '@relais/ui'
import type { CheckupImportState } from './useCheckupImport.ts'
import * as styles from './checkups.css.ts'

export interface CheckupResultsProps {
  /** The record's observations. */
  observations: readonly Observation[]
  /** What the page's import did. */
  state: CheckupImportState
  /** Whom the sentences speak to: the patient of her own record, or a practitioner of the patient's. */
  reader: 'patient' | 'practitioner'
  /** Where the patient gives her physical activity, while it is empty; absent otherwise. */
  physicalActivityHref?: string
  headingLevel?: 2 | 3
}

export function CheckupResults({
  observations,
  state,
  reader,
  physicalActivityHref,
  headingLevel = 2,
}: CheckupResultsProps) {
  const measures = latestCheckupMeasures(observations)
  const added =
    state.status !== 'added'
      ? ''
      : reader === 'patient'
        ? CHECKUP_TEXTS.added(state.count)
        : CHECKUP_TEXTS.addedForPatient(state.count)
  return (
    <Card title={CHECKUP_TEXTS.recordTitle} headingLevel={headingLevel}>
      <p role="status" className={styles.announcement}>
        {added}
      </p>
      {state.status === 'failed' && <Alert variant="warning">{CHECKUP_TEXTS.retrievalFailed}</Alert>}
      {measures.length === 0 ? (
        <p className={styles.muted}>{CHECKUP_TEXTS.recordEmpty}</p>
      ) : (
        <dl className={styles.measures}>
          {measures.map((measure) => (
            <Measure key={measure.type} measure={measure} />
          ))}
        </dl>
      )}
      {physicalActivityHref && measures.length > 0 && (
        <Alert variant="info">
          <div className={styles.reminder}>
            <span>{CHECKUP_TEXTS.physicalActivityMissing}</span>
            <Link variant="standalone" href={physicalActivityHref}>
              {CHECKUP_TEXTS.physicalActivityAction}
            </Link>
          </div>
        </Alert>
      )}
    </Card>
  )
}

function Measure({ measure }: { measure: Observation }) {
  // latestCheckupMeasures keeps the vital signs only.
  if (!isVitalSignType(measure.type)) return null
  const sign = vitalSign(measure.type)
  const taken = Date.parse(measure.creation)
  return (
    <div className={styles.measure}>
      <dt className={styles.label}>{sign.label}</dt>
      <dd className={styles.value}>
        <span className={styles.number}>
          {formatVitalSign(measure.type, measure.valueString)} {sign.unit}
        </span>
        <time className={styles.date} dateTime={measure.creation}>
          {CHECKUP_TEXTS.measuredOn(formatDate(dateInZone(taken, DEFAULT_TIME_ZONE)))}
        </time>
      </dd>
    </div>
  )
}
