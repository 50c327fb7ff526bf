// A member of the team (/app/organization/team/{id}, GET /team/{memberId}): names, type, RPPS, the
// professional contact and the structures the viewer shares with them. Someone the viewer shares no
// structure with is 'Page non trouvée', as for nobody.
import { useNavigate, useParams } from 'react-router'
import { useApi } from '@relais/api-client'
import { dateInZone, DEFAULT_TIME_ZONE, formatDate, NOT_FOUND } from '@relais/domain'
import { Alert, Badge, Button, Card, formatPhone, Link, PageHeader, Spinner } from '@relais/ui'
import { memberTypeLabel, TEAM_PATH } from './team-groups.ts'
import * as styles from './TeamPage.css.ts'

export function TeamMemberPage() {
  const { memberId = '' } = useParams()
  const navigate = useNavigate()
  const { $api } = useApi()
  const member = $api.useQuery('get', '/team/{memberId}', { params: { path: { memberId } } })
  const back = () => void navigate(TEAM_PATH)

  if (member.isError && (member.error.statusCode === 404 || member.error.statusCode === 400)) {
    // Inside the layout, with the way back to the team.
    return (
      <div className={styles.page}>
        <PageHeader
          title={NOT_FOUND.title}
          description="Ce membre n'existe pas ou ne fait pas partie de vos équipes."
        />
        <div>
          <Link variant="standalone" href={TEAM_PATH}>
            Retour à l'équipe
          </Link>
        </div>
      </div>
    )
  }
  if (member.isPending) {
    return (
      <div className={styles.page}>
        <PageHeader title="Membre de l'équipe" onBack={back} />
        <Spinner label="Chargement du membre" />
      </div>
    )
  }
  if (member.isError) {
    return (
      <div className={styles.page}>
        <PageHeader title="Membre de l'équipe" onBack={back} />
        <Alert variant="error" title="Le membre n'a pas pu être chargé.">
          <Button size="sm" variant="secondary" onPress={() => void member.refetch()}>
            Réessayer
          </Button>
        </Alert>
      </div>
    )
  }
  const { name, userType, rpps, telecom, organizations } = member.data
  const email = telecom.find((t) => t.system === 'EMAIL')?.value
  const phone = telecom.find((t) => t.system === 'PHONE')?.value
  return (
    <div className={styles.page}>
      <PageHeader title={name.text} description={memberTypeLabel(userType)} onBack={back} />
      <Card title="Coordonnées" headingLevel={2}>
        <dl className={styles.facts}>
          <dt className={styles.factLabel}>Profession</dt>
          <dd className={styles.factValue}>{memberTypeLabel(userType)}</dd>
          {rpps && (
            <>
              <dt className={styles.factLabel}>RPPS</dt>
              <dd className={styles.factValue}>{rpps}</dd>
            </>
          )}
          <dt className={styles.factLabel}>Email</dt>
          <dd className={styles.factValue}>{email ?? '—'}</dd>
          <dt className={styles.factLabel}>Téléphone</dt>
          <dd className={styles.factValue}>{phone ? formatPhone(phone) : '—'}</dd>
        </dl>
      </Card>
      <Card title="Structures" headingLevel={2}>
        <ul className={styles.list}>
          {organizations.map((organization) => (
            <li key={organization.id} className={styles.row}>
              <span className={styles.grow}>
                {organization.name}{' '}
                <span className={styles.muted}>
                  — membre depuis le{' '}
                  {formatDate(dateInZone(Date.parse(organization.joinedAt), DEFAULT_TIME_ZONE))}
                </span>
              </span>
              {organization.role === 'manager' && <Badge variant="info">Responsable</Badge>}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  )
}
