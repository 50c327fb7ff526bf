// The structure's invitation dialogs ('Équipe' and 'Praticiens externes' › 'Inviter'), one flow: search,
// then the message, then 'Invitation envoyée'. The search finds practitioners by name; where emails are
// accepted, one nobody's practitioner account holds invites its owner to register. The message is
// pre-filled rich text the manager edits. Changing the search goes back to it, so a message never goes
// to someone other than shown. What is sent, and where, is the caller's.
import { useState } from 'react'
import { asApiError, type components } from '@relais/api-client'
import { isValidEmail } from '@relais/domain'
import { Alert, Button, Dialog, SearchField, Spinner } from '@relais/ui'
import { RichTextEditor } from '@relais/ui/RichTextEditor'
import { memberTypeLabel } from './team-groups.ts'
import * as styles from './TeamPage.css.ts'
import { MIN_QUERY, usePractitionerSearch } from './usePractitionerSearch.ts'

type Contact = components['schemas']['Contact']

export type Invitee = { kind: 'existing'; contact: Contact } | { kind: 'new'; email: string }
type Step = { kind: 'search' } | { kind: 'message'; invitee: Invitee } | { kind: 'sent'; invitee: Invitee }

/** The spec's wording for a structure's invitation email that is not one. */
const EMAIL_FORMAT = 'Entered value does not match email format'
const SENT = 'Invitation envoyée'
const SEND_FAILED = "L'invitation n'a pas pu être envoyée. Réessayez."

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? '&#39;')

/** The pre-filled message: a greeting, `invitation` (the structure's name in it, escaped), a closing. */
export function invitationMessage(organizationName: string, invitation: (name: string) => string) {
  return `<p>Bonjour,</p><p>${invitation(escapeHtml(organizationName))}</p><p>À bientôt,</p>`
}

const isEmpty = (html: string) => html.replace(/<[^>]*>/g, '').trim() === ''

export interface InvitationDialogProps {
  title: string
  organizationName: string
  /** What the manager starts from, and may change. */
  defaultMessage: string
  /** Whether an email invites its owner to register (the team's invitation). */
  acceptsEmail: boolean
  /** Sends the invitation: the API's answer, as openapi-fetch gives it. */
  send(invitee: Invitee, message: string): Promise<{ response: Response; error?: unknown }>
  onClose: () => void
}

export function InvitationDialog(props: InvitationDialogProps) {
  const { title, organizationName, defaultMessage, acceptsEmail, send, onClose } = props
  const [query, setQuery] = useState('')
  const [step, setStep] = useState<Step>({ kind: 'search' })
  const [message, setMessage] = useState(defaultMessage)
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [emailError, setEmailError] = useState<string | null>(null)
  const typed = query.trim()
  const looksLikeEmail = acceptsEmail && typed.includes('@')
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

  const sendTo = async (invitee: Invitee) => {
    setSending(true)
    setProblem(null)
    try {
      const { response, error } = await send(invitee, message)
      if (response.ok) return setStep({ kind: 'sent', invitee })
      // A 409 says why in the API's words ('Ce professionnel est déjà invité').
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
          onPress={() => void sendTo(step.invitee)}
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
    <Dialog title={title} isOpen onOpenChange={(open) => !open && onClose()} footer={footer}>
      <div className={styles.stack}>
        <p className={styles.status} role="status">
          {step.kind === 'sent' ? SENT : null}
        </p>
        {step.kind === 'sent' ? (
          <p className={styles.text}>
            {step.invitee.kind === 'existing'
              ? `${step.invitee.contact.name} trouvera votre invitation dans ses notifications.`
              : `Un email a été envoyé à ${step.invitee.email} pour créer son compte et rejoindre ${organizationName}.`}
          </p>
        ) : (
          <>
            <SearchField
              label="Rechercher un professionnel"
              description={
                acceptsEmail
                  ? "Par son nom, ou par son adresse email s'il n'a pas encore de compte."
                  : 'Par son nom.'
              }
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
                acceptsEmail={acceptsEmail}
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
  acceptsEmail: boolean
  looksLikeEmail: boolean
  loading: boolean
  failed: boolean
  practitioners: Contact[]
  onChoose: (contact: Contact) => void
  onChooseEmail: () => void
}

function SearchResults(props: SearchResultsProps) {
  const { typed, acceptsEmail, looksLikeEmail, loading, failed, practitioners, onChoose, onChooseEmail } =
    props
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
        {acceptsEmail
          ? "Aucun résultat. Saisissez son adresse email pour l'inviter à créer son compte."
          : 'Aucun résultat'}
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
