import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components'
import { toastQueue as defaultQueue } from './toastQueue'
import type { ToastApi } from './toastQueue'
import * as styles from './Toast.css'

export interface ToastRegionProps {
  /** Defaults to the app-wide `toastQueue`; tests and stories pass their own. */
  queue?: ToastApi
}

/** A landmark region (F6 reaches it) listing visible toasts; each is announced politely. */
export function ToastRegion({ queue = defaultQueue }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue.queue} className={styles.region} aria-label="Notifications">
      {({ toast }) => (
        <AriaToast toast={toast} className={styles.toast({ variant: toast.content.variant ?? 'info' })}>
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            )}
          </AriaToastContent>
          <AriaButton slot="close" className={styles.close} aria-label="Fermer la notification">
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  )
}
