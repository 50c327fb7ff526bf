// The notifications area's public surface: what the header's bell shows (shell/AppLayout/NotificationBell)
// — its badge and live list, the panel, and each notification's dialog.
export { NotificationDialog } from './NotificationDialog.tsx'
export { NotificationPanel } from './NotificationPanel.tsx'
export type { Notification } from './notifications.ts'
export { useNotificationBell } from './useNotificationBell.ts'
