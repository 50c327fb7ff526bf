// One integration of the settings: its name, description and state. Not activated, 'Activer' sends the
// browser to the provider's authorization, which comes back to the app's callback route; activated,
// 'Désactiver' and, for a calendar, 'Synchroniser', each after a confirmation. The calendar feed's link
// is shown once, when it is made (back from the callback, or by 'Synchroniser', which replaces it),
// with a button to copy it.
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import type { components } from '@relais/api-client'
import { Alert, AlertDialog, Badge, Button, Card, formatDateTime, TextField, toastQueue } from '@relais/ui'
import * as styles from './integrations.css.ts'
import {
  forgetJustMadeLink,
  integrationErrorMessage,
  justMadeLink,
  useAuthorizationUrl,
  useDeactivateIntegration,
  useSyncIntegration,
} from './integrations.ts'

type Integration = components['schemas']['Integration']
type IntegrationType = components['schemas']['IntegrationType']

interface Confirmation {
  title: string
  body: string
  confirmLabel: string
}

/** What each provider's confirmations and toasts say: a new type cannot be added without its words. */
const TEXTS: Record<
  IntegrationType,
  { sync: Confirmation; deactivate: Confirmation; deactivated: string; linkLabel: string }
> = {
  ical: {
    sync: {
      title: 'Créer un nouveau lien ?',
      body: "L'ancien lien cessera de fonctionner : les calendriers abonnés avec lui ne recevront plus vos consultations tant que vous ne les aurez pas abonnés au nouveau.",
      confirmLabel: 'Créer un nouveau lien',
    },
    deactivate: {
      title: "Désactiver l'agenda ?",
      body: 'Le lien cessera de fonctionner : les calendriers abonnés avec lui ne recevront plus vos consultations.',
      confirmLabel: 'Désactiver',
    },
    deactivated: "Le lien de l'agenda est désactivé",
    linkLabel: "Lien d'abonnement",
  },
}

interface Problem {
  title: string
  message: string
}

