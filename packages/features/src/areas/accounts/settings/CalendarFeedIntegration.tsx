// 'Intégrations' › 'Agenda', for doctors, nurses and midwives: a private link a phone's calendar
// subscribes to, listing their consultations' times and nothing else. The API keeps only a hash of the
// link's secret, so the link is shown once, when it is made ('Activer', or 'Synchroniser' which makes a
// new one and stops the old), with a button to copy it; 'Désactiver' stops it. Both replacements of a
// working link are confirmed first.
import { useEffect, useRef, useState } from 'react'
import {
  Alert,
  AlertDialog,
  Badge,
  Button,
  Card,
  formatDateTime,
  Spinner,
  TextField,
  toastQueue,
} from '@relais/ui'
import * as styles from './CalendarFeedIntegration.css.ts'
import {
  calendarFeedErrorMessage,
  useCalendarFeed,
  useDisableCalendarFeed,
  useEnableCalendarFeed,
} from './useCalendarFeed.ts'

interface Problem {
  title: string
  message: string
}

export function CalendarFeedIntegration() {
  const feed = useCalendarFeed()
  const enable = useEnableCalendarFeed()
  const disable = useDisableCalendarFeed()
  /** The link just made, shown while the screen stays open: the API never gives it again. */
  const [link, setLink] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<'renew' | 'disable' | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [copyFailed, setCopyFailed] = useState(false)
  /**
   * Where the keyboard's focus goes once an answer is in: the new link, or 'Activer' after a revocation
   * (the buttons pressed are gone).
   */
  const [focusTo, setFocusTo] = useState<'link' | 'activate' | null>(null)
  const linkBlock = useRef<HTMLDivElement>(null)
  const actions = useRef<HTMLDivElement>(null)

  const enabled = feed.data?.enabled
  useEffect(() => {
    // Once the screen shows the answer (the link's field, or 'Activer' in place of the buttons pressed)…
    const shown = focusTo === 'link' ? link !== null : focusTo === 'activate' && enabled === false
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
  }, [focusTo, confirming, link, enabled])

  const create = async () => {
    setProblem(null)
    try {
      const created = await enable.mutateAsync()
      setCopyFailed(false)
      setLink(created.url)
      setFocusTo('link')
    } catch (error) {
      setProblem({ title: "Le lien n'a pas pu être créé.", message: calendarFeedErrorMessage(error) })
    }
  }

  const revoke = async () => {
    setProblem(null)
    try {
      await disable.mutateAsync()
      setLink(null)
      setFocusTo('activate')
      toastQueue.add({ title: "Le lien de l'agenda est désactivé", variant: 'success' })
    } catch (error) {
      setProblem({ title: "Le lien n'a pas pu être désactivé.", message: calendarFeedErrorMessage(error) })
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

  return (
    <Card title="Agenda" headingLevel={3} elevation="flat">
      <div className={styles.content}>
        <p className={styles.text}>
          Abonnez le calendrier de votre téléphone à vos consultations : seuls les horaires y figurent, jamais
          le nom du patient.
        </p>
        {problem && (
          <Alert variant="error" title={problem.title}>
            {problem.message}
          </Alert>
        )}
        {feed.isPending ? (
          <div className={styles.loading}>
            <Spinner size="sm" label="Chargement de l'agenda" />
            <span>Chargement...</span>
          </div>
        ) : feed.isError ? (
          <Alert variant="error" title="L'état de l'agenda n'a pas pu être chargé.">
            <Button size="sm" variant="secondary" onPress={() => void feed.refetch()}>
              Réessayer
            </Button>
          </Alert>
        ) : (
          <>
            <p className={styles.state}>
              <span>Synchronisation :</span>
              <Badge variant={feed.data.enabled ? 'success' : 'neutral'}>
                {feed.data.enabled ? 'Activée' : 'Désactivée'}
              </Badge>
              {feed.data.enabled && feed.data.createdAt && (
                <span>Lien créé le {formatDateTime(feed.data.createdAt)}</span>
              )}
            </p>
            {link && (
              <div className={styles.link} ref={linkBlock}>
                <div className={styles.linkField}>
                  <TextField className={styles.linkInput} label="Lien d'abonnement" value={link} isReadOnly />
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
              {feed.data.enabled ? (
                <>
                  <Button
                    variant="secondary"
                    isPending={enable.isPending}
                    pendingLabel="Création du nouveau lien"
                    onPress={() => setConfirming('renew')}
                  >
                    Synchroniser
                  </Button>
                  <Button
                    variant="secondary"
                    isPending={disable.isPending}
                    pendingLabel="Désactivation en cours"
                    onPress={() => setConfirming('disable')}
                  >
                    Désactiver
                  </Button>
                </>
              ) : (
                <Button
                  isPending={enable.isPending}
                  pendingLabel="Activation en cours"
                  onPress={() => void create()}
                >
                  Activer
                </Button>
              )}
            </div>
          </>
        )}
      </div>
      {confirming === 'renew' && (
        <AlertDialog
          title="Créer un nouveau lien ?"
          isOpen
          onOpenChange={(open) => !open && setConfirming(null)}
          onConfirm={afterClosing(create)}
          confirmLabel="Créer un nouveau lien"
        >
          L'ancien lien cessera de fonctionner : les calendriers abonnés avec lui ne recevront plus vos
          consultations tant que vous ne les aurez pas abonnés au nouveau.
        </AlertDialog>
      )}
      {confirming === 'disable' && (
        <AlertDialog
          title="Désactiver l'agenda ?"
          isOpen
          onOpenChange={(open) => !open && setConfirming(null)}
          onConfirm={afterClosing(revoke)}
          confirmLabel="Désactiver"
          variant="danger"
        >
          Le lien cessera de fonctionner : les calendriers abonnés avec lui ne recevront plus vos
          consultations.
        </AlertDialog>
      )}
    </Card>
  )
}
