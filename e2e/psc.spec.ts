// Pro Santé Connect end to end in Chromium against the API's local test provider (LOCAL mode): the
// login page's button, the provider's chooser, the callback, /new-user prefilled, errors and logout.
// Dispatch mode has no professional sign-in.
import type { Page } from '@playwright/test'
import { API, expect, expectNoAxeViolations, SAME_IN_EVERY_APP, test } from './support/fixtures.ts'

const DOCTOR = { label: /Dr Marc Delaunay/, firstName: 'Marc', lastName: 'Delaunay' }

/** axe at the phone and desktop widths the issue names. */
async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
}

test.skip(({ app }) => app === 'dispatch', 'Pro Santé Connect is hidden in dispatch mode')

async function openProvider(page: Page) {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Se connecter avec Pro Santé Connect' }).click()
  await expect(page).toHaveURL(new RegExp(`^${API}/dev/psc/interaction/`))
  await expect(page.getByRole('heading', { name: 'Pro Santé Connect — fournisseur de test' })).toBeVisible()
}

async function sessionOf(page: Page, app: string) {
  return page.evaluate(
    async ({ api, application }) => {
      const res = await fetch(`${api}/auth/session`, {
        credentials: 'include',
        headers: { 'X-Application-Name': application, 'X-Env-Mode': 'LOCAL' },
      })
      // 204 (no session) has no body.
      const body = res.status === 204 ? {} : ((await res.json()) as Record<string, unknown>)
      return { status: res.status, body }
    },
    { api: API, application: app },
  )
}

test('a new doctor signs in with Pro Santé Connect and lands on /new-user prefilled', async ({
  page,
  app,
}) => {
  test.skip(app !== 'perinatal', SAME_IN_EVERY_APP)
  await openProvider(page)
  await expectAccessibleAtBothWidths(page)
  await page.getByRole('radio', { name: DOCTOR.label }).check()
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()

  await expect(page).toHaveURL(/\/new-user$/)
  const session = await sessionOf(page, app)
  expect(session.status).toBe(200)
  expect(session.body.hasAccount).toBe(false)
  expect(session.body.identityProvider).toMatchObject({
    name: 'psc',
    userType: 'doctor',
    firstName: DOCTOR.firstName,
    lastName: DOCTOR.lastName,
    gender: 'MALE',
  })
  const rpps = (session.body.identityProvider as { rpps: string }).rpps
  expect(rpps).toMatch(/^[0-9]{11}$/)

  // The terms come first; then the doctor's form shows what Pro Santé Connect vouched for.
  await page.getByRole('button', { name: 'Accepter' }).click()
  await expect(page.getByText('Médecin', { exact: false }).first()).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue(DOCTOR.firstName)
  await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue(DOCTOR.lastName)
  const rppsField = page.getByRole('textbox', { name: 'Numéro RPPS' })
  await expect(rppsField).toBeVisible()
  expect((await rppsField.inputValue()).replace(/\D/g, '')).toBe(rpps)
  await expectNoAxeViolations(page)
})

test('/oauth/psc shows the profile loading screen, accessible, while the user loads', async ({
  page,
  app,
}) => {
  test.skip(app !== 'mobility', SAME_IN_EVERY_APP)
  await openProvider(page)
  await page.getByRole('radio', { name: DOCTOR.label }).check()
  // Hold the user's answer so the loading screen can be checked.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`${API}/user/current`, async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  await expect(page).toHaveURL(/\/oauth\/psc$/)
  await expect(page.getByText('Chargement de votre profil...')).toBeVisible()
  await expectAccessibleAtBothWidths(page)
  release()
  await expect(page).toHaveURL(/\/new-user$/)
})

test('cancelling at the provider comes back to the login page with its error', async ({ page, app }) => {
  test.skip(app !== 'perinatal', SAME_IN_EVERY_APP)
  await openProvider(page)
  await page.getByRole('button', { name: 'Annuler' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('alert')).toContainText('La connexion avec Pro Santé Connect a été annulée.')
  expect((await sessionOf(page, app)).status).toBe(204)
  await expectAccessibleAtBothWidths(page)
})

test('/oauth/psc/logout ends the session here and at the provider, then /login', async ({ page, app }) => {
  test.skip(app !== 'mobility', SAME_IN_EVERY_APP)
  await openProvider(page)
  await page
    .getByRole('radio', { name: /Léa Fournier|Nadia Haddad/ })
    .first()
    .check()
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  await expect(page).toHaveURL(/\/new-user$/)

  await page.goto('/oauth/psc/logout')
  await expect(page).toHaveURL(new RegExp(`^${API}/dev/psc/session/end`))
  await expect(page.getByRole('heading', { name: 'Déconnexion de Pro Santé Connect' })).toBeVisible()
  await expectAccessibleAtBothWidths(page)
  await page.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect((await sessionOf(page, app)).status).toBe(204)

  // The provider's own session is gone too: it asks again who is signing in.
  await openProvider(page)
})

test("a professional who leaves /new-user ('Déconnexion') also leaves Pro Santé Connect", async ({
  page,
  app,
}) => {
  await openProvider(page)
  await page.getByRole('radio', { name: DOCTOR.label }).check()
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  await expect(page).toHaveURL(/\/new-user$/)
  await page.getByRole('button', { name: 'Accepter' }).click()
  await page.getByRole('button', { name: 'Déconnexion' }).click()
  await expect(page.getByRole('heading', { name: 'Déconnexion de Pro Santé Connect' })).toBeVisible()
  await page.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect((await sessionOf(page, app)).status).toBe(204)
})
