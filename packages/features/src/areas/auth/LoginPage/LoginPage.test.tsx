// The sign-in page's links and refusals, against msw handlers answered in-process.
import { afterEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { RequestHandler } from 'msw'
import { ApiProvider, createApiClient } from '@relais/api-client'
import { authHandlers } from '@relais/api-client/msw'
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
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage variant={variant} /> }], {
    initialEntries: ['/login'],
  })
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
