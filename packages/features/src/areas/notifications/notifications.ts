// The bell's list as the browser keeps it: one page of the signed-in user's notifications (the spec's
// constants: page 0, 100 of them, fetched once the page is idle, at most 2 s after it mounted), changed in
// place by what arrives on the socket and by the user's own actions. No React here.
import type { components } from '@relais/api-client'

export type Notification = components['schemas']['Notification']
export type NotificationTemplate = components['schemas']['NotificationTemplate']
type NotificationPage = components['schemas']['NotificationPage']

export const NOTIFICATIONS_QUERY = { params: { query: { page: 0, limit: 100 } } } as const

/** The first fetch waits for an idle moment, never longer than this. */
export const FIRST_FETCH_IDLE_TIMEOUT_MS = 2000

/** The socket's subscription on which the API publishes the signed-in user's new notifications. */
export const NOTIFICATIONS_TOPIC = '/notifications'

/**
 * Runs `run` once the browser is idle, or after `timeout` ms at the latest; where requestIdleCallback is
 * missing (Safari), after `timeout`. Returns the cancellation.
 */
export function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => run(), { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(run, timeout)
  return () => clearTimeout(handle)
}

/** What the socket delivers is not checked by the contract: what the bell needs of a notification. */
export function isNotification(event: unknown): event is Notification {
  if (typeof event !== 'object' || event === null) return false
  const n = event as Partial<Record<keyof Notification, unknown>>
  return (
    typeof n.id === 'string' &&
    typeof n.templateIdentifier === 'string' &&
    typeof n.content === 'string' &&
    typeof n.seen === 'boolean' &&
    typeof n.createdAt === 'string' &&
    typeof n.payload === 'object' &&
    n.payload !== null
  )
}

/** A new one on top (once, whatever the number of times it arrives), counted while unseen. */
export function withArrived(page: NotificationPage, notification: Notification): NotificationPage {
  if (page.notifications.some((n) => n.id === notification.id)) return page
  return {
    notifications: [notification, ...page.notifications],
    total: page.total + 1,
    unseen: page.unseen + (notification.seen ? 0 : 1),
  }
}

export function allSeen(page: NotificationPage): NotificationPage {
  return { ...page, notifications: page.notifications.map((n) => ({ ...n, seen: true })), unseen: 0 }
}

export function without(page: NotificationPage, id: string): NotificationPage {
  const removed = page.notifications.find((n) => n.id === id)
  if (!removed) return page
  return {
    notifications: page.notifications.filter((n) => n.id !== id),
    total: Math.max(0, page.total - 1),
    unseen: Math.max(0, page.unseen - (removed.seen ? 0 : 1)),
  }
}

/** What every notification's dialog receives (NotificationDialog.tsx maps each template to its dialog). */
export interface NotificationDialogProps {
  notification: Notification
  /** The dialog closed (answered, cancelled or dismissed). */
  onClose: () => void
}

export const EMPTY_PAGE: NotificationPage = { notifications: [], total: 0, unseen: 0 }