export function IntegrationCard({ integration }: { integration: Integration }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const authorizationUrl = useAuthorizationUrl()
  const sync = useSyncIntegration()
  const deactivate = useDeactivateIntegration()
  const texts = TEXTS[integration.type]
  /** The link just made, shown while the screen stays open: the API never gives it again. */
  const [link, setLink] = useState<string | null>(() => justMadeLink(queryClient, integration.type))
  const [confirming, setConfirming] = useState<'sync' | 'deactivate' | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [copyFailed, setCopyFailed] = useState(false)
  /**
   * Where the keyboard's focus goes once an answer is in: the new link, or 'Activer' after a
   * deactivation (the buttons pressed are gone).
   */
  const [focusTo, setFocusTo] = useState<'link' | 'activate' | null>(link ? 'link' : null)
  const linkBlock = useRef<HTMLDivElement>(null)
  const actions = useRef<HTMLDivElement>(null)

  useEffect(() => forgetJustMadeLink(queryClient, integration.type), [queryClient, integration.type])

  const activated = integration.isActivated
  useEffect(() => {
    // Once the screen shows the answer (the link's field, or 'Activer' in place of the buttons pressed)…
    const shown = focusTo === 'link' ? link !== null : focusTo === 'activate' && !activated
    if (!shown || confirming) return
    // …and a frame later: a closing confirmation gives its focus back in the next frame, and must not
    // take it from the field or the button.
    const frame = requestAnimationFrame(() => {
      const target =
        focusTo === 'link'
          ? linkBlock.current?.querySelector<HTMLElement>('input')
          : actions.current?.querySelector<HTMLElement>('button')
      target?.focus()
      setFocusTo(null)
    })
    return () => cancelAnimationFrame(frame)
  }, [focusTo, confirming, link, activated])

  const activate = async () => {
    setProblem(null)
    try {
      const url = new URL(await authorizationUrl.mutateAsync(integration.type), window.location.href)
      // The product's own provider comes back to this app: through the router, the vault stays open.
      if (url.origin === window.location.origin) void navigate(`${url.pathname}${url.search}`)
      else window.location.assign(url.toString())
    } catch (error) {
      setProblem({ title: "L'activation n'a pas pu commencer.", message: integrationErrorMessage(error) })
    }
  }

  const renew = async () => {
    setProblem(null)
    try {
      const synced = await sync.mutateAsync(integration.type)
      setCopyFailed(false)
      setLink(synced.subscriptionUrl)
      if (synced.subscriptionUrl) setFocusTo('link')
      else toastQueue.add({ title: `${integration.name} est synchronisé`, variant: 'success' })
    } catch (error) {
      setProblem({
        title: "La synchronisation n'a pas pu se faire.",
        message: integrationErrorMessage(error),
      })
    }
  }

  const stop = async () => {
    if (!integration.id) return
    setProblem(null)
    try {
      await deactivate.mutateAsync({ ...integration, id: integration.id })
      setLink(null)
      setFocusTo('activate')
      toastQueue.add({ title: texts.deactivated, variant: 'success' })
    } catch (error) {
      setProblem({
        title: "L'intégration n'a pas pu être désactivée.",
        message: integrationErrorMessage(error),
      })
    }
  }

  const copy = async () => {
    if (!link) return
    try {
      // Absent outside a secure context: the failure says to copy it by hand.
      await navigator.clipboard.writeText(link)
      setCopyFailed(false)
      toastQueue.add({ title: 'Lien copié', variant: 'success' })
    } catch {
      setCopyFailed(true)
    }
  }

  // The confirmations close at once and the call runs behind them, shown pending on the button pressed.
  const afterClosing = (action: () => Promise<void>) => () => void action()
  const confirmation = confirming && texts[confirming]

  return (
    <Card title={integration.name} headingLevel={3} elevation="flat">
      <div className={styles.content}>
        <p className={styles.text}>{integration.description}</p>
        {problem && (
          <Alert variant="error" title={problem.title}>
            {problem.message}
          </Alert>
        )}
        <p className={styles.state}>
          <span>Synchronisation :</span>
          <Badge variant={activated ? 'success' : 'neutral'}>{activated ? 'Activée' : 'Désactivée'}</Badge>
          {activated && integration.activatedAt && (
            <span>Activée le {formatDateTime(integration.activatedAt)}</span>
          )}
        </p>
        {link && (
          <div className={styles.link} ref={linkBlock}>
            <div className={styles.linkField}>
              <TextField className={styles.linkInput} label={texts.linkLabel} value={link} isReadOnly />
              <Button variant="secondary" onPress={() => void copy()}>
                Copier le lien
              </Button>
            </div>
            <Alert variant="warning">
              Ce lien ne sera plus affiché : copiez-le maintenant et ajoutez-le à votre téléphone comme
              calendrier par abonnement. Gardez-le pour vous : quiconque le détient voit vos horaires de
              consultation.
            </Alert>
            {copyFailed && (
              <Alert variant="error">
                Le lien n'a pas pu être copié : sélectionnez-le dans le champ pour le copier.
              </Alert>
            )}
          </div>
        )}
        <div className={styles.actions} ref={actions}>
          {activated ? (
            <>
              {integration.features.includes('calendar') && (
                <Button
                  variant="secondary"
                  isPending={sync.isPending}
                  pendingLabel="Synchronisation en cours"
                  onPress={() => setConfirming('sync')}
                >
                  Synchroniser
                </Button>
              )}
              <Button
                variant="secondary"
                isPending={deactivate.isPending}
                pendingLabel="Désactivation en cours"
                onPress={() => setConfirming('deactivate')}
              >
                Désactiver
              </Button>
            </>
          ) : (
            <Button
              isPending={authorizationUrl.isPending || authorizationUrl.isSuccess}
              pendingLabel="Activation en cours"
              onPress={() => void activate()}
            >
              Activer
            </Button>
          )}
        </div>
      </div>
      {confirmation && (
        <AlertDialog
          title={confirmation.title}
          isOpen
          onOpenChange={(open) => !open && setConfirming(null)}
          onConfirm={afterClosing(confirming === 'sync' ? renew : stop)}
          confirmLabel={confirmation.confirmLabel}
          variant={confirming === 'deactivate' ? 'danger' : undefined}
        >
          {confirmation.body}
        </AlertDialog>
      )}
    </Card>
  )
}
