// The bell of the header (AppLayout leaves it out where the mode has no notifications): its badge counts
// the unseen ones; it opens a popover on wide screens and a drawer on phones (the spec's shell), which
// marks them all seen. Opening a notification closes the panel for its dialog, after which focus comes
// back to the bell. What it shows is the notifications area's; the panel and its dialogs load once the
// bell is reached for (a signed-in page paints without them).
import { useCallback, useRef, useState } from 'react'
import { HeaderBell } from '@relais/ui'
import { matchesBreakpoint } from '@relais/ui/themes'
import { useNotificationBell, type Notification } from '../../areas/notifications/index.ts'
import { useDeferredModule } from '../../core/lazy/useDeferredModule.ts'

const loadOverlays = () => import('./NotificationOverlays.tsx')

export function NotificationBell() {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const bell = useNotificationBell()
  const overlays = useDeferredModule(loadOverlays)
  const [open, setOpen] = useState<'popover' | 'drawer' | null>(null)
  const [shown, setShown] = useState<Notification | null>(null)
  const close = useCallback((isOpen: boolean) => !isOpen && setOpen(null), [])
  const Overlays = overlays.module?.NotificationOverlays
  return (
    <>
      <HeaderBell
        ref={triggerRef}
        count={bell.unseen}
        aria-expanded={open !== null}
        onHoverStart={overlays.request}
        onFocus={overlays.request}
        onPress={() => {
          overlays.request()
          setOpen(matchesBreakpoint('tablet') ? 'popover' : 'drawer')
          bell.open()
        }}
      />
      {Overlays && (
        <Overlays
          triggerRef={triggerRef}
          open={open}
          onOpenChange={close}
          fresh={bell.fresh}
          shown={shown}
          onShow={(notification) => {
            setOpen(null)
            setShown(notification)
          }}
          onDialogClose={() => {
            setShown(null)
            triggerRef.current?.focus()
          }}
        />
      )}
    </>
  )
}
