import type { ReactNode } from 'react'
import { I18nProvider, RouterProvider } from 'react-aria-components'
import { ToastRegion } from '../Toast'
import type { ToastApi } from '../Toast'

export interface UiProviderProps {
  children: ReactNode
  /** Client-side navigation for every react-aria link (e.g. react-router's `navigate`). */
  navigate?: (path: string, routerOptions?: unknown) => void
  /** Turns router paths into real hrefs (base path), e.g. react-router's `useHref`. */
  useHref?: (href: string) => string
  /** fr-FR everywhere in the product; overridable for the rare English screen. */
  locale?: string
  /** Defaults to the app-wide `toastQueue`. */
  toastQueue?: ToastApi
}

/**
 * Wraps an app once, at its root. The brand is not here: apps put the theme class
 * (`perinatalTheme`…) on the root element so that portals (dialogs, toasts) inherit it too.
 */
export function UiProvider({ children, navigate, useHref, locale = 'fr-FR', toastQueue }: UiProviderProps) {
  const content = (
    <>
      {children}
      <ToastRegion queue={toastQueue} />
    </>
  )
  return (
    <I18nProvider locale={locale}>
      {navigate ? (
        <RouterProvider navigate={navigate} useHref={useHref}>
          {content}
        </RouterProvider>
      ) : (
        content
      )}
    </I18nProvider>
  )
}
