// The bell of the header (hidden in dispatch). Notifications arrive with a later feature: until then the
// panel tells the truth — nothing to show, and no badge.
import { useRef, useState } from 'react'
import { EMPTY_STATES } from '@relais/domain'
import { Drawer, EmptyState, HeaderBell, Popover } from '@relais/ui'
import { matchesBreakpoint } from '@relais/ui/themes'
import * as styles from './AppLayout.css.ts'

function NotificationList() {
  return (
    <div className={styles.notifications}>
      <EmptyState title={EMPTY_STATES.notifications} headingLevel={2} />
    </div>
  )
}

export function NotificationBell() {
  const triggerRef = useRef<HTMLButtonElement>(null)
  // Popover on wide screens, drawer on phones (the spec's shell).
  const [open, setOpen] = useState<'popover' | 'drawer' | null>(null)
  return (
    <>
      <HeaderBell
        ref={triggerRef}
        aria-expanded={open !== null}
        onPress={() => setOpen(matchesBreakpoint('tablet') ? 'popover' : 'drawer')}
      />
      <Popover
        aria-label="Notifications"
        triggerRef={triggerRef}
        placement="bottom end"
        isOpen={open === 'popover'}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
      >
        <NotificationList />
      </Popover>
      <Drawer
        title="Notifications"
        isOpen={open === 'drawer'}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
      >
        <NotificationList />
      </Drawer>
    </>
  )
}
