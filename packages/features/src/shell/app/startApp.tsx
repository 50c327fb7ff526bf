// The app, as mountApp loads it: read /config.js and, once the router has loaded the first screen, render
// it over the loading screen the page shows, or hydrate the prerendered page, taking over its markup as
// it is.
import { startTransition, useLayoutEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client'
import { apiOf } from '@relais/api-client'
import type { Application } from '@relais/domain'
import { readRuntimeConfig, storageKey, type AppConfig } from '../../core/config/AppConfig.tsx'
import { prefetchCurrentUser } from '../../core/session/current-user.ts'
import { PRERENDERED_STYLE_ATTRIBUTE, type EarlyPresses } from './prerendered.ts'
import { appConfig, createApp, RelaisApp, routerReady } from './RelaisApp.tsx'

/**
 * `earlyPresses` is there when the page holds a prerender of this path; `currentUser`, when the entry
 * already asked for the current user (a signed-in page).
 */
export function startApp(
  application: Application,
  root: HTMLElement,
  earlyPresses: EarlyPresses | undefined,
  currentUser?: Promise<Response | null>,
) {
  const config = appConfig(application, readRuntimeConfig())
  const app = createApp(config)
  // A signed-in page shows nothing before the current user: asked for now, while its screens load.
  if (window.location.pathname.startsWith('/app')) {
    void prefetchCurrentUser(app.queryClient, apiOf(app.client).$api, currentUser)
  }
  const element = <RelaisApp config={config} app={app} />
  void routerReady(app.router).then(() => {
    if (earlyPresses && matchesPrerender(config) && !app.router.state.errors) {
      takeOver(root, element, undefined, earlyPresses)
      return
    }
    // Otherwise the screen replaces what the page showed: the loading screen, or a prerender this tab
    // would not show as it is (a press on it is dropped with it).
    earlyPresses?.release()
    createRoot(root).render(element)
  })
}

/**
 * Hydrates a prerendered root, made first exactly what React rendered (its held inline styles set). As
 * a transition, hydration yields to the browser every few milliseconds: the page, already shown, stays
 * responsive while React takes it over. What someone typed or chose before is then made known to it.
 */
export function takeOver(
  root: HTMLElement,
  element: ReactNode,
  options?: HydrationOptions,
  earlyPresses?: EarlyPresses,
): Root {
  for (const styled of root.querySelectorAll<HTMLElement>(`[${PRERENDERED_STYLE_ATTRIBUTE}]`)) {
    styled.style.cssText = styled.getAttribute(PRERENDERED_STYLE_ATTRIBUTE) ?? ''
    styled.removeAttribute(PRERENDERED_STYLE_ATTRIBUTE)
  }
  const replayInput = earlyInput(root)
  // From hydrateRoot on, React hears clicks itself (it hydrates at once what is pressed).
  const pressed = earlyPresses?.releaseClicks()
  const replay = () => {
    replayInput()
    // Pressed again once the inputs are known, as the person pressed it after typing them; a form is
    // submitted as Enter submits it, through its submit event (the app validates it there).
    const submitted = earlyPresses?.releaseEnter()
    if (submitted) submitted.requestSubmit()
    else pressed?.click()
  }
  let hydrated: Root | undefined
  startTransition(() => {
    hydrated = hydrateRoot(root, <Hydrated onHydrated={replay}>{element}</Hydrated>, options)
  })
  return hydrated!
}

/** Calls `onHydrated` once the tree below is in place; renders nothing of its own. */
function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useLayoutEffect(onHydrated, [onHydrated])
  return children
}

const valueSetter = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set

/**
 * What was typed or chosen in the page before the app was there: React keeps the page as it finds it
 * but knows only what it rendered. Returns what tells it, once hydrated, as the person's own input does.
 */
function earlyInput(root: HTMLElement) {
  const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
  const checkable = (field: HTMLInputElement | HTMLTextAreaElement): field is HTMLInputElement =>
    field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')
  // A box or button checked now is put back as rendered, then clicked again: React hears a click.
  const chosen = fields.filter(checkable).filter((field) => field.checked !== field.defaultChecked)
  for (const field of fields.filter(checkable)) field.checked = field.defaultChecked
  let done = false
  return () => {
    if (done) return
    done = true
    for (const field of chosen) if (field.type === 'checkbox' || !field.checked) field.click()
    for (const field of fields) {
      if (checkable(field) || field.value === field.defaultValue) continue
      // Text stays as typed. React compares a field's value with the last it saw, which its own setter
      // on the element records: through it the field reads empty to React, through the prototype's it
      // holds the text again, and the input event has React compare and hear of it.
      const value = field.value
      field.value = ''
      valueSetter(field)?.call(field, value)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
}

/**
 * The prerender is the page as a new tab shows it: nothing carried by the history entry (a message
 * from another page) and nothing this app stored for the tab (a sign-in waiting for its code).
 */
function matchesPrerender(config: AppConfig) {
  const state = window.history.state as { usr?: unknown } | null
  if (state?.usr != null) return false
  const prefix = storageKey(config, '')
  try {
    return !Object.keys(window.sessionStorage).some((key) => key.startsWith(prefix))
  } catch {
    return true
  }
}
