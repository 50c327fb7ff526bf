// Practitioners for the journeys: a new doctor, midwife or nurse registered through the API (the
// one-time code, then the /new-user screen's POST /user), in the app on a device of their own with the
// vault unlocked.
import type { Browser } from '@playwright/test'
import { registration } from '../../apps/api/src/testing/accounts.ts'
import { signInByCode } from './accounts.ts'
import { API, type AppName, apiHeaders, fictionPhone } from './fixtures.ts'
import { newPage } from './patients.ts'
import { expect } from './signed-in.ts'
import { unlockVault } from './vault.ts'

interface NewPractitioner {
  userType: 'doctor' | 'midwife' | 'assistant'
  firstName: string
  lastName: string
  email: string
  /** Replaces parts of the registration's body (a midwife's practice: zone, radius, qualifications). */
  overrides?: Record<string, unknown>
}

/** Registers the practitioner, then opens `path` (the app's home by default) and unlocks the vault. */
export async function registerPractitioner(
  browser: Browser,
  baseURL: string | undefined,
  app: AppName,
  { userType, firstName, lastName, email, overrides = {} }: NewPractitioner,
  path = '/app',
) {
  const page = await newPage(browser, baseURL)
  await signInByCode(page.request, app, email)
  const created = await page.request.post(`${API}/user`, {
    headers: apiHeaders(app),
    data: { ...registration(userType, { email, phone: fictionPhone() }), firstName, lastName, ...overrides },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { user: { id: string } }).user.id
  await page.goto(path)
  await unlockVault(page, app, email)
  return { page, id }
}
