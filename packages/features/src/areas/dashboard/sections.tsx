// The dashboard's sections. Each one whose data arrive with a later feature (agenda, messaging, care
// requests, documents, team…) shows the spec's empty state — never invented figures.
import { Suspense } from 'react'
import { EmptyState, ProgressBar, Spinner } from '@relais/ui'
import { dateInZone, DEFAULT_TIME_ZONE, formatDate, pregnancyStatus, type IsoDate } from '@relais/domain'
import { useRecordedLastPeriod } from '../medical-record/index.ts'
import { HomeSection as Section, homeFacts } from '../../core/layout/HomeSection.tsx'
import { LatestConversations } from '../messaging/index.ts'
import {
  DispatchQueue,
  HomeVisit,
  PractitionerRequests,
  PractitionerRequestsMap,
} from '../care-requests/index.ts'
import type { Address } from '../places/index.ts'
import { OrganizationHome } from '../organizations/index.ts'
import { DoctorStatistics, StatisticsSummary } from '../statistics/index.ts'
import { DayAppointments, StructureDayAppointments } from '../agenda/index.ts'
import * as styles from './DashboardPage.css.ts'

export function today(): IsoDate {
  return dateInZone(Date.now(), DEFAULT_TIME_ZONE)
}

/**
 * 'Agenda du jour' of a practitioner and a patient's next appointments, from the agenda; a structure's
 * 'Mes rendez-vous du jour' gathers the agendas its members share with it.
 */
export function DayCalendarSection({
  title = 'Agenda du jour',
  day,
  organizationId,
}: {
  title?: string
  day: IsoDate
  /** The structure whose members' day is shown, for a structure's account. */
  organizationId?: string | null
}) {
  return (
    <Section title={title}>
      {organizationId !== undefined ? (
        organizationId ? (
          <StructureDayAppointments day={day} organizationId={organizationId} />
        ) : (
          <EmptyState title={`Aucun rendez-vous pour le ${formatDate(day)}`} headingLevel={3} />
        )
      ) : (
        <DayAppointments day={day} />
      )}
    </Section>
  )
}

/**
 * The conversation list loads beside the dashboard instead of before it (the messaging area lazily
 * provides it), so the other sections paint without waiting; meanwhile it shows the spinner it shows
 * while its conversations load.
 */
export function ConversationsSection() {
  return (
    <Section title="Dernières conversations">
      <Suspense fallback={<Spinner label="Chargement des conversations" />}>
        <LatestConversations />
      </Suspense>
    </Section>
  )
}

export function CareRequestsSection() {
  return (
    <>
      <Section title="Carte des demandes" wide>
        <PractitionerRequestsMap />
      </Section>
      <Section title="Demandes de prise en charge" wide>
        <PractitionerRequests headingLevel={3} />
      </Section>
    </>
  )
}

/** A mobility patient's home visit: asking for a nurse, then following the visit. */
export function HomeVisitSection({ address }: { address: Address | undefined }) {
  return (
    <Section title="Visite à domicile">
      <HomeVisit address={address} />
    </Section>
  )
}

/** The dispatch centre's queue: the home visits waiting for a nurse, given from the map. */
export function DispatchQueueSection() {
  return (
    <Section title="Demandes en attente">
      <DispatchQueue />
    </Section>
  )
}

/** A doctor's (or a nurse's) own consultations, given and to come. */
export function DoctorStatisticsSection({ userId }: { userId: string }) {
  return (
    <Section title="Statistiques">
      <DoctorStatistics userId={userId} />
    </Section>
  )
}

/** A structure's last 7 days, live. */
export { StatisticsSummary as OrganizationStatisticsSection }

/**
 * 'Ma grossesse' (perinatal patient). Without a `lastPeriod` from the caller, the card reads it from
 * the patient's medical record, decrypted in the browser; no record (or no date in it): the empty state.
 */
export function PregnancySection({ lastPeriod, day }: { lastPeriod?: IsoDate | null; day: IsoDate }) {
  return lastPeriod ? <PregnancyCard lastPeriod={lastPeriod} day={day} /> : <RecordedPregnancy day={day} />
}

function RecordedPregnancy({ day }: { day: IsoDate }) {
  const { lastPeriod, isPending } = useRecordedLastPeriod()
  if (isPending) {
    return (
      <Section title="Ma grossesse">
        {/* The record is being decrypted: its place is kept (the empty state's, hidden), so that the
            sections below do not move once it shows. */}
        <div aria-busy="true" className={styles.pending}>
          <NoLastPeriod />
        </div>
      </Section>
    )
  }
  return <PregnancyCard lastPeriod={lastPeriod} day={day} />
}

function NoLastPeriod() {
  return (
    <EmptyState
      title="Date des dernières règles non renseignée"
      description="Renseignez-la dans votre dossier médical pour suivre votre grossesse."
      headingLevel={3}
    />
  )
}

function PregnancyCard({ lastPeriod, day }: { lastPeriod: IsoDate | null; day: IsoDate }) {
  if (!lastPeriod) {
    return (
      <Section title="Ma grossesse">
        <NoLastPeriod />
      </Section>
    )
  }
  const status = pregnancyStatus(lastPeriod, day)
  return (
    <Section title="Ma grossesse">
      <div className={styles.progressStack}>
        <dl className={homeFacts}>
          <dt>Semaines d'aménorrhée</dt>
          <dd>
            {status.amenorrhea.weeks} SA + {status.amenorrhea.days} j
          </dd>
          <dt>Semaines de grossesse</dt>
          <dd>
            {status.pregnancy.weeks} SG + {status.pregnancy.days} j
          </dd>
          <dt>Mois de grossesse</dt>
          <dd>{status.month}</dd>
          <dt>Terme prévu</dt>
          <dd>{formatDate(status.dueDate)}</dd>
        </dl>
        {status.showProgress && <ProgressBar label="Avancement de la grossesse" value={status.progress} />}
      </div>
    </Section>
  )
}

export function EmptySection({
  title,
  empty,
  description,
}: {
  title: string
  empty: string
  description?: string
}) {
  return (
    <Section title={title}>
      <EmptyState title={empty} description={description} headingLevel={3} />
    </Section>
  )
}

/** 'Ma structure' (name, member count) and 'Équipe' (the team list) of the organization's home. */
export { OrganizationHome as OrganizationHomeSection }
