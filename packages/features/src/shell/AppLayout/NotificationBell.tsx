// The bell of the header (AppLayout leaves it out where the mode has no notifications): its badge counts
// the unseen ones; it opens a popover on wide screens and a drawer on phones (the spec's shell), which
// marks them all seen. Opening a notification closes the panel for its dialog, after which focus comes
// back to the bell. What it shows is the notifications area's.
import { useRef, useState } from 'react'
import { Drawer, HeaderBell, Popover } from '@relais/ui'
import { matchesBreakpoint } from '@relais/ui/themes'
import {
  NotificationDialog,
  NotificationPanel,
  useNotificationBell,
  type Notification,
} from '../../areas/notifications/index.ts'
import * as styles from './AppLayout.css.ts'

export function NotificationBell() {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const bell = useNotificationBell()
  const [open, setOpen] = useState<'popover' | 'drawer' | null>(null)
  const [shown, setShown] = useState<Notification | null>(null)
  const close = (isOpen: boolean) => !isOpen && setOpen(null)
  const show = (notification: Notification) => {
    setOpen(null)
    setShown(notification)
  }
  const panel = (
    <div className={styles.notifications}>
      <NotificationPanel fresh={bell.fresh} onOpen={show} />
    </div>
  )
  return (
    <>
      <HeaderBell
        ref={triggerRef}
        count={bell.unseen}
        aria-expanded={open !== null}
        onPress={() => {
          setOpen(matchesBreakpoint('tablet') ? 'popover' : 'drawer')
          bell.open()
        }}
      />
      <Popover
        aria-label="Notifications"
        triggerRef={triggerRef}
        placement="bottom end"
        isOpen={open === 'popover'}
        onOpenChange={close}
      >
        {panel}
      </Popover>
      <Drawer title="Notifications" isOpen={open === 'drawer'} onOpenChange={close}>
        {panel}
      </Drawer>
      {shown && (
        <NotificationDialog
          notification={shown}
          onClose={() => {
            setShown(null)
            triggerRef.current?.focus()
          }}
        />
      )}
    </>
  )
}
