// msw handlers typed from the spec, for Storybook and component tests only: the running product never
// talks to a mock. `authHandlers` plays the sign-in flow with fixed codes so every step has a story.
import { createOpenApiHttp } from 'openapi-msw'
import type { paths, components } from '../schema.gen.ts'

/** Matches the API on any origin, so stories work whatever apiUrl the app config holds. */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' })

/** `networkLimited`: the client address's ceiling refuses the try before the code is looked at. */
export const DEMO_CODES = {
  valid: '123456',
  wrong: '000000',
  tooMany: '999999',
  networkLimited: '888888',
} as const

type User = components['schemas']['User']

export const demoUser: User = {
  id: '6c1d3f9e-2b1a-4a47-9f43-1c2d3e4f5a6b',
  username: 'camille.martin@demo.relais-sante.fr',
  userType: 'midwife',
  application: 'perinatal',
  active: true,
  isAdmin: false,
  sldId: null,
  currency: 'EUR',
  organizations: [],
  profile: {
    id: '0b0f4c56-9d8e-4f3a-a1b2-c3d4e5f60718',
    name: { given: 'Camille', family: 'Martin', text: 'Camille Martin' },
    gender: 'FEMALE',
    birthDate: '1988-04-12',
    telecom: [
      { system: 'EMAIL', value: 'camille.martin@demo.relais-sante.fr' },
      { system: 'PHONE', value: '+33612345678' },
    ],
    address: [
      { text: '12 rue de la République, 69002 Lyon', city: 'Lyon', postalCode: '69002', country: 'FR' },
    ],
  },
}

type ErrorBody = components['schemas']['Error']
const tooMany: ErrorBody = {
  statusCode: 429,
  error: 'Too Many Requests',
  message: 'Too many tries',
  code: 'TOO_MANY_ATTEMPTS',
}
/** The per-address ceiling: everyone behind the address shares it, so it has its own code. */
const tooManyFromAddress: ErrorBody = {
  statusCode: 429,
  error: 'Too Many Requests',
  message: 'Trop de demandes depuis ce réseau. Merci de réessayer dans quelques minutes.',
  code: 'TOO_MANY_REQUESTS_FROM_ADDRESS',
}
const invalidCode: ErrorBody = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Invalid code',
  code: 'INVALID_CODE',
}
const noSession: ErrorBody = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'No session',
  code: 'UNAUTHORIZED',
}

const inAMinute = () => new Date(Date.now() + 10 * 60_000).toISOString()

export const authHandlers = {
  codeSent: http.post('/auth/passwordless/code', async ({ request, response }) => {
    const body = await request.json()
    return response(202).json({
      type: body.type,
      destination: body.value,
      expiresAt: inAMinute(),
      codeLength: 6,
    })
  }),
  codeRateLimited: http.post('/auth/passwordless/code', ({ response }) => response(429).json(tooMany)),
  codeAddressLimited: http.post('/auth/passwordless/code', ({ response }) =>
    response(429).json(tooManyFromAddress, { headers: { 'Retry-After': '300' } }),
  ),
  consume: http.post('/auth/passwordless/consume', async ({ request, response }) => {
    const body = await request.json()
    if (body.code === DEMO_CODES.wrong) return response(401).json(invalidCode)
    if (body.code === DEMO_CODES.tooMany) return response(429).json(tooMany)
    if (body.code === DEMO_CODES.networkLimited) {
      return response(429).json(tooManyFromAddress, { headers: { 'Retry-After': '300' } })
    }
    return response(200).json({
      identifier: { type: body.type, value: body.value },
      hasAccount: true,
      application: 'perinatal',
      expiresAt: inAMinute(),
      idleExpiresAt: inAMinute(),
    })
  }),
  currentUser: http.get('/user/current', ({ response }) => response(200).json(demoUser)),
  noSession: http.get('/user/current', ({ response }) => response(401).json(noSession)),
  signedOut: http.get('/auth/session', ({ response }) => response(204).empty()),
  /** A signed-out browser's 401 makes the client try a refresh once: there is nothing to refresh. */
  noRefresh: http.post('/auth/refresh', ({ response }) => response(401).json(noSession)),
  logout: http.post('/auth/logout', ({ response }) => response(204).empty()),
}

/** The default set: a working sign-in with a signed-out start. */
export const defaultHandlers = [
  authHandlers.codeSent,
  authHandlers.consume,
  authHandlers.noSession,
  authHandlers.signedOut,
  authHandlers.noRefresh,
  authHandlers.logout,
]

export * from './onboarding.ts'
export * from './organization.ts'
export * from './accounts.ts'
export * from './appointments.ts'
export * from './medical-record.ts'
export * from './messages.ts'
export * from './vault.ts'
export * from './patients.ts'
export * from './referents.ts'
export * from './schedules.ts'
export * from './integrations.ts'
export * from './nearby-slots.ts'
export * from './reports.ts'
export * from './statistics.ts'
export * from './guides.ts'
export * from './external-practitioners.ts'
export * from './care-requests.ts'
export * from './care-request-dispatch.ts'
export * from './checkups.ts'
export * from './home-visits.ts'
export * from './tour.ts'
