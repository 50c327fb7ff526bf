// The organization's own home on /app (the spec's screens): 'Ma structure' with its name and member count,
// and 'Équipe', the team list — the doctors, midwives and assistants who belong to the organization
// (GET /organization/{organizationId}/team). Requests and statistics arrive with their features.
import { useApi, type components } from '@relais/api-client'
import { Alert, Avatar, Badge, EmptyState, Skeleton, Spinner } from '@relais/ui'
import { dateInZone, DEFAULT_TIME_ZONE, formatDate } from '@relais/domain'
import { HomeSection as Section, homeFacts } from '../../core/layout/HomeSection.tsx'
import * as styles from './OrganizationHome.css.ts'
import { NO_TEAM_MEMBER, TEAM_GROUPS } from './team-groups.ts'
import { useOrganizationGroupSync } from './organization-group.ts'

type OrganizationTeam = components['schemas']['OrganizationTeam']
type TeamMember = components['schemas']['TeamMember']

export function memberCount(team: Pick<OrganizationTeam, 'doctors' | 'midwives' | 'assistants'>): number {
  return team.doctors.length + team.midwives.length + team.assistants.length
}

function Member({ member }: { member: TeamMember }) {
  const since = formatDate(dateInZone(Date.parse(member.joinedAt), DEFAULT_TIME_ZONE))
  return (
    <li className={styles.member}>
      {/* The name follows in text: read once, not twice. */}
      <Avatar name={member.name.text} size="sm" decorative />
      <span>
        {member.name.text} <span className={styles.since}>— membre depuis le {since}</span>
      </span>
      {member.role === 'manager' && <Badge variant="info">Responsable</Badge>}
    </li>
  )
}

function TeamList({ team }: { team: OrganizationTeam }) {
  const groups = TEAM_GROUPS.filter(({ key }) => team[key].length > 0)
  if (groups.length === 0) return <EmptyState title={NO_TEAM_MEMBER} headingLevel={3} />
  return (
    <div className={styles.groups}>
      {groups.map(({ key, title }) => (
        <section key={key} aria-labelledby={`team-${key}`}>
          <h3 id={`team-${key}`} className={styles.groupTitle}>
            {title} ({team[key].length})
          </h3>
          <ul className={styles.list}>
            {team[key].map((member) => (
              <Member key={member.userId} member={member} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

export interface OrganizationHomeProps {
  /** The organization the user acts for (the shell's current organization), if any. */
  organization: { id: string; name: string } | null
}

export function OrganizationHome({ organization }: OrganizationHomeProps) {
  useOrganizationGroupSync(organization?.id ?? null)
  const { $api } = useApi()
  const team = $api.useQuery(
    'get',
    '/organization/{organizationId}/team',
    { params: { path: { organizationId: organization?.id ?? '' } } },
    { enabled: organization !== null },
  )
  const loading = organization !== null && team.isPending
  return (
    <>
      <Section title="Ma structure" wide>
        <dl className={homeFacts}>
          <dt>Nom</dt>
          <dd>{organization?.name ?? 'Aucune structure'}</dd>
          <dt>Membres</dt>
          <dd aria-busy={loading || undefined}>
            {loading ? <Skeleton width="3ch" /> : team.data ? memberCount(team.data) : '—'}
          </dd>
        </dl>
      </Section>
      <Section title="Équipe">
        {organization === null ? (
          <EmptyState title={NO_TEAM_MEMBER} headingLevel={3} />
        ) : loading ? (
          <Spinner label="Chargement de l'équipe" />
        ) : team.isError ? (
          <Alert variant="error">L'équipe n'a pas pu être chargée.</Alert>
        ) : (
          <TeamList team={team.data as OrganizationTeam} />
        )}
      </Section>
    </>
  )
}
