// 'Envoyer un message': opens the conversation with one person — the existing one when there is one,
// else a new one — on the messages page. Used wherever a practitioner looks at a patient.
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useApi } from '@relais/api-client'
import { Alert, Button } from '@relais/ui'
import type { MessagesNavigationState } from './MessagesPage.tsx'
import * as styles from './MessageButton.css.ts'

const CONVERSATION_FAILED = "La conversation n'a pas pu être ouverte. Réessayez."

export function MessageButton({ userId }: { userId: string }) {
  const { client } = useApi()
  const navigate = useNavigate()
  const [opening, setOpening] = useState(false)
  const [failed, setFailed] = useState(false)
  const open = async () => {
    setOpening(true)
    setFailed(false)
    try {
      const { data } = await client.POST('/user/channels', {
        body: { userIds: [userId], channelType: 'OneToOne' },
      })
      if (data) {
        const state: MessagesNavigationState = { channelId: data.id }
        await navigate('/app/messages', { state })
        return
      }
      setFailed(true)
    } catch {
      setFailed(true)
    } finally {
      setOpening(false)
    }
  }
  return (
    <div className={styles.outcome}>
      <Button onPress={() => void open()} isPending={opening} pendingLabel="Ouverture de la conversation">
        Envoyer un message
      </Button>
      {failed && <Alert variant="error">{CONVERSATION_FAILED}</Alert>}
    </div>
  )
}
