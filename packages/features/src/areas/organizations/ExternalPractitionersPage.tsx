// 'Praticiens externes' (/app/organization/external-practitioners): the practitioners the current
// structure works with without employing them (name, type and qualifications, contact), narrowed by the
// search as it is typed. Its managers also see the collapsible 'Invitation en attente', invite
// ('Inviter': a practitioner found by name, who accepts from their bell) and remove one ('Retirer',
// after a confirmation).
import { lazy, Suspense, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type components } from '@relais/api-client'
import { EMPTY_STATES, SPECIALTIES } from '@relais/domain'
import {
  Alert,
  AlertDialog,
  Avatar,
  Button,
  EmptyState,
  formatPhone,
  PageHeader,
  SearchField,
  Spinner,
} from '@relais/ui'
import { useSignedIn } from '../../core/session/signed-in.tsx'
import { PendingInvitations } from './PendingInvitations.tsx'
import { memberTypeLabel, TEAM_GROUPS } from './team-groups.ts'
import * as styles from './TeamPage.css.ts'

type ExternalPractitioner = components['schemas']['ExternalPractitioner']

// The dialog and its rich-text editor load when the manager opens it.
const InviteExternalDialog = lazy(async () => ({
  default: (await import('./InviteExternalDialog.tsx')).InviteExternalDialog,
}))

const TITLE = 'Praticiens externes'
const REMOVE_FAILED = "Le praticien externe n'a pas pu être retiré. Réessayez."

/** Case and accents ignored: 'ines' finds Inès. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

const qualificationLabel = (code: string) => SPECIALTIES.find((s) => s.value === code)?.label ?? code

/** What the row says of their practice: their type, then their qualifications. */
function practiceOf(practitioner: ExternalPractitioner): string {
  const type = memberTypeLabel(practitioner.userType)
  const qualifications = practitioner.qualifications.map(qualificationLabel).filter((q) => q !== type)
  return [type, ...qualifications].filter(Boolean).join(', ')
}

export function ExternalPractitionersPage() {
  const { user, organization } = useSignedIn()
  const { $api, client } = useApi()
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const [inviting, setInviting] = useState(false)
  const [toRemove, setToRemove] = useState<ExternalPractitioner | null>(null)
  const [outcome, setOutcome] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const organizationId = organization?.id ?? ''
  const externals = $api.useQuery(
    'get',
    '/organization/{organizationId}/external-practitioners',
    { params: { path: { organizationId } } },
    { enabled: organization !== null },
  )
  // Who manages the structure is read from its team, as on 'Équipe'.
  const team = $api.useQuery(
    'get',
    '/organization/{organizationId}/team',
    { params: { path: { organizationId } } },
    { enabled: organization !== null && user.userType !== 'organization' },
  )
  const remove = useMutation({
    mutationFn: async (practitioner: ExternalPractitioner) => {
      const { response, error } = await client.DELETE(
        '/organization/{organizationId}/external-practitioners/{practitionerId}',
        { params: { path: { organizationId, practitionerId: practitioner.userId } } },
      )
      if (!response.ok) throw new Error(asApiError(error)?.message ?? REMOVE_FAILED)
    },
    onSuccess: (_, practitioner) => {
      setProblem(null)
      setOutcome(`${practitioner.name.text} ne fait plus partie des praticiens externes`)
      void queryClient.invalidateQueries({
        queryKey: ['get', '/organization/{organizationId}/external-practitioners'],
      })
    },
    onError: (error) => setProblem(error.message || REMOVE_FAILED),
  })

  if (!organization) {
    return (
      <div className={styles.page}>
        <PageHeader title={TITLE} />
        <EmptyState title={EMPTY_STATES.externalPractitioners} headingLevel={2} />
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
        title={TITLE}
        description={organization.name}
        actions={manages ? <Button onPress={() => setInviting(true)}>Inviter</Button> : undefined}
      />
      <SearchField
        className={styles.search}
        label="Rechercher un praticien externe"
        description="Par nom ou prénom."
        value={text}
        onChange={setText}
      />
      {/* Present from the start, so that screen readers announce the outcome when it is written. */}
      <p className={styles.status} role="status">
        {outcome}
      </p>
      {problem && <Alert variant="error">{problem}</Alert>}
      {externals.isPending ? (
        <Spinner label="Chargement des praticiens externes" />
      ) : externals.isError ? (
        <Alert variant="error" title="Les praticiens externes n'ont pas pu être chargés.">
          <Button size="sm" variant="secondary" onPress={() => void externals.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : (
        <>
          <Practitioners
            practitioners={externals.data.practitioners}
            search={text}
            onRemove={manages ? setToRemove : undefined}
          />
          {manages && (
            <PendingInvitations
              invitations={externals.data.invitations.map((invitation) => ({
                id: invitation.accessPolicyId,
                invitee: `${invitation.invitee.name} (${memberTypeLabel(invitation.invitee.userType)})`,
                invitedAt: invitation.invitedAt,
              }))}
            />
          )}
        </>
      )}
      {inviting && (
        <Suspense fallback={null}>
          <InviteExternalDialog organization={organization} onClose={() => setInviting(false)} />
        </Suspense>
      )}
      {toRemove && (
        <AlertDialog
          title="Retirer ce praticien externe ?"
          isOpen
          onOpenChange={(open) => !open && setToRemove(null)}
          // Errors are the page's to show: the confirmation closes whatever the answer.
          onConfirm={async () => {
            setOutcome(null)
            await remove.mutateAsync(toRemove).catch(() => undefined)
          }}
          confirmLabel="Retirer"
          variant="danger"
        >
          {toRemove.name.text} ne fera plus partie des praticiens externes de {organization.name}.
        </AlertDialog>
      )}
    </div>
  )
}

interface PractitionersProps {
  practitioners: ExternalPractitioner[]
  search: string
  /** The managers' 'Retirer'. */
  onRemove: ((practitioner: ExternalPractitioner) => void) | undefined
}

function Practitioners({ practitioners, search, onRemove }: PractitionersProps) {
  const words = fold(search).split(/\s+/).filter(Boolean)
  const shown = practitioners.filter((p) => words.every((word) => fold(p.name.text).includes(word)))
  if (shown.length === 0) {
    return (
      <EmptyState
        title={EMPTY_STATES.externalPractitioners}
        headingLevel={2}
        description={words.length > 0 ? EMPTY_STATES.searchHint : undefined}
      />
    )
  }
  return (
    <ul className={styles.list} aria-label={TITLE}>
      {shown.map((practitioner) => {
        const email = practitioner.telecom.find((t) => t.system === 'EMAIL')?.value
        const phone = practitioner.telecom.find((t) => t.system === 'PHONE')?.value
        return (
          <li key={practitioner.userId} className={styles.row}>
            {/* The name follows in text: read once, not twice. */}
            <Avatar name={practitioner.name.text} size="sm" decorative />
            <span className={styles.grow}>
              {practitioner.name.text} <span className={styles.muted}>— {practiceOf(practitioner)}</span>
              <br />
              <span className={styles.muted}>
                {[email, phone && formatPhone(phone)].filter(Boolean).join(' · ')}
              </span>
            </span>
            {onRemove && (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Retirer ${practitioner.name.text}`}
                onPress={() => onRemove(practitioner)}
              >
                Retirer
              </Button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
