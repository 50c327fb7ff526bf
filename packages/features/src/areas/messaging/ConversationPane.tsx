// One conversation (the spec's chat states and errors): the history, oldest first, decrypted in the browser;
// new messages live; Enter sends (Shift+Enter goes to the line); the text is trimmed and an empty one is
// not sent. A conversation with a participant without an encryption identity cannot be written to.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { DECRYPTION_FAILED, PARTICIPANT_WITHOUT_ACCOUNT } from '@relais/domain'
import { Alert, Button, Spinner, TextArea, formatDateTime } from '@relais/ui'
import type { ApplicationName } from '@relais/api-client'
import { useDecrypted } from './message-crypto.ts'
import { otherParticipant, participantName, participantRole } from './participants.ts'
import { useConversation } from './useConversation.ts'
import * as styles from './messages.css.ts'

export const LOCKED_SESSION =
  'Les messages sont chiffrés pour leurs participants : ils ne peuvent pas être lus dans cette session.'

export interface ConversationPaneProps {
  channelId: string
  me: string
  application: ApplicationName
}

export function ConversationPane({ channelId, me, application }: ConversationPaneProps) {
  const { query, channel, messages, hasMore, loadOlder, sessionState, send, vault } =
    useConversation(channelId)
  const decrypted = useDecrypted(vault, messages)
  const [draft, setDraft] = useState('')
  const [sending, setSending] = useState(false)
  const [sendFailed, setSendFailed] = useState(false)
  const logRef = useRef<HTMLDivElement>(null)

  // The newest message in view whenever one arrives.
  const count = messages.length
  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [count])

  if (query.isPending) {
    return (
      <div className={styles.pane}>
        <Spinner label="Chargement de la conversation" />
      </div>
    )
  }
  if (!channel) {
    return (
      <div className={styles.pane}>
        <Alert variant="error">Une erreur est survenue</Alert>
      </div>
    )
  }

  const other = otherParticipant(channel, me)
  const canWrite = sessionState === 'ready'
  const submit = async () => {
    if (sending || !canWrite || draft.trim() === '') return
    setSending(true)
    setSendFailed(false)
    try {
      if (await send(draft)) setDraft('')
      else setSendFailed(true)
    } catch {
      setSendFailed(true)
    } finally {
      setSending(false)
    }
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void submit()
    }
  }

  return (
    <div className={styles.pane}>
      <div className={styles.paneHeader}>
        <div>
          <h2 className={styles.paneTitle}>{participantName(other)}</h2>
          {other && <span className={styles.rowMeta}>{participantRole(other, application)}</span>}
        </div>
      </div>
      {sessionState === 'invalid' && <Alert variant="warning">{PARTICIPANT_WITHOUT_ACCOUNT}</Alert>}
      {sessionState === 'locked' && <Alert variant="info">{LOCKED_SESSION}</Alert>}
      {sessionState === 'failed' && (
        <Alert variant="error">La conversation n'a pas pu être sécurisée. Réessayez plus tard.</Alert>
      )}
      {hasMore && (
        <div>
          <Button variant="ghost" size="sm" onPress={() => void loadOlder()}>
            Afficher les messages précédents
          </Button>
        </div>
      )}
      {messages.length === 0 ? (
        <p className={styles.rowMeta}>Aucun message pour le moment.</p>
      ) : (
        // A log: assistive technologies announce the messages that arrive, politely. It scrolls and holds
        // no control, so it takes focus itself (tabIndex 0), or the keyboard could not scroll back through
        // the history; the theme's focus ring (:focus-visible) shows it is the arrows' target.
        <div
          ref={logRef}
          className={styles.log}
          role="log"
          aria-label={`Messages avec ${participantName(other)}`}
          tabIndex={0}
        >
          <ol className={styles.messageList}>
            {messages.map((message) => {
              const mine = message.author === me
              const author = mine
                ? 'Vous'
                : participantName(channel.users.find((u) => u.id === message.author))
              const result = vault ? decrypted.get(message.id) : undefined
              return (
                <li key={message.id} className={[styles.bubble, mine ? styles.mine : ''].join(' ')}>
                  <span className={styles.bubbleMeta}>
                    {author} · {formatDateTime(message.time)}
                  </span>
                  {!vault ? (
                    <span className={styles.undecryptable}>Message chiffré</span>
                  ) : !result ? (
                    <span className={styles.undecryptable}>Déchiffrement…</span>
                  ) : result.ok ? (
                    result.text
                  ) : (
                    <span className={styles.undecryptable}>{DECRYPTION_FAILED}</span>
                  )}
                </li>
              )
            })}
          </ol>
        </div>
      )}
      <div className={styles.composer}>
        {sendFailed && <Alert variant="error">Le message n'a pas pu être envoyé. Réessayez.</Alert>}
        <TextArea
          label="Votre message"
          description="Entrée pour envoyer, Maj+Entrée pour aller à la ligne."
          rows={3}
          value={draft}
          onChange={setDraft}
          onKeyDown={onKeyDown}
          isDisabled={!canWrite}
        />
        <div className={styles.composerActions}>
          <Button
            onPress={() => void submit()}
            isDisabled={!canWrite || draft.trim() === ''}
            isPending={sending}
          >
            Envoyer
          </Button>
        </div>
      </div>
    </div>
  )
}
