// 'Administrateurs': the application's administrator grants — who holds one, who gave it and when — in
// a list at most 240 px high (one Tab stop; arrows move through it and scroll it). An email adds an
// account of this application ('Veuillez entrer une adresse email' when empty, the API's refusals at the
// field); 'Retirer' asks for confirmation, and the API refuses to remove the last administrator.
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type components } from '@relais/api-client'
import { ADMIN_MESSAGES, EMAIL_INVALID_MESSAGE, isValidEmail } from '@relais/domain'
import {
  Alert,
  AlertDialog,
  Button,
  Dialog,
  EmptyState,
  formatDate,
  formatPhone,
  GridList,
  Spinner,
  TextField,
  toastQueue,
} from '@relais/ui'
import { useSignedIn } from '../../core/session/signed-in.tsx'
import * as styles from './AdminPage.css.ts'

type Administrator = components['schemas']['Administrator']

const GENERIC_ERROR = 'Une erreur est survenue'

/** Who gave the grant, in words: the start-up configuration, the demo seed, or an administrator. */
export function grantedByLabel(grantedBy: string): string {
  if (grantedBy === 'configuration') return 'la configuration du serveur'
  if (grantedBy === 'seed') return 'les données de démonstration'
  return grantedBy.startsWith('+') ? formatPhone(grantedBy) : grantedBy
}

/** The account's email, or its phone (international form) when it has none. */
const usernameLabel = (username: string) => (username.startsWith('+') ? formatPhone(username) : username)

export function AdministratorsDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog title="Administrateurs" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Administrators />
    </Dialog>
  )
}

function Administrators() {
  const { user } = useSignedIn()
  const { $api, client } = useApi()
  const queryClient = useQueryClient()
  const administrators = $api.useQuery('get', '/admin/administrators')
  const listKey = $api.queryOptions('get', '/admin/administrators').queryKey
  const [email, setEmail] = useState('')
  const [emailError, setEmailError] = useState<string | null>(null)
  const [isAdding, setAdding] = useState(false)
  const [toRemove, setToRemove] = useState<Administrator | null>(null)
  const [removalError, setRemovalError] = useState<string | null>(null)

  const add = async () => {
    const typed = email.trim()
    if (!typed) return setEmailError(ADMIN_MESSAGES.emailRequired)
    if (!isValidEmail(typed)) return setEmailError(EMAIL_INVALID_MESSAGE)
    setEmailError(null)
    setAdding(true)
    const { data, error } = await client.POST('/admin/administrators', { body: { email: typed } })
    setAdding(false)
    if (data) {
      queryClient.setQueryData<Administrator[]>(listKey, (rows) => [...(rows ?? []), data])
      setEmail('')
      toastQueue.add({ title: `${data.name} a désormais les droits d'administration`, variant: 'success' })
      return
    }
    const apiError = asApiError(error)
    // A 500 already shows the spec's toast (client interceptor).
    if (apiError?.statusCode === 500) return
    setEmailError(
      apiError?.fieldErrors?.find((f) => f.field === 'body.email')?.message ??
        apiError?.message ??
        GENERIC_ERROR,
    )
  }

  const remove = async (admin: Administrator) => {
    setRemovalError(null)
    const { error } = await client.DELETE('/admin/administrators/{userId}', {
      params: { path: { userId: admin.userId } },
    })
    const apiError = asApiError(error)
    // 404: someone else removed it already; either way it is no administrator any more.
    if (!error || apiError?.statusCode === 404) {
      queryClient.setQueryData<Administrator[]>(listKey, (rows) =>
        rows?.filter((r) => r.userId !== admin.userId),
      )
      toastQueue.add({ title: `${admin.name} n'a plus les droits d'administration`, variant: 'success' })
      // Removing one's own grant ends one's access to this page: the shell's guard takes over.
      if (admin.userId === user.id)
        await queryClient.invalidateQueries({ queryKey: ['get', '/user/current'] })
      return
    }
    if (apiError?.statusCode !== 500) setRemovalError(apiError?.message ?? GENERIC_ERROR)
  }

  const rows = (administrators.data ?? []).map((a) => ({ ...a, id: a.userId }))

  return (
    <div className={styles.stack}>
      {administrators.isPending ? (
        <div className={styles.loading}>
          <Spinner size="sm" label="Chargement des administrateurs" />
          <span>Chargement des administrateurs...</span>
        </div>
      ) : administrators.isError ? (
        <Alert variant="error" title="Les administrateurs n'ont pas pu être chargés.">
          <Button size="sm" variant="secondary" onPress={() => void administrators.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState title="Aucun administrateur" headingLevel={3} />
      ) : (
        <>
          {removalError && <Alert variant="error">{removalError}</Alert>}
          <GridList
            aria-label="Administrateurs de l'application"
            className={styles.administrators}
            items={rows}
            textValue={(a) => `${a.name}, ${usernameLabel(a.username)}`}
          >
            {(admin) => (
              <div className={styles.administrator}>
                <div className={styles.administratorText}>
                  <span className={styles.administratorName}>
                    {admin.name}
                    {admin.userId === user.id && ' (vous)'}
                  </span>
                  <span className={styles.administratorMeta}>{usernameLabel(admin.username)}</span>
                  <span className={styles.administratorMeta}>
                    Ajouté par {grantedByLabel(admin.grantedBy)} le {formatDate(admin.grantedAt)}
                  </span>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Retirer ${admin.name}`}
                  onPress={() => {
                    setRemovalError(null)
                    setToRemove(admin)
                  }}
                >
                  Retirer
                </Button>
              </div>
            )}
          </GridList>
        </>
      )}
      <form
        className={styles.addForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void add()
        }}
      >
        <TextField
          className={styles.addField}
          label="Adresse email"
          description="Le compte doit exister dans cette application."
          type="email"
          autoComplete="off"
          value={email}
          onChange={(value) => {
            setEmail(value)
            if (emailError) setEmailError(null)
          }}
          isInvalid={Boolean(emailError)}
          errorMessage={emailError ?? undefined}
        />
        <Button type="submit" isPending={isAdding} pendingLabel="Ajout en cours">
          Ajouter
        </Button>
      </form>
      {toRemove && (
        <AlertDialog
          title="Retirer un administrateur"
          isOpen
          onOpenChange={(open) => !open && setToRemove(null)}
          onConfirm={() => remove(toRemove)}
          confirmLabel="Retirer"
          variant="danger"
        >
          {toRemove.userId === user.id
            ? "Vous n'aurez plus accès à l'administration de cette application."
            : `${toRemove.name} (${usernameLabel(toRemove.username)}) n'aura plus accès à l'administration de cette application.`}
        </AlertDialog>
      )}
    </div>
  )
}
