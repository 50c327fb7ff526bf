// The signed-in shell in stories and component tests: current users of every type (admin, impersonated,
// pending, several organizations), the profile update, a new email or phone confirmed by its code, the
// administrators' list, the admin review of pending accounts, impersonation and the demo session. Never
// used by the running product, which talks to the real API.
import { createOpenApiHttp } from 'openapi-msw'
import { delay } from 'msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type User = components['schemas']['User']
type UserType = components['schemas']['UserType']
type ApplicationName = components['schemas']['ApplicationName']
type PendingAccount = components['schemas']['PendingAccount']
type Administrator = components['schemas']['Administrator']
type IdentifierChange = components['schemas']['IdentifierChange']
type IdentifierType = components['schemas']['IdentifierType']
type UserUpdate = components['schemas']['UserUpdate']
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

/** An administrator acting as a midwife: the session is no administrator (the server says so). */
export const impersonatedUser = (application: ApplicationName = 'perinatal') =>
  accountUser('midwife', application, {
    isAdmin: false,
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

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
}

const error = (
  statusCode: number,
  code: ErrorBody['code'],
  message: string,
  extra: Pick<ErrorBody, 'fieldErrors' | 'conflicts'> = {},
): ErrorBody => ({ statusCode, error: REASONS[statusCode] ?? 'Error', message, code, ...extra })

const later = () => new Date(Date.now() + 10 * 60_000).toISOString()

const telecomOf = (user: User, system: 'EMAIL' | 'PHONE') =>
  user.profile.telecom.find((t) => t.system === system)?.value

/** A profile update as the API applies it: fields left out keep their value; email and phone never change here. */
function applyUpdate(user: User, body: UserUpdate): User {
  const given = body.firstName ?? user.profile.name.given
  const family = body.lastName ?? user.profile.name.family
  return {
    ...user,
    profile: {
      ...user.profile,
      name: { given, family, text: `${given} ${family}` },
      birthDate: body.birthDate ?? user.profile.birthDate,
      gender: body.gender ?? user.profile.gender,
      address: body.address ? [body.address] : user.profile.address,
    },
  }
}

const IDENTIFIER_NEEDS_CODE = {
  email: "Une nouvelle adresse se confirme d'abord avec le code qui lui est envoyé",
  phone: "Un nouveau numéro se confirme d'abord avec le code qui lui est envoyé",
} as const

/** 400 on a changed email or phone, as PATCH /user/current answers: they change through their code. */
function changedIdentifiers(user: User, body: UserUpdate) {
  const fieldErrors: NonNullable<ErrorBody['fieldErrors']> = []
  if (body.email !== undefined && body.email.trim().toLowerCase() !== (telecomOf(user, 'EMAIL') ?? '')) {
    fieldErrors.push({ field: 'body.email', message: IDENTIFIER_NEEDS_CODE.email })
  }
  if (body.phoneNumber !== undefined && body.phoneNumber !== (telecomOf(user, 'PHONE') ?? '')) {
    fieldErrors.push({ field: 'body.phoneNumber', message: IDENTIFIER_NEEDS_CODE.phone })
  }
  return fieldErrors
}

/** The codes the identifier-change handlers accept and refuse. */
export const IDENTIFIER_CHANGE_CODES = { valid: '123456', wrong: '000000' } as const

/** Another account of the application already holds these (starting a change to them answers 409). */
export const TAKEN_IDENTIFIERS = { email: 'deja.pris@exemple.fr', phone: '+33612345699' } as const

const IDENTIFIER_FIELDS = { email: 'body.email', phone: 'body.phoneNumber' } as const
const CONFLICTS = {
  email: {
    flag: { emailExists: true },
    message: 'Cet email est déjà associé à un compte existant',
  },
  phone: {
    flag: { phoneExists: true },
    message: 'Ce numéro de téléphone est déjà associé à un compte existant',
  },
} as const
const TOO_MANY = 'Trop de tentatives. Merci de réessayer plus tard.'
const WRONG_TRIES_BEFORE_LOCK = 5

const taken = (type: IdentifierType) =>
  error(409, 'CONFLICT', CONFLICTS[type].message, {
    conflicts: CONFLICTS[type].flag,
    fieldErrors: [{ field: IDENTIFIER_FIELDS[type], message: CONFLICTS[type].message }],
  })

/** A pending change of `type` to `value`, as the API lists it on the user. */
export function pendingChange(type: IdentifierType, value: string, expiresAt = later()): IdentifierChange {
  return { type, value, expiresAt, codeLength: 6 }
}

export interface IdentifierChangeOptions {
  /** What starting a change answers instead of sending a code. */
  start?: 'rate-limited' | 'unavailable'
  /** Someone else takes the new identifier between the start and the code: confirming answers 409. */
  takenMeanwhile?: boolean
}

/** A stateful account: its profile, its pending changes, their codes (valid 123456) and the dev outbox. */
function identifierChangeHandlers(initial: User, options: IdentifierChangeOptions = {}) {
  let user: User = structuredClone(initial)
  const wrongTries: Record<IdentifierType, number> = { email: 0, phone: 0 }
  const pendingOf = (type: IdentifierType) => user.pendingIdentifierChanges?.find((c) => c.type === type)
  const setPending = (type: IdentifierType, change: IdentifierChange | null) => {
    const others = (user.pendingIdentifierChanges ?? []).filter((c) => c.type !== type)
    const next = change ? [...others, change] : others
    const { pendingIdentifierChanges: _, ...rest } = user
    user = next.length ? { ...rest, pendingIdentifierChanges: next } : rest
  }
  const locked = new Set<IdentifierType>()
  return [
    http.get('/user/current', ({ response }) => response(200).json(user)),
    http.patch('/user/current', async ({ request, response }) => {
      const body = await request.json()
      const fieldErrors = changedIdentifiers(user, body)
      if (fieldErrors.length) {
        return response(400).json(error(400, 'VALIDATION_FAILED', 'Requête invalide', { fieldErrors }))
      }
      user = applyUpdate(user, body)
      return response(200).json(user)
    }),
    http.post('/user/current/identifier-changes', async ({ request, response }) => {
      const { type, value } = await request.json()
      await delay(150)
      const normalised = type === 'email' ? value.trim().toLowerCase() : value.trim()
      if (normalised === (telecomOf(user, type === 'email' ? 'EMAIL' : 'PHONE') ?? '')) {
        const message = type === 'email' ? 'Cette adresse est déjà la vôtre' : 'Ce numéro est déjà le vôtre'
        return response(400).json(
          error(400, 'VALIDATION_FAILED', message, {
            fieldErrors: [{ field: IDENTIFIER_FIELDS[type], message }],
          }),
        )
      }
      if (normalised === TAKEN_IDENTIFIERS[type]) return response(409).json(taken(type))
      if (options.start === 'rate-limited') {
        return response(429).json(error(429, 'TOO_MANY_ATTEMPTS', TOO_MANY))
      }
      if (options.start === 'unavailable') {
        return response(503).json(
          error(503, 'DELIVERY_UNAVAILABLE', 'Envoi du code indisponible pour le moment'),
        )
      }
      const change = pendingChange(type, normalised)
      setPending(type, change)
      wrongTries[type] = 0
      locked.delete(type)
      return response(202).json(change)
    }),
    http.post('/user/current/identifier-changes/confirm', async ({ request, response }) => {
      const { type, code } = await request.json()
      await delay(150)
      const change = pendingOf(type)
      const invalid = () =>
        response(400).json(
          error(400, 'INVALID_CODE', 'Code incorrect', {
            fieldErrors: [{ field: 'body.code', message: 'Code incorrect' }],
          }),
        )
      if (!change) return invalid()
      if (locked.has(type)) return response(429).json(error(429, 'TOO_MANY_ATTEMPTS', TOO_MANY))
      if (code !== IDENTIFIER_CHANGE_CODES.valid) {
        wrongTries[type] += 1
        if (wrongTries[type] < WRONG_TRIES_BEFORE_LOCK) return invalid()
        locked.add(type)
        return response(429).json(error(429, 'TOO_MANY_ATTEMPTS', TOO_MANY))
      }
      setPending(type, null)
      if (options.takenMeanwhile) return response(409).json(taken(type))
      const system: 'EMAIL' | 'PHONE' = type === 'email' ? 'EMAIL' : 'PHONE'
      const telecom = [
        ...user.profile.telecom.filter((t) => t.system !== system),
        { system, value: change.value },
      ]
      const username = type === 'email' || !telecomOf(user, 'EMAIL') ? change.value : user.username
      user = { ...user, username, profile: { ...user.profile, telecom } }
      return response(200).json(user)
    }),
    http.get('/dev/outbox', ({ query, response }) => {
      const recipient = query.get('recipient') ?? ''
      const change = user.pendingIdentifierChanges?.find((c) => c.value === recipient)
      return response(200).json(
        change
          ? [
              {
                id: '8e9f0a1b-2c3d-4e5f-9a6b-7c8d9e0f1a2b',
                channel: change.type === 'email' ? 'email' : 'sms',
                recipient,
                application: user.application,
                subject: 'Votre code de confirmation',
                text: `Votre code de confirmation : ${IDENTIFIER_CHANGE_CODES.valid}`,
                code: IDENTIFIER_CHANGE_CODES.valid,
                createdAt: new Date().toISOString(),
              },
            ]
          : [],
      )
    }),
  ]
}

/** Two grants given by the demo seed and the configuration, two by an administrator: the list scrolls. */
export const administratorsSample: Administrator[] = [
  {
    userId: '3f6c2a1e-8d4b-4c1a-9e2f-6b7a8c9d0e1f',
    username: 'admin.perinatal@relais-sante.fr',
    name: 'Claire Dubois',
    grantedAt: '2026-11-02T08:00:00.000Z',
    grantedBy: 'seed',
  },
  {
    userId: '6d7e8f9a-0b1c-4d2e-8f3a-4b5c6d7e8f9a',
    username: 'direction@relais-sante.fr',
    name: 'Hélène Marchand',
    grantedAt: '2026-11-02T08:00:00.000Z',
    grantedBy: 'configuration',
  },
  {
    userId: '8f9a0b1c-2d3e-4f4a-9b5c-6d7e8f9a0b1c',
    username: 'medecin.perinatal@demo.relais-sante.fr',
    name: 'Julien Moreau',
    grantedAt: '2026-11-18T14:20:00.000Z',
    grantedBy: 'admin.perinatal@relais-sante.fr',
  },
  {
    userId: '0b1c2d3e-4f5a-4b6c-8d7e-8f9a0b1c2d3e',
    username: 'maternite.perinatal@demo.relais-sante.fr',
    name: 'Maternité des Lilas',
    grantedAt: '2026-11-21T10:05:00.000Z',
    grantedBy: 'medecin.perinatal@demo.relais-sante.fr',
  },
]

/** Accounts of the application that are no administrators yet: granting one of them succeeds. */
const ADMINISTRATOR_CANDIDATES: Record<string, { userId: string; name: string }> = {
  'sage-femme.perinatal@demo.relais-sante.fr': {
    userId: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
    name: 'Sophie Garnier',
  },
}

/** The administrators' list and its grant and removal, stateful; the last one cannot be removed. */
function administratorHandlers(
  rows: Administrator[] = administratorsSample,
  grantedBy = 'admin.perinatal@relais-sante.fr',
) {
  let list = [...rows]
  const emailError = (message: string) =>
    error(400, 'VALIDATION_FAILED', message, { fieldErrors: [{ field: 'body.email', message }] })
  return [
    http.get('/admin/administrators', ({ response }) => response(200).json(list)),
    http.post('/admin/administrators', async ({ request, response }) => {
      const email = (await request.json()).email.trim().toLowerCase()
      await delay(150)
      if (!email) return response(400).json(emailError('Veuillez entrer une adresse email'))
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        return response(400).json(emailError("L'adresse email n'est pas valide"))
      if (list.some((a) => a.username === email)) {
        return response(409).json(
          error(409, 'CONFLICT', 'Cet administrateur existe déjà', {
            fieldErrors: [{ field: 'body.email', message: 'Cet administrateur existe déjà' }],
          }),
        )
      }
      const candidate = ADMINISTRATOR_CANDIDATES[email]
      if (!candidate) {
        return response(404).json(
          error(404, 'NOT_FOUND', 'Aucun compte avec cet email dans cette application'),
        )
      }
      const created: Administrator = {
        ...candidate,
        username: email,
        grantedAt: new Date().toISOString(),
        grantedBy,
      }
      list = [...list, created]
      return response(201).json(created)
    }),
    http.delete('/admin/administrators/{userId}', async ({ params, response }) => {
      await delay(150)
      if (!list.some((a) => a.userId === params.userId)) {
        return response(404).json(error(404, 'NOT_FOUND', "Ce compte n'est pas administrateur"))
      }
      if (list.length === 1) {
        return response(409).json(error(409, 'CONFLICT', 'Impossible de retirer le dernier administrateur'))
      }
      list = list.filter((a) => a.userId !== params.userId)
      return response(204).empty()
    }),
  ]
}

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
  /**
   * PATCH /user/current applies the other fields to `user` and answers it; a changed email or phone is
   * refused (400 at the field), as they change only through their code.
   */
  updateCurrentUser: (user: User) =>
    http.patch('/user/current', async ({ request, response }) => {
      const body = await request.json()
      const fieldErrors = changedIdentifiers(user, body)
      if (fieldErrors.length) {
        return response(400).json(error(400, 'VALIDATION_FAILED', 'Requête invalide', { fieldErrors }))
      }
      return response(200).json(applyUpdate(user, body))
    }),
  /** During an impersonation the names are the account's identity: changing them answers 403. */
  updateNamesForbidden: (user: User) =>
    http.patch('/user/current', async ({ request, response }) => {
      const body = await request.json()
      const renamed =
        (body.firstName !== undefined && body.firstName !== user.profile.name.given) ||
        (body.lastName !== undefined && body.lastName !== user.profile.name.family)
      if (renamed || changedIdentifiers(user, body).length) {
        return response(403).json(
          error(403, 'FORBIDDEN', "Impossible de modifier l'identité d'un compte pendant une impersonation"),
        )
      }
      return response(200).json(applyUpdate(user, body))
    }),
  /**
   * The account `user` (GET and PATCH /user/current) with its email and phone changed through a code:
   * starting a change (409 for TAKEN_IDENTIFIERS, 400 for the account's own), confirming it (123456
   * valid, any other 'Code incorrect', locked at the fifth wrong try), and the dev outbox holding it.
   */
  identifierChanges: identifierChangeHandlers,
  /** The administrators' list, stateful (grant, 409 for an existing one, 404 for an unknown email, removal). */
  administrators: administratorHandlers,
  administratorsLoading: http.get('/admin/administrators', async ({ response }) => {
    await delay('infinite')
    return response(200).json([])
  }),
  administratorsFailing: http.get('/admin/administrators', ({ response }) =>
    response(500).json(error(500, 'INTERNAL', 'Internal server error')),
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
