// The signed-in shell in stories and component tests: current users of every type (admin, impersonated,
// pending, several organizations), the profile update with its 409, the admin review of pending accounts,
// impersonation and the demo session. Never used by the running product, which talks to the real API.
import { createOpenApiHttp } from 'openapi-msw'
import { delay } from 'msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type User = components['schemas']['User']
type UserType = components['schemas']['UserType']
type ApplicationName = components['schemas']['ApplicationName']
type PendingAccount = components['schemas']['PendingAccount']
type ErrorBody = components['schemas']['Error']

const NAMES: Record<UserType, { given: string; family: string }> = {
  patient: { given: 'Camille', family: 'Lefèvre' },
  doctor: { given: 'Julien', family: 'Moreau' },
  assistant: { given: 'Karim', family: 'Benali' },
  midwife: { given: 'Sophie', family: 'Garnier' },
  organization: { given: 'Maternité', family: 'des Lilas' },
  dispatchManager: { given: 'Nathalie', family: 'Girard' },
  dispatchOperator: { given: 'Lucas', family: 'Fontaine' },
}

/** A plausible account of `userType` in `application`; `extra` overrides any field. */
export function accountUser(
  userType: UserType,
  application: ApplicationName = 'perinatal',
  extra: Partial<User> = {},
): User {
  const name = NAMES[userType]
  const email = `${userType.toLowerCase()}.${application}@demo.relais-sante.fr`
  const person = userType !== 'organization' && !userType.startsWith('dispatch')
  return {
    id: '3f6c2a1e-8d4b-4c1a-9e2f-6b7a8c9d0e1f',
    username: email,
    userType,
    application,
    active: true,
    isAdmin: false,
    sldId: null,
    currency: 'EUR',
    organizations:
      userType === 'organization'
        ? [{ id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Maternité des Lilas', finess: '750000010' }]
        : [],
    profile: {
      id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b',
      name: { ...name, text: `${name.given} ${name.family}` },
      gender: person ? 'FEMALE' : null,
      birthDate: person ? '1990-05-14' : null,
      telecom: [
        { system: 'EMAIL', value: email },
        { system: 'PHONE', value: '+33199000103' },
      ],
      address: person
        ? [
            {
              text: '12 rue de la Roquette, 75011 Paris, France',
              city: 'Paris',
              postalCode: '75011',
              country: application === 'mobility' && userType === 'patient' ? 'CI' : 'FR',
            },
          ]
        : [],
    },
    ...extra,
  }
}

export const SHELL_ORGANIZATIONS = [
  { id: '0c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f', name: 'Maternité des Lilas', finess: '750000010' },
  { id: '1d2e3f4a-5b6c-4d7e-9f8a-9b0c1d2e3f4a', name: 'PMI Paris 11', finess: '750000028' },
] as const

export const adminUser = (application: ApplicationName = 'perinatal') =>
  accountUser('doctor', application, {
    username: `admin.${application}@relais-sante.fr`,
    isAdmin: true,
    profile: {
      ...accountUser('doctor', application).profile,
      name: { given: 'Claire', family: 'Dubois', text: 'Claire Dubois' },
    },
  })

export const impersonatedUser = (application: ApplicationName = 'perinatal') =>
  accountUser('midwife', application, {
    isAdmin: true,
    impersonator: {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      username: `admin.${application}@relais-sante.fr`,
    },
  })

export const pendingAccountsSample: PendingAccount[] = [
  {
    userId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
    userType: 'organization',
    organizationId: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
    name: 'Maternité Saint-Joseph',
    email: 'direction@maternite-saint-joseph.fr',
    phone: '+33144123456',
    address: {
      text: '185 rue Raymond Losserand, 75014 Paris, France',
      coordinates: { latitude: 48.8316, longitude: 2.3117 },
    },
    createdAt: '2026-11-20T09:30:00.000Z',
  },
  {
    userId: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
    userType: 'organization',
    organizationId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
    name: 'Centre de périnatalité de Bordeaux',
    email: 'contact@perinat-bordeaux.fr',
    phone: '+33556123456',
    address: { text: '12 cours de la Marne, 33800 Bordeaux, France' },
    createdAt: '2026-11-21T14:05:00.000Z',
  },
]

const error = (statusCode: number, code: ErrorBody['code'], message: string): ErrorBody => ({
  statusCode,
  error: statusCode === 409 ? 'Conflict' : statusCode === 404 ? 'Not Found' : 'Error',
  message,
  code,
})

export const accountHandlers = {
  currentUser: (user: User) => http.get('/user/current', ({ response }) => response(200).json(user)),
  /** The profile never arrives: the shell's first loading phase. */
  currentUserLoading: http.get('/user/current', async ({ response }) => {
    await delay('infinite')
    return response(200).json(accountUser('midwife'))
  }),
  currentUserNotFound: http.get('/user/current', ({ response }) =>
    response(404).json(error(404, 'NOT_FOUND', 'No account for this session')),
  ),
  currentUserUnauthorized: http.get('/user/current', ({ response }) =>
    response(401).json(error(401, 'UNAUTHORIZED', 'No session')),
  ),
  currentUserFailing: http.get('/user/current', ({ response }) =>
    response(500).json(error(500, 'INTERNAL', 'Internal server error')),
  ),
  refreshRefused: http.post('/auth/refresh', ({ response }) =>
    response(401).json(error(401, 'UNAUTHORIZED', 'No session')),
  ),
  /** PATCH /user/current applies the names and contact to `user` and answers it. */
  updateCurrentUser: (user: User) =>
    http.patch('/user/current', async ({ request, response }) => {
      const body = await request.json()
      const given = body.firstName ?? user.profile.name.given
      const family = body.lastName ?? user.profile.name.family
      return response(200).json({
        ...user,
        profile: {
          ...user.profile,
          name: { given, family, text: `${given} ${family}` },
          telecom: [
            { system: 'EMAIL', value: body.email ?? '' },
            { system: 'PHONE', value: body.phoneNumber ?? '' },
          ],
          birthDate: body.birthDate ?? user.profile.birthDate,
          gender: body.gender ?? user.profile.gender,
          address: body.address ? [body.address] : user.profile.address,
        },
      })
    }),
  updateConflict: (conflicts: { emailExists?: boolean; phoneExists?: boolean }) =>
    http.patch('/user/current', ({ response }) =>
      response(409).json({
        ...error(409, 'CONFLICT', 'Identifier already used'),
        conflicts,
      }),
    ),
  /** The review list, stateful: an accepted or declined row is gone from the next list. */
  pendingAccounts: (rows: PendingAccount[] = pendingAccountsSample) => {
    let remaining = [...rows]
    const decide = ({ params }: { params: { userId: string } }) => {
      remaining = remaining.filter((r) => r.userId !== params.userId)
    }
    return [
      http.get('/admin/pending-accounts', ({ response }) => response(200).json(remaining)),
      http.post('/admin/pending-accounts/{userId}/accept', async ({ params, response }) => {
        await delay(300)
        decide({ params })
        return response(204).empty()
      }),
      http.post('/admin/pending-accounts/{userId}/decline', async ({ params, response }) => {
        await delay(300)
        decide({ params })
        return response(204).empty()
      }),
    ]
  },
  impersonate: (target: User) =>
    http.post('/auth/impersonate', async ({ request, response }) => {
      const { email } = await request.json()
      if (email !== target.username) return response(404).json(error(404, 'NOT_FOUND', 'Account not found'))
      return response(200).json(target)
    }),
  restore: (admin: User) =>
    http.post('/auth/impersonate/restore', ({ response }) => response(200).json(admin)),
}
