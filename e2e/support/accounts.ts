// Sessions and accounts for the shell, admin and settings journeys, through the real API: a demo
// account signed in by the dev-only demo session, or a new account registered by one-time code and
// POST /user (the same calls the sign-in and /new-user screens make).
import type { APIRequestContext, Page } from '@playwright/test'
import { isValidFiness } from '../../packages/domain/src/identifiers/finess.ts'
import { API, codeFromOutbox, expect, type AppName, apiHeaders, fictionPhone } from './fixtures.ts'

/** Signs the page's browser in as a seeded demo account (its cookie is the app's session cookie). */
export async function signInAsDemo(page: Page, app: AppName, username: string) {
  const response = await page.request.post(`${API}/dev/demo-session`, {
    headers: apiHeaders(app),
    data: { username },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Signs in by one-time code through the API, in the request context of a page's browser. */
export async function signInByCode(request: APIRequestContext, app: AppName, email: string) {
  const since = new Date(Date.now() - 1000)
  const sent = await request.post(`${API}/auth/passwordless/code`, {
    headers: apiHeaders(app),
    data: { type: 'email', value: email },
  })
  expect(sent.status(), await sent.text()).toBe(202)
  const code = await codeFromOutbox(app, email, since)
  const consumed = await request.post(`${API}/auth/passwordless/consume`, {
    headers: apiHeaders(app),
    data: { type: 'email', value: email, code },
  })
  expect(consumed.status(), await consumed.text()).toBe(200)
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

function finess() {
  for (;;) {
    const candidate = `75${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`
    if (isValidFiness(candidate)) return candidate
  }
}

export interface RegisteredAccount {
  email: string
  /** What the review list shows: the structure's name, or the person's for dispatch accounts. */
  listedName: string
}

/**
 * Registers an account that waits for an administrator: a structure in perinatal and mobility, a
 * dispatch operator in dispatch. The page's browser is left signed in as it.
 */
export async function registerPendingAccount(page: Page, app: AppName): Promise<RegisteredAccount> {
  const id = unique()
  const email = `structure.${id}@exemple.fr`
  await signInByCode(page.request, app, email)
  const common = {
    firstName: 'Hélène',
    lastName: `Durand${id.replace(/\d/g, '')}`,
    phoneNumber: fictionPhone(),
    termsAccepted: true,
  }
  const body =
    app === 'dispatch'
      ? { ...common, userType: 'dispatchOperator' }
      : {
          ...common,
          userType: 'organization',
          organization: {
            name: `Maternité du Parc ${id}`,
            finess: finess(),
            specialities: ['GENERAL_PRACTITIONER'],
            address: {
              text: '10 rue des Lilas, 75019 Paris, France',
              city: 'Paris',
              postalCode: '75019',
              country: 'FR',
              coordinates: { latitude: 48.8781, longitude: 2.3989 },
            },
          },
        }
  const created = await page.request.post(`${API}/user`, { headers: apiHeaders(app), data: body })
  expect(created.status(), await created.text()).toBe(201)
  const listedName =
    app === 'dispatch'
      ? `${common.firstName} ${common.lastName}`
      : (body as { organization: { name: string } }).organization.name
  return { email, listedName }
}
