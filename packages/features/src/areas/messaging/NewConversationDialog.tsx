// 'Nouvelle conversation' from the conversation list: search one's contacts (GET /user/contacts: by the
// start of a given or family name, or by exact email or phone, among the people one is related to and,
// for a professional, any professional) and open the conversation with the one chosen. The API limits
// searches per account; past it the dialog says so instead of "no result".
import { useState } from 'react'
import { Alert, Badge, Button, Dialog, DialogTrigger, GridList, SearchField } from '@relais/ui'
import { keepPreviousData } from '@tanstack/react-query'
import { asApiError, useApi, type ApplicationName } from '@relais/api-client'
import { DEBOUNCE_MS } from '@relais/domain'
import { useDebouncedValue } from '../../core/forms/useDebouncedValue.ts'
import { participantRole } from './participants.ts'
import * as styles from './messages.css.ts'

export interface NewConversationDialogProps {
  application: ApplicationName
  /** The conversation opened (new or the existing one with that person). */
  onOpened: (channelId: string) => void
  isDisabled?: boolean
}

export function NewConversationDialog({ application, onOpened, isDisabled }: NewConversationDialogProps) {
  return (
    <DialogTrigger>
      <Button variant="primary" isDisabled={isDisabled}>
        Nouvelle conversation
      </Button>
      <Dialog title="Nouvelle conversation">
        {(close) => (
          <ContactSearch
            application={application}
            onOpened={(id) => {
              close()
              onOpened(id)
            }}
          />
        )}
      </Dialog>
    </DialogTrigger>
  )
}

function ContactSearch({ application, onOpened }: Omit<NewConversationDialogProps, 'isDisabled'>) {
  const { $api, client } = useApi()
  const [text, setText] = useState('')
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS.search)
  // The previous results stay while the next search runs, so the list does not flash empty.
  const contacts = $api.useQuery(
    'get',
    '/user/contacts',
    { params: { query: query ? { query } : {} } },
    { placeholderData: keepPreviousData },
  )
  const [opening, setOpening] = useState(false)
  const [failed, setFailed] = useState(false)
  const tooMany = asApiError(contacts.error)?.statusCode === 429

  const open = async (userId: string) => {
    if (opening) return
    setOpening(true)
    setFailed(false)
    const { data } = await client.POST('/user/channels', {
      body: { userIds: [userId], channelType: 'OneToOne' },
    })
    setOpening(false)
    if (data) onOpened(data.id)
    else setFailed(true)
  }

  return (
    <div className={styles.results}>
      <SearchField
        label="Rechercher un contact"
        description="Par nom, ou par adresse email ou numéro de téléphone exact."
        value={text}
        onChange={setText}
        autoFocus
      />
      {failed && <Alert variant="error">La conversation n'a pas pu être ouverte. Réessayez.</Alert>}
      {tooMany && (
        <Alert variant="error">Trop de recherches en peu de temps. Réessayez dans quelques minutes.</Alert>
      )}
      <GridList
        aria-label="Contacts"
        items={contacts.data ?? []}
        textValue={(c) => c.name}
        onAction={(id) => void open(id)}
        emptyTitle={contacts.isPending ? 'Recherche…' : 'Aucun résultat'}
        emptyDescription={contacts.isPending || tooMany ? undefined : 'Essayez de modifier votre recherche'}
      >
        {(contact) => (
          <div className={styles.row}>
            <div className={styles.rowText}>
              <span className={styles.rowName}>{contact.name}</span>
              <span className={styles.rowMeta}>{participantRole(contact, application)}</span>
            </div>
            {!contact.activated && <Badge variant="warning">Compte non activé</Badge>}
          </div>
        )}
      </GridList>
    </div>
  )
}
