// 'Inviter' ('Équipe', for the structure's managers): search, then the message, then 'Invitation
// envoyée'. The search finds practitioners by name (an invitation in their bell, POST invite-to-join);
// an email nobody's practitioner account holds invites its owner to register (an email whose link
// leads to the registration, POST invite-new-to-join). The message is pre-filled rich text the manager
// edits. Changing the search goes back to it, so a message never goes to someone other than shown.
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type components } from '@relais/api-client'
import { isValidEmail } from '@relais/domain'
import { Alert, Button, Dialog, SearchField, Spinner } from '@relais/ui'
import { RichTextEditor } from '@relais/ui/RichTextEditor'
import { memberTypeLabel } from './team-groups.ts'
import * as styles from './TeamPage.css.ts'
import { MIN_QUERY, usePractitionerSearch } from './usePractitionerSearch.ts'

type Contact = components['schemas']['Contact']

/** The spec's wording for a structure's invitation email that is not one. */
const EMAIL_FORMAT = 'Entered value does not match email format'
const SENT = 'Invitation envoyée'
const SEND_FAILED = "L'invitation n'a pas pu être envoyée. Réessayez."

type Invitee = { kind: 'existing'; contact: Contact } | { kind: 'new'; email: string }
type Step = { kind: 'search' } | { kind: 'message'; invitee: Invitee } | { kind: 'sent'; invitee: Invitee }

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? '&#39;')

/** What the manager starts from, and may change. */
export function defaultInvitationMessage(organizationName: string): string {
  return (
    `<p>Bonjour,</p><p>${escapeHtml(organizationName)} vous invite à rejoindre son équipe. ` +
    `Acceptez cette invitation pour coordonner avec nous le suivi de nos patients.</p><p>À bientôt,</p>`
  )
}

const isEmpty = (html: string) => html.replace(/<[^>]*>/g, '').trim() === ''

export interface InviteMemberDialogProps {
  organization: { id: string; name: string }
  onClose: () => void
}

