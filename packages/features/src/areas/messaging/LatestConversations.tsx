// The doctor's dashboard section 'Dernières conversations' (the spec's screens and constants): the latest 5
// conversations, kept live (a new one appears without a reload); each opens /app/messages on it
// (navigation state `{ channelId }`).
import { useNavigate } from 'react-router'
import { Alert, EmptyState, Link, Spinner } from '@relais/ui'
import { useApi } from '@relais/api-client'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import { useSignedInUser } from '../../core/session/signed-in.tsx'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import { ConversationList } from './ConversationList.tsx'
import type { MessagesNavigationState } from './MessagesPage.tsx'
import { useLiveChannelList } from './useLiveChannelList.ts'

const LATEST_CONVERSATIONS = 5

export function LatestConversations() {
  const { $api } = useApi()
  const { application } = useAppConfig()
  const user = useSignedInUser()
  const vault = useOptionalVault()
  const navigate = useNavigate()
  const channels = $api.useQuery('get', '/user/channels', {
    params: { query: { limit: LATEST_CONVERSATIONS } },
  })
  useLiveChannelList()
  if (channels.isPending) return <Spinner label="Chargement des conversations" />
  if (channels.isError) return <Alert variant="error">Une erreur est survenue</Alert>
  if (channels.data.length === 0) return <EmptyState title="Aucune conversation" headingLevel={3} />
  return (
    <>
      <ConversationList
        label="Dernières conversations"
        channels={channels.data.slice(0, LATEST_CONVERSATIONS)}
        me={user.id}
        application={application}
        vault={vault}
        selectedId={null}
        onOpen={(channelId) => {
          const state: MessagesNavigationState = { channelId }
          void navigate('/app/messages', { state })
        }}
      />
      <Link href="/app/messages">Voir toutes les conversations</Link>
    </>
  )
}
