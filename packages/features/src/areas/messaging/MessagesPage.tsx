// /app/messages (the spec's screens): the conversation list and the open conversation, side by side on wide
// screens and one at a time on narrow ones (« Retour »). The navigation state may name the conversation
// to open (`{ channelId }`), e.g. from the dashboard or a future 'Envoyer un message' button. The list
// follows live: a conversation someone opens with the user, or writes in, moves to its place.
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { Alert, EmptyState, PageHeader, Spinner, TwoPane } from '@relais/ui'
import { useApi } from '@relais/api-client'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import { useSignedInUser } from '../../core/session/signed-in.tsx'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import { ConversationList } from './ConversationList.tsx'
import { ConversationPane, LOCKED_SESSION } from './ConversationPane.tsx'
import { NewConversationDialog } from './NewConversationDialog.tsx'
import { useLiveChannelList } from './useLiveChannelList.ts'
import * as styles from './messages.css.ts'

export interface MessagesNavigationState {
  channelId?: string
}

function channelIdOf(state: unknown): string | null {
  const id = (state as MessagesNavigationState | null)?.channelId
  return typeof id === 'string' ? id : null
}

export function MessagesPage() {
  const location = useLocation()
  const { application } = useAppConfig()
  const user = useSignedInUser()
  const vault = useOptionalVault()
  const { $api } = useApi()
  const channels = $api.useQuery('get', '/user/channels')
  const [selected, setSelected] = useState<string | null>(() => channelIdOf(location.state))
  useLiveChannelList()

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