export function InviteMemberDialog({ organization, onClose }: InviteMemberDialogProps) {
  const { client } = useApi()
  const queryClient = useQueryClient()
  const [query, setQuery] = useState('')
  const [step, setStep] = useState<Step>({ kind: 'search' })
  const [message, setMessage] = useState(() => defaultInvitationMessage(organization.name))
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [emailError, setEmailError] = useState<string | null>(null)
  const typed = query.trim()
  const looksLikeEmail = typed.includes('@')
  const search = usePractitionerSearch(typed, step.kind === 'search' && !looksLikeEmail)

  const changeQuery = (value: string) => {
    setQuery(value)
    setProblem(null)
    setEmailError(null)
    // A changed search is another person: back to choosing them.
    if (step.kind === 'message') setStep({ kind: 'search' })
  }

  const chooseEmail = () => {
    if (!isValidEmail(typed)) return setEmailError(EMAIL_FORMAT)
    setStep({ kind: 'message', invitee: { kind: 'new', email: typed.toLowerCase() } })
  }

  const send = async (invitee: Invitee) => {
    setSending(true)
    setProblem(null)
    try {
      const { response, error } =
        invitee.kind === 'existing'
          ? await client.POST('/organization/{organizationId}/invite-to-join', {
              params: { path: { organizationId: organization.id } },
              body: { userId: invitee.contact.id, message },
            })
          : await client.POST('/organization/{organizationId}/invite-new-to-join', {
              params: { path: { organizationId: organization.id } },
              body: { email: invitee.email, message },
            })
      if (response.ok) {
        setStep({ kind: 'sent', invitee })
        void queryClient.invalidateQueries({ queryKey: ['get', '/organization/{organizationId}/team'] })
        return
      }
      const apiError = asApiError(error)
      const atEmail = apiError?.fieldErrors?.find((f) => f.field === 'body.email')
      if (atEmail) {
        setEmailError(atEmail.message)
        setStep({ kind: 'search' })
      } else setProblem(apiError?.message ?? SEND_FAILED)
    } catch {
      setProblem(SEND_FAILED)
    } finally {
      setSending(false)
    }
  }

  const footer =
    step.kind === 'sent' ? (
      <Button onPress={onClose}>Fermer</Button>
    ) : step.kind === 'message' ? (
      <>
        <Button variant="secondary" isDisabled={sending} onPress={() => setStep({ kind: 'search' })}>
          Retour
        </Button>
        <Button
          isPending={sending}
          pendingLabel="Envoi en cours"
          isDisabled={isEmpty(message)}
          onPress={() => void send(step.invitee)}
        >
          Envoyer l'invitation
        </Button>
      </>
    ) : (
      <Button variant="secondary" onPress={onClose}>
        Annuler
      </Button>
    )

  return (
    <Dialog
      title="Inviter un professionnel"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={footer}
    >
      <div className={styles.stack}>
        <p className={styles.status} role="status">
          {step.kind === 'sent' ? SENT : null}
        </p>
        {step.kind === 'sent' ? (
          <p className={styles.text}>
            {step.invitee.kind === 'existing'
              ? `${step.invitee.contact.name} trouvera votre invitation dans ses notifications.`
              : `Un email a été envoyé à ${step.invitee.email} pour créer son compte et rejoindre ${organization.name}.`}
          </p>
        ) : (
          <>
            <SearchField
              label="Rechercher un professionnel"
              description="Par son nom, ou par son adresse email s'il n'a pas encore de compte."
              value={query}
              onChange={changeQuery}
              onSubmit={() => looksLikeEmail && chooseEmail()}
              isInvalid={emailError !== null}
              errorMessage={emailError}
              autoFocus
            />
            {step.kind === 'search' ? (
              <SearchResults
                typed={typed}
                looksLikeEmail={looksLikeEmail}
                loading={search.loading}
                failed={search.failed}
                practitioners={search.practitioners}
                onChoose={(contact) => setStep({ kind: 'message', invitee: { kind: 'existing', contact } })}
                onChooseEmail={chooseEmail}
              />
            ) : (
              <>
                <p className={styles.text}>
                  {step.invitee.kind === 'existing'
                    ? `À : ${step.invitee.contact.name} (${memberTypeLabel(step.invitee.contact.userType)})`
                    : `À : ${step.invitee.email} (nouveau compte)`}
                </p>
                <RichTextEditor
                  label="Message"
                  description="Le professionnel lit ce message avec votre invitation."
                  value={message}
                  onChange={setMessage}
                  isRequired
                  isInvalid={isEmpty(message)}
                  errorMessage="Ce champ est requis"
                />
              </>
            )}
            {problem && <Alert variant="error">{problem}</Alert>}
          </>
        )}
      </div>
    </Dialog>
  )
}

interface SearchResultsProps {
  typed: string
  looksLikeEmail: boolean
  loading: boolean
  failed: boolean
  practitioners: Contact[]
  onChoose: (contact: Contact) => void
  onChooseEmail: () => void
}

function SearchResults(props: SearchResultsProps) {
  const { typed, looksLikeEmail, loading, failed, practitioners, onChoose, onChooseEmail } = props
  if (looksLikeEmail) {
    return (
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onChooseEmail}>
          Inviter par email
        </Button>
      </div>
    )
  }
  if (typed.length < MIN_QUERY) return null
  if (loading) return <Spinner size="sm" label="Recherche en cours" />
  if (failed) return <Alert variant="error">La recherche n'a pas abouti. Réessayez.</Alert>
  if (practitioners.length === 0) {
    return (
      <p className={styles.muted}>
        Aucun résultat. Saisissez son adresse email pour l'inviter à créer son compte.
      </p>
    )
  }
  return (
    <ul className={styles.results} aria-label="Professionnels trouvés">
      {practitioners.map((contact) => (
        <li key={contact.id} className={styles.row}>
          <span className={styles.grow}>
            {contact.name} <span className={styles.muted}>— {memberTypeLabel(contact.userType)}</span>
          </span>
          <Button size="sm" aria-label={`Inviter ${contact.name}`} onPress={() => onChoose(contact)}>
            Inviter
          </Button>
        </li>
      ))}
    </ul>
  )
}
