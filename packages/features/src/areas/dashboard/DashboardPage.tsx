// /app (the spec's "/app routes"): the dashboard frame of each user type with its sections.
import { PageHeader } from '@relais/ui'
import { modeCapabilities, timeZoneForCountry, userTypeLabel } from '@relais/domain'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import { countryOf, useSignedIn } from '../../core/session/signed-in.tsx'
import {
  CareRequestsSection,
  ConversationsSection,
  DayCalendarSection,
  DispatchQueueSection,
  DoctorStatisticsSection,
  EmptySection,
  HomeVisitSection,
  OrganizationHomeSection,
  OrganizationStatisticsSection,
  PregnancySection,
  today,
} from './sections.tsx'
import { homeGrid } from '../../core/layout/HomeSection.tsx'
import { LastDocuments } from '../documents/index.ts'
import { MedicalHistorySummary } from '../medical-record/index.ts'
import { ReferentCard } from '../referents/index.ts'

export function DashboardPage() {
  const { user, organization } = useSignedIn()
  const { application } = useAppConfig()
  const mode = modeCapabilities(application)
  const day = today()
  const type: string = user.userType
  let sections
  switch (type) {
    case 'patient':
      sections = (
        <>
          {mode.patientRequestsHomeVisits && <HomeVisitSection address={user.profile.address?.[0]} />}
          {mode.hasPregnancyFollowUp && (
            // No last period given: the section reads it from the decrypted medical record.
            <PregnancySection day={day} />
          )}
          <DayCalendarSection title="Mes prochains rendez-vous" day={day} />
          <MedicalHistorySummary />
          {mode.hasTeleconsultations && (
            <EmptySection title="Historique des consultations" empty="Aucune consultation" />
          )}
          <ReferentCard patientId={user.id} title="Mon professionnel référent" editable />
          <EmptySection title="Derniers actes" empty="Aucune consultation" />
          <LastDocuments />
        </>
      )
      break
    case 'midwife':
      sections = (
        <>
          <CareRequestsSection />
          <DayCalendarSection day={day} />
        </>
      )
      break
    case 'doctor':
    case 'assistant':
      sections = (
        <>
          <DoctorStatisticsSection userId={user.id} />
          <ConversationsSection />
          <DayCalendarSection day={day} />
        </>
      )
      break
    case 'organization':
      sections = (
        <>
          <OrganizationHomeSection organization={organization} />
          {organization && (
            <OrganizationStatisticsSection
              organizationId={organization.id}
              timeZone={timeZoneForCountry(countryOf(user))}
            />
          )}
          <DayCalendarSection
            title="Mes rendez-vous du jour"
            day={day}
            organizationId={organization?.id ?? null}
          />
        </>
      )
      break
    case 'dispatchManager':
    case 'dispatchOperator':
      sections = <DispatchQueueSection />
      break
    default:
      return <p>Unknown userType</p>
  }
  return (
    <>
      <PageHeader
        title={`Bonjour ${user.profile.name.given}`}
        description={userTypeLabel(user.userType, application)}
      />
      <div className={homeGrid}>{sections}</div>
    </>
  )
}
