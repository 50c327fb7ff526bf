// /app/messages (the spec's screens): the conversation list and the open conversation, side by side on wide
// screens and one at a time on narrow ones (« Retour »). The navigation state may name the conversation
// to open (`{ channelId }`), e.g. from the dashboard or a future 'Envoyer un message' button.
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Alert, EmptyState, PageHeader, Spinner, TwoPane } from '@relais/ui'
import { useApi } from '@relais/api-client'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import { useSignedInUser } from '../../core/session/signed-in.tsx'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import { ConversationList } from './ConversationList.tsx'
import { ConversationPane, LOCKED_SESSION } from './ConversationPane.tsx'
import { NewConversationDialog } from './NewConversationDialog.tsx'
import { useChatRealtime } from './realtime-context.tsx'
import * as styles from './messages.css.ts'

export interface MessagesNavigationState {
  channelId?: string
}

function channelIdOf(state: unknown): string | null {
  const id = (state as MessagesNavigationState | null)?.channelId
  return typeof id === 'string' ? id : null
}

/** Joins every listed conversation, so a message in one not open refreshes the list (order, preview). */
function useLiveList(channelIds: readonly string[]) {
  const realtime = useChatRealtime()
  const queryClient = useQueryClient()
  const key = channelIds.join(',')
  useEffect(() => {
    if (!key) return
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['get', '/user/channels'] })
    const leaves = key.split(',').map((id) => realtime.join(id, { onMessage: refresh, onResync: refresh }))
    return () => leaves.forEach((leave) => leave())
  }, [key, realtime, queryClient])
}

export function MessagesPage() {
  const location = useLocation()
  const { application } = useAppConfig()
  const user = useSignedInUser()
  const vault = useOptionalVault()
  const { $api } = useApi()
  const channels = $api.useQuery('get', '/user/channels')
  const [selected, setSelected] = useState<string | null>(() => channelIdOf(location.state))
  useLiveList(channels.data?.map((c) => c.id) ?? [])

  // Arriving again with another conversation named in the navigation state opens that one.
  const requested = channelIdOf(location.state)
  useEffect(() => {
    if (requested) setSelected(requested)
  }, [requested, location.key])

  return (
    <div className={styles.page}>
      <PageHeader
        title="Messagerie"
        actions={
          <NewConversationDialog
            application={application}
            onOpened={(id) => {
              setSelected(id)
              void channels.refetch()
            }}
            isDisabled={!vault}
          />
        }
      />
      {!vault && <Alert variant="info">{LOCKED_SESSION}</Alert>}
      <TwoPane
        listLabel="Conversations"
        detailLabel="Conversation"
        hasSelection={selected !== null}
        onBack={() => setSelected(null)}
        list={
          channels.isPending ? (
            <Spinner label="Chargement des conversations" />
          ) : channels.isError ? (
            <Alert variant="error">Une erreur est survenue</Alert>
          ) : (
            <ConversationList
              channels={channels.data}
              me={user.id}
              application={application}
              vault={vault}
              selectedId={selected}
              onOpen={setSelected}
            />
          )
        }
        detail={
          selected ? (
            <ConversationPane key={selected} channelId={selected} me={user.id} application={application} />
          ) : (
            <EmptyState
              title="Aucune conversation sélectionnée"
              description="Choisissez une conversation dans la liste ou commencez-en une nouvelle."
              headingLevel={2}
            />
          )
        }
      />
    </div>
  )
}
