// 'Équipe' (/app/organization/team): the current structure's practitioners by type, narrowed by the
// search as it is typed, each opening their page. Its managers also answer the requests to join
// ('Accepter', 'Refuser', as from the bell), see the collapsible 'Invitation en attente' and invite
// ('Inviter': a practitioner found by name, or a new email).
import { lazy, Suspense, useState } from 'react'
import { useApi, type components } from '@relais/api-client'
import { Alert, Avatar, Badge, Button, EmptyState, Link, PageHeader, SearchField, Spinner } from '@relais/ui'
import { useSignedIn } from '../../core/session/signed-in.tsx'
import { JoinRequestsSection } from './JoinRequestsSection.tsx'
import { dateOf, PendingInvitations } from './PendingInvitations.tsx'
import { memberTypeLabel, NO_TEAM_MEMBER, TEAM_GROUPS, TEAM_PATH } from './team-groups.ts'
import * as styles from './TeamPage.css.ts'
import { useOrganizationGroupSync } from './organization-group.ts'

type OrganizationTeam = components['schemas']['OrganizationTeam']
type TeamMember = components['schemas']['TeamMember']

// The dialog and its rich-text editor load when the manager opens it.
const InviteMemberDialog = lazy(async () => ({
  default: (await import('./InviteMemberDialog.tsx')).InviteMemberDialog,
}))

/** Case and accents ignored: 'ines' finds Inès. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

function matches(member: TeamMember, words: string[]): boolean {
  const name = fold(member.name.text)
  return words.every((word) => name.includes(word))
}

export function TeamPage() {
  const { user, organization } = useSignedIn()
  useOrganizationGroupSync(organization?.id ?? null)
  const { $api } = useApi()
  const [text, setText] = useState('')
  const [inviting, setInviting] = useState(false)
  const team = $api.useQuery(
    'get',
    '/organization/{organizationId}/team',
    { params: { path: { organizationId: organization?.id ?? '' } } },
    { enabled: organization !== null },
  )

  if (!organization) {
    return (
      <div className={styles.page}>
        <PageHeader title="Équipe" />
        <EmptyState title={NO_TEAM_MEMBER} />
      </div>
    )
  }
  // The structure's own account manages it; a practitioner may co-manage it.
  const manages =
    user.userType === 'organization' ||
    (team.data !== undefined &&
      TEAM_GROUPS.some(({ key }) => team.data[key].some((m) => m.userId === user.id && m.role === 'manager')))

  return (
    <div className={styles.page}>
      <PageHeader
        title="Équipe"
        description={organization.name}
        actions={manages ? <Button onPress={() => setInviting(true)}>Inviter</Button> : undefined}
      />
      {manages && <JoinRequestsSection organizationId={organization.id} />}
      <SearchField
        className={styles.search}
        label="Rechercher un membre"
        description="Par nom ou prénom."
        value={text}
        onChange={setText}
      />
      {team.isPending ? (
        <Spinner label="Chargement de l'équipe" />
      ) : team.isError ? (
        <Alert variant="error" title="L'équipe n'a pas pu être chargée.">
          <Button size="sm" variant="secondary" onPress={() => void team.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : (
        <>
          <Members team={team.data} search={text} />
          {manages && (
            <PendingInvitations
              invitations={team.data.pendings.map((invitation) => ({
                id: invitation.id,
                invitee: invitation.invitee
                  ? `${invitation.invitee.name} (${memberTypeLabel(invitation.invitee.userType)})`
                  : (invitation.email ?? ''),
                invitedAt: invitation.invitedAt,
              }))}
            />
          )}
        </>
      )}
      {inviting && (
        <Suspense fallback={null}>
          <InviteMemberDialog organization={organization} onClose={() => setInviting(false)} />
        </Suspense>
      )}
    </div>
  )
}

function Members({ team, search }: { team: OrganizationTeam; search: string }) {
  const words = fold(search).split(/\s+/).filter(Boolean)
  const groups = TEAM_GROUPS.map(({ key, title }) => ({
    key,
    title,
    members: team[key].filter((m) => matches(m, words)),
  })).filter((group) => group.members.length > 0)
  if (groups.length === 0) {
    return (
      <EmptyState
        title={NO_TEAM_MEMBER}
        description={words.length > 0 ? 'Essayez de modifier votre recherche' : undefined}
      />
    )
  }
  return (
    <div className={styles.groups}>
      {groups.map(({ key, title, members }) => (
        <section key={key} aria-labelledby={`team-page-${key}`}>
          <h2 id={`team-page-${key}`} className={styles.groupTitle}>
            {title} ({members.length})
          </h2>
          <ul className={styles.list}>
            {members.map((member) => (
              <li key={member.userId} className={styles.row}>
                {/* The name follows in text: read once, not twice. */}
                <Avatar name={member.name.text} size="sm" decorative />
                <span className={styles.grow}>
                  <Link href={`${TEAM_PATH}/${member.userId}`}>{member.name.text}</Link>{' '}
                  <span className={styles.muted}>— membre depuis le {dateOf(member.joinedAt)}</span>
                </span>
                {member.role === 'manager' && <Badge variant="info">Responsable</Badge>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
