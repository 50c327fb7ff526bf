import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components'
import type { ToastOptions } from 'react-aria-components'

export type ToastVariant = 'info' | 'success' | 'warning' | 'error'

export interface ToastContent {
  title: string
  description?: string
  variant?: ToastVariant
}

/** Spec: at most two toasts on screen; the rest wait their turn. */
export const MAX_VISIBLE_TOASTS = 2
/** Spec: a toast closes by itself after 15 000 ms (longer than the WCAG 2.2.1 minimum of 5 s to read). */
export const TOAST_TIMEOUT_MS = 15_000

export interface ToastApi {
  /** Shows a toast and returns its key. Pass `timeout: 0` for a toast that stays until closed. */
  add(content: ToastContent, options?: ToastOptions): string
  close(key: string): void
  clear(): void
  readonly queue: AriaToastQueue<ToastContent>
}

export function createToastQueue(): ToastApi {
  const queue = new AriaToastQueue<ToastContent>({ maxVisibleToasts: MAX_VISIBLE_TOASTS })
  return {
    queue,
    add: (content, options) => {
      const timeout = options?.timeout ?? TOAST_TIMEOUT_MS
      return queue.add(content, { ...options, timeout: timeout > 0 ? timeout : undefined })
    },
    close: (key) => queue.close(key),
    clear: () => queue.clear(),
  }
}

/** The app-wide queue rendered by `UiProvider`; features call `toastQueue.add(...)`. */
export const toastQueue = createToastQueue()
