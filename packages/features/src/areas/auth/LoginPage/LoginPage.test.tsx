// The sign-in page's links and refusals, against msw handlers answered in-process.
import { afterEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { RequestHandler } from 'msw'
import { ApiProvider, createApiClient } from '@relais/api-client'
import { authHandlers, DEMO_CODES, http } from '@relais/api-client/msw'
import { AppConfigProvider } from '../../../core/config/AppConfig.tsx'
import { answerWith, STORY_API_URL, storyConfig } from '../../../core/testing/config.ts'
import { LoginPage, type LoginPageProps } from './LoginPage.tsx'

function renderLogin(variant: LoginPageProps['variant'], handlers: RequestHandler[] = []) {
  sessionStorage.clear()
  const client = createApiClient({
    baseUrl: STORY_API_URL,
    application: 'perinatal',
    envMode: 'PROD',
    fetch: answerWith([...handlers, authHandlers.signedOut, authHandlers.noRefresh]),
  })
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage variant={variant} /> },
      { path: '/app', element: <p>Page /app</p> },
    ],
    { initialEntries: ['/login'] },
  )
  return render(
    <AppConfigProvider config={storyConfig('perinatal', 'PROD')}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApiProvider client={client}>
          <RouterProvider router={router} />
        </ApiProvider>
      </QueryClientProvider>
    </AppConfigProvider>,
  )
}

/**
 * Whether a click on a link was left to the browser, seen where React handles events (the root) and after
 * React's own listener there, whichever handlers stopped its propagation; then kept from opening a tab.
 */
function watchLinkClicks(root: HTMLElement) {
  const seen: { opened: boolean | null } = { opened: null }
  const listener = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return
    seen.opened = !event.defaultPrevented
    event.preventDefault()
  }
  root.addEventListener('click', listener)
  return { seen, stop: () => root.removeEventListener('click', listener) }
}

let stopWatching: (() => void) | undefined
afterEach(() => stopWatching?.())

describe('the register variant', () => {
  it('links the terms of use from its checkbox, in a new tab, without ticking the box', async () => {
    const screen = await renderLogin('register')
    const checkbox = screen.getByRole('checkbox', {
      name: "J'accepte les conditions générales d'utilisation",
    })
    const link = screen.getByRole('link', { name: "conditions générales d'utilisation" })
    await expect.element(link).toHaveAttribute('href', '/legals/terms')
    await expect.element(link).toHaveAttribute('target', '_blank')
    await expect.element(link).toHaveAccessibleDescription("S'ouvre dans un nouvel onglet")

    const clicks = watchLinkClicks(screen.container)
    stopWatching = clicks.stop
    await link.click()
    expect(clicks.seen.opened).toBe(true)
    await expect.element(checkbox).not.toBeChecked()
  })

  it('has no terms on the sign-in variant', async () => {
    const screen = await renderLogin('login')
    await expect.element(screen.getByRole('button', { name: 'Recevoir un code' })).toBeVisible()
    await expect.element(screen.getByRole('link', { name: /conditions générales/ })).not.toBeInTheDocument()
  })
})

describe('a refused code request', () => {
  it("blames the network when the address's ceiling refused, not the person", async () => {
    const screen = await renderLogin('login', [authHandlers.codeAddressLimited])
    await screen.getByRole('textbox', { name: 'Adresse email' }).fill('camille.martin@exemple.fr')
    await screen.getByRole('button', { name: 'Recevoir un code' }).click()
    await expect
      .element(
        screen.getByText('Trop de demandes depuis ce réseau. Merci de réessayer dans quelques minutes.'),
      )
      .toBeVisible()
    await expect.element(screen.getByText(/Vous avez fait trop de tentatives/)).not.toBeInTheDocument()
  })

  it("keeps the identifier's wording when the identifier's limit refused", async () => {
    const screen = await renderLogin('login', [authHandlers.codeRateLimited])
    await screen.getByRole('textbox', { name: 'Adresse email' }).fill('camille.martin@exemple.fr')
    await screen.getByRole('button', { name: 'Recevoir un code' }).click()
    await expect
      .element(screen.getByText('Vous avez fait trop de tentatives. Merci de réessayer plus tard.'))
      .toBeVisible()
  })
})

