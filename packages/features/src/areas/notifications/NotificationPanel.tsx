// What the bell opens on: the notifications, newest first, those unseen until now marked 'Nouvelle';
// Enter or a click opens one's dialog, its button removes it, 'Tout supprimer' removes them all; the
// spec's 'Aucune notification' when there are none. A removed row hands the keyboard's focus to the list.
import { useEffect, useRef, useState } from 'react'
import { EMPTY_STATES } from '@relais/domain'
import { Alert, Badge, Button, EmptyState, formatRelative, GridList, IconButton, Spinner } from '@relais/ui'
import type { Notification } from './notifications.ts'
import { useNotificationPage, useNotificationRemoval } from './useNotificationPage.ts'
import * as styles from './NotificationPanel.css.ts'

export function NotificationPanel({
  fresh,
  onOpen,
}: {
  fresh: ReadonlySet<string>
  onOpen: (notification: Notification) => void
}) {
  const page = useNotificationPage({ enabled: true })
  const { removeOne, removeAll } = useNotificationRemoval()
  const [problem, setProblem] = useState<string | null>(null)
  const [refocus, setRefocus] = useState(0)
  const container = useRef<HTMLDivElement>(null)

  // The removed row's button leaves with it: focus goes to the list, or to the panel once it is empty,
  // so that Escape still closes it.
  useEffect(() => {
    if (refocus === 0) return
    const frame = requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return
      ;(container.current?.querySelector<HTMLElement>('[role="grid"]') ?? container.current)?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [refocus])

  const removed = {
    onError: () => setProblem('La suppression a échoué. Réessayez.'),
    onSettled: () => setRefocus((n) => n + 1),
  }
  const notifications = page.data?.notifications ?? []
  const now = new Date()

  return (
    <div className={styles.panel} ref={container} tabIndex={-1}>
      {page.isPending ? (
        <div className={styles.loading}>
          <Spinner size="sm" label="Chargement des notifications" />
          <span>Chargement des notifications...</span>
        </div>
      ) : page.isError ? (
        <Alert variant="error" title="Les notifications n'ont pas pu être chargées.">
          <Button size="sm" variant="secondary" onPress={() => void page.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : notifications.length === 0 ? (
        <EmptyState title={EMPTY_STATES.notifications} headingLevel={2} />
      ) : (
        <>
          <div className={styles.toolbar}>
            <Button
              size="sm"
              variant="ghost"
              isPending={removeAll.isPending}
              pendingLabel="Suppression en cours"
              onPress={() => {
                setProblem(null)
                removeAll.mutate(undefined, removed)
              }}
            >
              Tout supprimer
            </Button>
          </div>
          <GridList
            aria-label="Notifications"
            items={notifications}
            textValue={(n) => n.content}
            onAction={(id) => {
              const notification = notifications.find((n) => n.id === id)
              if (notification) onOpen(notification)
            }}
          >
            {(notification) => (
              <div className={styles.item}>
                <div className={styles.text}>
                  <span className={styles.content}>{notification.content}</span>
                  <span className={styles.meta}>
                    {formatRelative(notification.createdAt, now)}
                    {(fresh.has(notification.id) || !notification.seen) && (
                      <Badge variant="info">Nouvelle</Badge>
                    )}
                  </span>
                </div>
                <IconButton
                  label="Supprimer la notification"
                  size="sm"
                  tooltipPlacement={false}
                  isDisabled={removeOne.isPending && removeOne.variables?.id === notification.id}
                  onPress={() => {
                    setProblem(null)
                    removeOne.mutate(notification, removed)
                  }}
                >
                  <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
                    <path
                      d="M3 3l10 10M13 3L3 13"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </IconButton>
              </div>
            )}
          </GridList>
        </>
      )}
      {problem && <Alert variant="error">{problem}</Alert>}
    </div>
  )
}
