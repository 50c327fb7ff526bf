// /app/organization/agenda?doctor|midwife|assistant={id}: the structure's view of a member's agenda. The
// member is chosen among the team; their agenda opens only with their consent (a calendar grant to the
// structure): without it the API answers 403 and 'Vous n'avez pas les droits nécessaires' offers to ask
// for access, after which the user goes back where they came from. With it, the structure books,
// changes and cancels the member's appointments for its own patients.
import { useCallback, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useApi, type components } from '@relais/api-client'
import { Alert, EmptyState, Link, PageHeader, Select, Spinner } from '@relais/ui'
import { useSignedIn } from '../../core/session/signed-in.tsx'
import { NotFoundPage } from '../../core/errors/NotFoundPage.tsx'
import { AgendaPage } from './AgendaPage.tsx'
import { AgendaSettingsPage } from './settings/AgendaSettingsPage.tsx'
import { CalendarAccessDialog } from './CalendarAccessDialog.tsx'
import * as styles from './agenda.css.ts'

type TeamMember = components['schemas']['TeamMember']

/** The address's key for each kind of member, as links to a member's agenda name them. */
const MEMBER_KINDS = [
  { key: 'doctor', team: 'doctors', label: 'Médecin' },
  { key: 'midwife', team: 'midwives', label: 'Sage-femme' },
  { key: 'assistant', team: 'assistants', label: 'Infirmier' },
] as const

type MemberKind = (typeof MEMBER_KINDS)[number]['key']

function chosenMember(params: URLSearchParams): { kind: MemberKind; id: string } | null {
  for (const { key } of MEMBER_KINDS) {
    const id = params.get(key)
    if (id) return { kind: key, id }
  }
  return null
}

export function OrganizationAgendaPage() {
  const { organization } = useSignedIn()
  const { $api } = useApi()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const chosen = chosenMember(params)
  const [forbidden, setForbidden] = useState(false)
  const team = $api.useQuery(
    'get',
    '/organization/{organizationId}/team',
    { params: { path: { organizationId: organization?.id ?? '' } } },
    { enabled: organization !== null },
  )
  const onForbidden = useCallback(() => setForbidden(true), [])

  if (!organization) {
    return (
      <div className={styles.page}>
        <PageHeader title="Agenda de la structure" />
        <EmptyState title="Aucune structure" description="Rejoignez une structure pour voir son agenda." />
      </div>
    )
  }

  const members: (TeamMember & { kind: MemberKind; kindLabel: string })[] = team.data
    ? MEMBER_KINDS.flatMap(({ key, team: group, label }) =>
        team.data[group].map((member) => ({ ...member, kind: key, kindLabel: label })),
      )
    : []
  const member = chosen && members.find((m) => m.userId === chosen.id)
  const choose = (id: string) => {
    const next = members.find((m) => m.userId === id)
    if (!next) return
    setForbidden(false)
    setParams(new URLSearchParams({ [next.kind]: next.userId }))
  }

  const picker = (
    <Select
      label="Membre de l'équipe"
      placeholder="Choisir un membre"
      options={members.map((m) => ({ id: m.userId, label: `${m.name.text} — ${m.kindLabel}` }))}
      selectedKey={chosen?.id ?? null}
      onSelectionChange={(key) => choose(String(key))}
    />
  )

  return (
    <div className={styles.page}>
      {team.isPending && <Spinner label="Chargement de l'équipe" />}
      {team.isError && <Alert variant="error">L&apos;équipe n&apos;a pas pu être chargée.</Alert>}
      {team.data && members.length === 0 && (
        <>
          <PageHeader title="Agenda de la structure" />
          <EmptyState title="Aucun membre dans l'équipe" />
        </>
      )}
      {team.data && members.length > 0 && (
        <>
          <div className={styles.memberBar}>
            <div className={styles.memberPicker}>{picker}</div>
            {chosen && !forbidden && (
              <Link
                href={`/app/organization/agenda/settings?${chosen.kind}=${chosen.id}`}
                variant="standalone"
              >
                Paramètres de l&apos;agenda
              </Link>
            )}
          </div>
          {chosen ? (
            <AgendaPage
              key={chosen.id}
              practitioner={{ id: chosen.id, name: member?.name.text ?? 'ce membre', type: chosen.kind }}
              organizationId={organization.id}
              onForbidden={onForbidden}
            />
          ) : (
            <>
              <PageHeader title="Agenda de la structure" />
              <p>Choisissez un membre de l&apos;équipe pour voir son agenda.</p>
            </>
          )}
        </>
      )}
      {chosen && forbidden && (
        <CalendarAccessDialog
          practitionerId={chosen.id}
          practitionerName={member?.name.text}
          organizationId={organization.id}
          onClose={() => {
            setForbidden(false)
            void navigate(-1)
          }}
        />
      )}
    </div>
  )
}

/**
 * /app/organization/agenda/settings?doctor|midwife|assistant={id}: a member's availability, which the
 * structure edits under the same grant as their agenda; 403 offers to ask for it, as the agenda does.
 */
export function OrganizationAgendaSettingsPage() {
  const { organization } = useSignedIn()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const chosen = chosenMember(params)
  const [forbidden, setForbidden] = useState(false)
  const onForbidden = useCallback(() => setForbidden(true), [])
  if (!chosen) return <NotFoundPage />
  return (
    <>
      <AgendaSettingsPage
        practitionerId={chosen.id}
        backTo={`/app/organization/agenda?${chosen.kind}=${chosen.id}`}
        onForbidden={onForbidden}
      />
      {forbidden && (
        <CalendarAccessDialog
          practitionerId={chosen.id}
          organizationId={organization?.id}
          onClose={() => {
            setForbidden(false)
            void navigate(-1)
          }}
        />
      )}
    </>
  )
}
