// The terms of use: served at /legals/terms by the area's route, and linked wherever the other legal
// documents are listed (the pages' own navigation, the settings' legal section).
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { accountHandlers, accountUser } from '@relais/api-client/msw'
import { AppConfigProvider } from '../../core/config/AppConfig.tsx'
import { storyConfig } from '../../core/testing/config.ts'
import { AppHarness } from '../../shell/testing/AppHarness.tsx'
import { area } from './routes.ts'

function renderRoute(path: string) {
  // The routes load their page lazily: nothing to show until it is there.
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: area.routes ?? [] }], {
    initialEntries: [path],
  })
  return render(
    <AppConfigProvider config={storyConfig('perinatal', 'PROD')}>
      <RouterProvider router={router} />
    </AppConfigProvider>,
  )
}

describe('/legals/terms', () => {
  it('shows the terms of use, with the contact and the privacy policy', async () => {
    const screen = await renderRoute('/legals/terms')
    await expect
      .element(screen.getByRole('heading', { name: "Conditions générales d'utilisation", level: 1 }))
      .toBeVisible()
    await expect
      .element(screen.getByRole('link', { name: 'politique de confidentialité', exact: true }))
      .toHaveAttribute('href', '/legals/privacy-policy')
    await expect
      .element(screen.getByRole('link', { name: 'support@relais-sante.fr' }).first())
      .toHaveAttribute('href', 'mailto:support@relais-sante.fr')
  })

  it("is listed in the other legal pages' navigation", async () => {
    const screen = await renderRoute('/legals/privacy-policy')
    await expect
      .element(
        screen
          .getByRole('navigation', { name: 'Documents légaux' })
          .getByRole('link', { name: "Conditions générales d'utilisation" }),
      )
      .toHaveAttribute('href', '/legals/terms')
  })

  it("is linked from the settings' legal section", async () => {
    await page.viewport(1440, 900)
    let pathname = () => ''
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings#legals"
        handlers={[accountHandlers.currentUser(accountUser('midwife'))]}
        onRouter={(router) => (pathname = () => router.state.location.pathname)}
      />,
    )
    // The settings' own section, not the footer's link (every signed-in page has that one too).
    const link = screen.getByRole('main').getByRole('link', { name: "Conditions générales d'utilisation" })
    await expect.element(link).toHaveAttribute('href', '/legals/terms')
    await link.click()
    await expect.poll(pathname).toBe('/legals/terms')
  })
})
