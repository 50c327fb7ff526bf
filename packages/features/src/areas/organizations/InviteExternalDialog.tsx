// 'Inviter' ('Praticiens externes', for the structure's managers): search a practitioner by name (the
// same search as the team's invitation), then the message, then 'Invitation envoyée'. The invitation
// reaches the practitioner's bell; they accept or decline it there. Changing the search goes back to
// it, so a message never goes to someone other than shown.
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type components } from '@relais/api-client'
import { Alert, Button, Dialog, SearchField, Spinner } from '@relais/ui'
import { RichTextEditor } from '@relais/ui/RichTextEditor'
import { memberTypeLabel } from './team-groups.ts'
import * as styles from './TeamPage.css.ts'
import { MIN_QUERY, usePractitionerSearch } from './usePractitionerSearch.ts'

type Contact = components['schemas']['Contact']
type Step = { kind: 'search' } | { kind: 'message'; contact: Contact } | { kind: 'sent'; contact: Contact }

const SENT = 'Invitation envoyée'
const SEND_FAILED = "L'invitation n'a pas pu être envoyée. Réessayez."
const EXTERNAL_PRACTITIONERS_KEY = ['get', '/organization/{organizationId}/external-practitioners']

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? '&#39;')

/** What the manager starts from, and may change. */
export function defaultExternalInvitationMessage(organizationName: string): string {
  return (
    `<p>Bonjour,</p><p>${escapeHtml(organizationName)} vous invite à rejoindre ses praticiens externes ` +
    `pour coordonner avec nous le suivi de nos patients.</p><p>À bientôt,</p>`
  )
}

const isEmpty = (html: string) => html.replace(/<[^>]*>/g, '').trim() === ''

export interface InviteExternalDialogProps {
  organization: { id: string; name: string }
  onClose: () => void
}

export function InviteExternalDialog({ organization, onClose }: InviteExternalDialogProps) {
  const { client } = useApi()
  const queryClient = useQueryClient()
  const [query, setQuery] = useState('')
  const [step, setStep] = useState<Step>({ kind: 'search' })
  const [message, setMessage] = useState(() => defaultExternalInvitationMessage(organization.name))
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const typed = query.trim()
  const search = usePractitionerSearch(typed, step.kind === 'search')

  const changeQuery = (value: string) => {
    setQuery(value)
    setProblem(null)
    // A changed search is another person: back to choosing them.
    if (step.kind === 'message') setStep({ kind: 'search' })
  }

  const send = async (contact: Contact) => {
    setSending(true)
    setProblem(null)
    try {
      const { response, error } = await client.POST('/organization/{organizationId}/external-practitioners', {
        params: { path: { organizationId: organization.id } },
        body: { userId: contact.id, message },
      })
      if (response.ok) {
        setStep({ kind: 'sent', contact })
        void queryClient.invalidateQueries({ queryKey: EXTERNAL_PRACTITIONERS_KEY })
      } else {
        // A 409 says why in the API's words ('Ce professionnel est déjà invité').
        setProblem(asApiError(error)?.message ?? SEND_FAILED)
      }
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
          onPress={() => void send(step.contact)}
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
      title="Inviter un praticien externe"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={footer}
    >
      <div className={styles.stack}>
        <p className={styles.status} role="status">
          {step.kind === 'sent' ? SENT : null}
        </p>
        {step.kind === 'sent' ? (
          <p className={styles.text}>{step.contact.name} trouvera votre invitation dans ses notifications.</p>
        ) : (
          <>
            <SearchField
              label="Rechercher un professionnel"
              description="Par son nom."
              value={query}
              onChange={changeQuery}
              autoFocus
            />
            {step.kind === 'search' ? (
              typed.length < MIN_QUERY ? null : search.loading ? (
                <Spinner size="sm" label="Recherche en cours" />
              ) : search.failed ? (
                <Alert variant="error">La recherche n'a pas abouti. Réessayez.</Alert>
              ) : search.practitioners.length === 0 ? (
                <p className={styles.muted}>Aucun résultat</p>
              ) : (
                <ul className={styles.results} aria-label="Professionnels trouvés">
                  {search.practitioners.map((contact) => (
                    <li key={contact.id} className={styles.row}>
                      <span className={styles.grow}>
                        {contact.name}{' '}
                        <span className={styles.muted}>— {memberTypeLabel(contact.userType)}</span>
                      </span>
                      <Button
                        size="sm"
                        aria-label={`Inviter ${contact.name}`}
                        onPress={() => setStep({ kind: 'message', contact })}
                      >
                        Inviter
                      </Button>
                    </li>
                  ))}
                </ul>
              )
            ) : (
              <>
                <p className={styles.text}>
                  À : {step.contact.name} ({memberTypeLabel(step.contact.userType)})
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
