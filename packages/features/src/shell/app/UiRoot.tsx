// The root of every route: what the kit's UiProvider sets up (French for react-aria, its links through
// the router, the toasts), but with the toasts' region loaded with the first toast, since it brings
// react-aria's toasts, landmarks and their translations. The router loads this module with the first
// screen (RelaisApp.tsx), so the app's start, which every page waits for, need not carry react-aria.
import { lazy, Suspense, useEffect, useState } from 'react'
import { Outlet, useNavigate } from 'react-router'
import { I18nProvider, RouterProvider as AriaRouterProvider } from 'react-aria-components'
import { toastQueue } from '@relais/ui/Toast'

export function UiRoot() {
  const navigate = useNavigate()
  return (
    <I18nProvider locale="fr-FR">
      <AriaRouterProvider navigate={(to: string) => void navigate(to)}>
        <Outlet />
        <Toasts />
      </AriaRouterProvider>
    </I18nProvider>
  )
}

const ToastRegion = lazy(async () => ({ default: (await import('./ToastRegion.ts')).ToastRegion }))

/**
 * The region holding the toasts, as UiProvider renders it, but loaded with the first toast: a page
 * rarely opens with one. The region renders nothing without a toast, so it exists from the first one
 * either way, and that toast is announced the same.
 */
function Toasts() {
  const [shown, setShown] = useState(() => toastQueue.queue.visibleToasts.length > 0)
  useEffect(() => {
    if (shown) return
    return toastQueue.queue.subscribe(() => setShown(true))
  }, [shown])
  return shown ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null
}
