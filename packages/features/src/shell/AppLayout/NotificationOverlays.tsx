// What the bell opens: a popover on wide screens and a drawer on phones with the notifications' panel,
// and a notification's dialog. Loaded once the bell is reached for (NotificationBell.tsx).
import type { RefObject } from 'react'
import { Drawer, Popover } from '@relais/ui'
import { NotificationDialog, NotificationPanel, type Notification } from '../../areas/notifications/index.ts'
import * as styles from './AppLayout.css.ts'

export interface NotificationOverlaysProps {
  triggerRef: RefObject<HTMLButtonElement | null>
  open: 'popover' | 'drawer' | null
  onOpenChange: (isOpen: boolean) => void
  fresh: ReadonlySet<string>
  shown: Notification | null
  onShow: (notification: Notification) => void
  onDialogClose: () => void
}

export function NotificationOverlays({
  triggerRef,
  open,
  onOpenChange,
  fresh,
  shown,
  onShow,
  onDialogClose,
}: NotificationOverlaysProps) {
  const panel = (
    <div className={styles.notifications}>
      <NotificationPanel fresh={fresh} onOpen={onShow} />
    </div>
  )
  return (
    <>
      <Popover
        aria-label="Notifications"
        triggerRef={triggerRef}
        placement="bottom end"
        isOpen={open === 'popover'}
        onOpenChange={onOpenChange}
      >
        {panel}
      </Popover>
      <Drawer title="Notifications" isOpen={open === 'drawer'} onOpenChange={onOpenChange}>
        {panel}
      </Drawer>
      {shown && <NotificationDialog notification={shown} onClose={onDialogClose} />}
    </>
  )
}
