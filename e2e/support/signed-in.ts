// Signed-in browsers kept for the whole worker: one per demo account, signed in and with its vault
// unlocked once, then a new tab of it for each journey that needs that account. A journey about
// signing in or about the vault's unlock does both for real in its own fresh browser instead
// (auth.spec.ts, psc.spec.ts, onboarding.spec.ts); the others only need someone signed in, and the
// unlock (a key-store code read from the outbox, then the identity's keys unwrapped) is what each of
// them used to repeat.
//
// A tab shares its account's cookies and IndexedDB with the journeys before it, as a user's browser
// does from one day to the next; a journey that signs out, or changes whose session it is
// (impersonation), uses a fresh browser instead.
import type { BrowserContext, Page } from '@playwright/test'
import { signInAsDemo } from './accounts.ts'
import { expect, test as base, watchConsole, type AppName } from './fixtures.ts'
import { unlockVault } from './vault.ts'

interface SignedInBrowsers {
  /** The worker's browser signed in as `email` on `app`, made (signed in, unlocked) on first use. */
  contextFor(app: AppName, email: string): Promise<BrowserContext>
}

interface SignedIn {
  /** A new tab of the account's signed-in browser, on /app with the vault unlocked, closed after the test. */
  signedInAs(email: string): Promise<Page>
}

export const test = base.extend<SignedIn, { signedInBrowsers: SignedInBrowsers }>({
  signedInBrowsers: [
    async ({ browser }, use, workerInfo) => {
      const contexts = new Map<string, Promise<BrowserContext>>()
      const { baseURL, locale, timezoneId } = workerInfo.project.use
      async function open(app: AppName, email: string) {
        const context = await browser.newContext({ baseURL, locale, timezoneId })
        const page = await context.newPage()
        await signInAsDemo(page, app, email)
        await page.goto('/app')
        await unlockVault(page, app, email)
        await expect(page.getByTestId('user-name')).toBeVisible()
        await page.close()
        return context
      }
      await use({
        contextFor(app, email) {
          const key = `${app}/${email}`
          if (!contexts.has(key)) contexts.set(key, open(app, email))
          return contexts.get(key)!
        },
      })
      await Promise.all([...contexts.values()].map(async (context) => (await context).close()))
    },
    { scope: 'worker' },
  ],

  signedInAs: async ({ signedInBrowsers, app, consoleErrors }, use) => {
    const pages: Page[] = []
    await use(async (email) => {
      const context = await signedInBrowsers.contextFor(app, email)
      const page = await context.newPage()
      pages.push(page)
      // The same watch as the test's own page: a console error fails the journey that caused it.
      watchConsole(page, consoleErrors)
      await page.goto('/app')
      await expect(page.getByTestId('user-name')).toBeVisible()
      return page
    })
    for (const page of pages) await page.close()
  },
})

export { expect }
