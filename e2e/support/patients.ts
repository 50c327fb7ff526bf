// Patients for the journeys: a new patient registered through the API, her medical answers waiting in
// the tab as the registration wizard leaves them, then her vault unlocked on a new device so that her
// browser encrypts them into her record.
import type { Browser, Page } from '@playwright/test'
import { nirFrom, registration } from '../../apps/api/src/testing/accounts.ts'
import { signInByCode } from './accounts.ts'
import { API, type AppName, apiHeaders, fictionPhone } from './fixtures.ts'
import { expect } from './signed-in.ts'
import { unlockVault } from './vault.ts'

export const eightDigits = () => String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')

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
  const created = await page.request.post(`${API}/user`, { headers: apiHeaders(app), data: body })
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
        (await page.request.get(`${API}/user/current/medical-record`, { headers: apiHeaders(app) })).status(),
      {
        timeout: 20_000,
      },
    )
    .toBe(200)
  return { email, nir }
}

/**
 * The practitioner asks for the patient's file and she accepts it in 'Mes données'. Returns once her
 * browser has added him to her medical-file group: the answer is taken first, the keys follow.
 */
export async function grantMedicalFile(
  app: AppName,
  patient: Page,
  practitioner: Page,
  ids: { patientId: string; practitionerId: string; practitionerType: 'doctor' | 'midwife' | 'nurse' },
) {
  const { patientId, practitionerId, practitionerType } = ids
  const asked = await practitioner.request.post(
    `${API}/${practitionerType}/${practitionerId}/affiliate-patient/${patientId}`,
    { headers: apiHeaders(app) },
  )
  expect(asked.status(), await asked.text()).toBe(201)
  await patient.goto('/app/user/settings#access-policy')
  await patient.getByRole('button', { name: 'Accepter' }).first().click()
  await expect(patient.getByRole('button', { name: /^Révoquer l'accès de/ }).first()).toBeVisible()
  await expect
    .poll(
      async () => {
        const res = await patient.request.get(
          `${API}/keys/groups?name=${encodeURIComponent(`medical-file:${patientId}`)}`,
          { headers: apiHeaders(app) },
        )
        return res.ok() ? (((await res.json()) as { members?: string[] }).members ?? []) : []
      },
      { timeout: 20_000 },
    )
    .toContain(practitionerId)
}