const REASON = 'Le numéro FINESS ne correspond pas à votre établissement.\nMerci de le corriger.'

/** A right code for an identifier whose account an administrator refused. */
const refusedSignIn = http.post('/auth/passwordless/consume', async ({ request, response }) => {
  const body = await request.json()
  const later = new Date(Date.now() + 10 * 60_000).toISOString()
  return response(200).json({
    identifier: { type: body.type, value: body.value },
    hasAccount: false,
    application: 'perinatal',
    expiresAt: later,
    idleExpiresAt: later,
    refusal: { reason: REASON, refusedAt: '2026-11-26T10:00:00.000Z' },
  })
})

async function signInRefused(handlers: RequestHandler[] = []) {
  const screen = await renderLogin('login', [authHandlers.codeSent, refusedSignIn, ...handlers])
  await screen.getByRole('textbox', { name: 'Adresse email' }).fill('structure@exemple.fr')
  await screen.getByRole('button', { name: 'Recevoir un code' }).click()
  await expect.element(screen.getByText(/Saisissez le code à 6 chiffres/)).toBeVisible()
  await userEvent.keyboard(DEMO_CODES.valid)
  return screen
}

describe('a refused account signing in', () => {
  it("reads the reviewer's reason, with focus on its title, and may register again", async () => {
    const screen = await signInRefused()
    const title = screen.getByRole('heading', { name: "Votre demande d'inscription a été refusée", level: 2 })
    await expect.element(title).toHaveFocus()
    const notice = screen.getByRole('region', { name: "Votre demande d'inscription a été refusée" })
    await expect.element(notice).toHaveTextContent('le 26/11/2026')
    await expect
      .element(notice)
      .toHaveTextContent('Le numéro FINESS ne correspond pas à votre établissement.')
    // Neither the code nor the other way in stays on screen: the person reads, then chooses.
    await expect.element(screen.getByRole('button', { name: 'Valider' })).not.toBeInTheDocument()
    await expect.element(screen.getByRole('button', { name: /Pro Santé Connect/ })).not.toBeInTheDocument()
    await screen.getByRole('button', { name: 'Présenter une nouvelle demande' }).click()
    await expect.element(screen.getByText('Page /app')).toBeVisible()
  })

  it('stays on the reason once the new session is known, rather than moving on to /app', async () => {
    let opened = false
    let askedSinceOpened = 0
    const opening = http.post('/auth/passwordless/consume', () => {
      opened = true
      return undefined
    })
    const session = http.get('/auth/session', ({ response }) => {
      if (!opened) return response(204).empty()
      askedSinceOpened += 1
      const later = new Date(Date.now() + 10 * 60_000).toISOString()
      return response(200).json({
        identifier: { type: 'email', value: 'structure@exemple.fr' },
        hasAccount: false,
        application: 'perinatal',
        expiresAt: later,
        idleExpiresAt: later,
      })
    })
    const screen = await renderLogin('login', [authHandlers.codeSent, opening, refusedSignIn, session])
    await screen.getByRole('textbox', { name: 'Adresse email' }).fill('structure@exemple.fr')
    await screen.getByRole('button', { name: 'Recevoir un code' }).click()
    await expect.element(screen.getByText(/Saisissez le code à 6 chiffres/)).toBeVisible()
    await userEvent.keyboard(DEMO_CODES.valid)
    await expect.element(screen.getByRole('heading', { name: /refusée/ })).toBeVisible()
    // The page reads the session again once signed in: the refusal keeps it from sending the person on.
    await expect.poll(() => askedSinceOpened).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 200))
    await expect.element(screen.getByText('Page /app')).not.toBeInTheDocument()
    await expect.element(screen.getByRole('heading', { name: /refusée/ })).toBeVisible()
  })

  it('may sign out instead, back to the first step', async () => {
    const screen = await signInRefused([authHandlers.logout])
    await screen.getByRole('button', { name: 'Se déconnecter' }).click()
    await expect.element(screen.getByRole('button', { name: 'Recevoir un code' })).toBeVisible()
    await expect.element(screen.getByRole('heading', { name: /refusée/ })).not.toBeInTheDocument()
  })
})
