// The conversation list (the spec's /app/messages): the other participant, their role, the time
// of the latest activity and the last message, decrypted in the browser.
import { useMemo } from 'react'
import { DECRYPTION_FAILED } from '@relais/domain'
import { EmptyState, GridList, formatRelative } from '@relais/ui'
import type { ApplicationName } from '@relais/api-client'
import type { VaultPort } from '@relais/vault'
import { useDecrypted } from './message-crypto.ts'
import { otherParticipant, participantName, participantRole } from './participants.ts'
import type { Channel } from './useConversation.ts'
import * as styles from './messages.css.ts'

export interface ConversationListProps {
  channels: Channel[]
  me: string
  application: ApplicationName
  /** null when this session cannot decrypt (impersonation): no previews then. */
  vault: VaultPort | null
  selectedId: string | null
  onOpen: (channelId: string) => void
  label?: string
  /** The level of 'Aucune conversation' under the surrounding heading. */
  emptyHeadingLevel?: 2 | 3
  now?: Date
}

export function ConversationList({
  channels,
  me,
  application,
  vault,
  selectedId,
  onOpen,
  label = 'Conversations',
  emptyHeadingLevel = 2,
  now = new Date(),
}: ConversationListProps) {
  const lastMessages = useMemo(
    () => channels.flatMap((c) => (c.lastMessage ? [c.lastMessage] : [])),
    [channels],
  )
  const decrypted = useDecrypted(vault, lastMessages)
  const preview = (channel: Channel) => {
    const last = channel.lastMessage
    if (!last) return 'Aucun message'
    if (!vault) return null
    const result = decrypted.get(last.id)
    if (!result) return '…'
    const text = result.ok ? result.text : DECRYPTION_FAILED
    return last.author === me ? `Vous : ${text}` : text
  }
  if (channels.length === 0)
    return <EmptyState title="Aucune conversation" headingLevel={emptyHeadingLevel} />
  return (
    <GridList
      aria-label={label}
      items={channels}
      selectionMode="single"
      selectedIds={selectedId ? [selectedId] : []}
      onSelectionChange={(ids) => ids[0] && onOpen(ids[0])}
      textValue={(c) => participantName(otherParticipant(c, me))}
    >
      {(channel) => {
        const other = otherParticipant(channel, me)
        const text = preview(channel)
        return (
          <div className={styles.row}>
            <div className={styles.rowText}>
              <div className={styles.rowTop}>
                <span className={styles.rowName}>{participantName(other)}</span>
                <span className={styles.rowMeta}>{formatRelative(channel.lastActivityAt, now)}</span>
              </div>
              {other && <span className={styles.rowMeta}>{participantRole(other, application)}</span>}
              {text !== null && <span className={styles.preview}>{text}</span>}
            </div>
          </div>
        )
      }}
    </GridList>
  )
}
