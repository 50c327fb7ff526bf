// Patients for the journeys: a new patient registered through the API, her medical answers waiting in
// the tab as the registration wizard leaves them, then her vault unlocked on a new device so that her
// browser encrypts them into her record.
import type { Browser, Page } from '@playwright/test'
import { nirFrom, registration } from '../../apps/api/src/testing/accounts.ts'
import { signInByCode } from './accounts.ts'
import { API, type AppName } from './fixtures.ts'
import { expect } from './signed-in.ts'
import { unlockVault } from './vault.ts'

const headers = (app: AppName) => ({ 'X-Application-Name': app, 'X-Env-Mode': 'LOCAL' })

export const eightDigits = () => String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')

function fictionPhone() {
  return `+331990${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`
}

export async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } })
  return context.newPage()
}

/**
 * Registers a patient through the API (the wizard's POST /user) with medical answers waiting in the tab,
 * as the wizard leaves them, then unlocks her vault on this device: the shell encrypts them into her
 * record. Resolves once the record is stored.
 */
export async function registerPatientWithRecord(
  page: Page,
  app: AppName,
  lastName: string,
  treatments: string,
  person: { firstName?: string; birthDate?: string; gender?: 'MALE' | 'FEMALE' } = {},
) {
  const email = `e2e.patients.${lastName.toLowerCase()}@exemple.fr`
  const nir = nirFrom(eightDigits())
  await signInByCode(page.request, app, email)
  const body = {
    ...registration('patient', { email, phone: fictionPhone() }),
    firstName: 'Hélène',
    lastName,
    ...person,
    patient: { nir },
  }
  const created = await page.request.post(`${API}/user`, { headers: headers(app), data: body })
  expect(created.status(), await created.text()).toBe(201)
  await page.goto('/legals/terms')
  await page.evaluate(
    ([key, value]) =>
      (
        globalThis as unknown as { sessionStorage: { setItem(key: string, value: string): void } }
      ).sessionStorage.setItem(key!, value!),
    [`relais.${app}.pending-medical-record`, JSON.stringify({ bloodGroup: 'B+', treatments })],
  )
  await page.goto('/app')
  await unlockVault(page, app, email)
  await expect
    .poll(
      async () =>
        (await page.request.get(`${API}/user/current/medical-record`, { headers: headers(app) })).status(),
      {
        timeout: 20_000,
      },
    )
    .toBe(200)
  return { email, nir }
}
