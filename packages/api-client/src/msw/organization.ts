// The organization's team (GET /organization/{organizationId}/team) in stories and component tests:
// a sample team, an empty one, a slow answer and a failure; 'Rejoindre une structure' (the FINESS
// look-up, the request, the pending requests); and the 'Équipe' page's world (teamStore: members,
// invitations by name and by email, join requests answered, a member's page). Never used by the
// running product.
import { createOpenApiHttp } from 'openapi-msw'
import { delay } from 'msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type OrganizationTeam = components['schemas']['OrganizationTeam']
type TeamMember = components['schemas']['TeamMember']
type Organization = components['schemas']['Organization']
type JoinRequest = components['schemas']['JoinRequest']
type TeamInvitation = components['schemas']['TeamInvitation']
type AccessPolicy = components['schemas']['AccessPolicy']
type Contact = components['schemas']['Contact']
type TeamMemberDetails = components['schemas']['TeamMemberDetails']

const member = (
  userId: string,
  userType: TeamMember['userType'],
  given: string,
  family: string,
  joinedAt: string,
): TeamMember => ({
  userId,
  userType,
  role: 'member',
  name: { given, family, text: `${given} ${family}` },
  joinedAt,
})

/** A maternity's team: two doctors and a midwife (the organization id is the request's). */
export const organizationTeamSample: Omit<OrganizationTeam, 'organizationId'> = {
  accountIds: ['0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'],
  doctors: [
    member('1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 'doctor', 'Julien', 'Moreau', '2026-09-14T08:30:00.000Z'),
    member('2e3f4051-6b7c-4d8e-9fa0-1b2c3d4e5f60', 'doctor', 'Inès', 'Haddad', '2026-10-02T13:05:00.000Z'),
  ],
  midwives: [
    member(
      '3f405162-7c8d-4e9f-a0b1-2c3d4e5f6071',
      'midwife',
      'Sophie',
      'Garnier',
      '2026-09-20T09:45:00.000Z',
    ),
  ],
  assistants: [],
  pendings: [],
}

export const emptyOrganizationTeam: Omit<OrganizationTeam, 'organizationId'> = {
  accountIds: ['0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'],
  doctors: [],
  midwives: [],
  assistants: [],
  pendings: [],
}

export const organizationHandlers = {
  /** Answers with `team` for whichever organization is asked. */
  team: (team: Omit<OrganizationTeam, 'organizationId'> = organizationTeamSample) =>
    http.get('/organization/{organizationId}/team', async ({ params, response }) => {
      await delay(150)
      return response(200).json({ organizationId: params.organizationId, ...team })
    }),
  /** Never answers: the loading state. */
  teamLoading: () =>
    http.get('/organization/{organizationId}/team', async ({ params, response }) => {
      await delay('infinite')
      return response(200).json({ organizationId: params.organizationId, ...emptyOrganizationTeam })
    }),
  teamError: () =>
    http.get('/organization/{organizationId}/team', ({ response }) =>
      response(500).json({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Une erreur est survenue',
      }),
    ),
}

/** The maternity 'Rejoindre une structure' finds by its FINESS in stories. */
export const joinableOrganization: Organization = {
  id: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f70819',
  name: 'Maternité des Lilas',
  finess: '930000104',
  specialities: [],
  address: { text: '14 rue du Tapis Vert, 93260 Les Lilas, France', city: 'Les Lilas' },
  active: true,
}

/**
 * 'Rejoindre une structure': `organization` found by its own FINESS (404 for any other), a request that
 * joins the pending ones, which start as `pending`.
 */
export function joinOrganizationHandlers(
  organization: Organization = joinableOrganization,
  pending: JoinRequest[] = [],
) {
  const requests = [...pending]
  return [
    http.get('/organization/finess/{finess}', async ({ params, response }) => {
      await delay(150)
      if (params.finess !== organization.finess) {
        return response(404).json({
          statusCode: 404,
          error: 'Not Found',
          message: 'Structure introuvable',
          code: 'NOT_FOUND',
        })
      }
      return response(200).json(organization)
    }),
    http.post('/organization/{organizationId}/request-to-join', async ({ response }) => {
      await delay(150)
      const createdAt = new Date().toISOString()
      const id = '6f7a8b9c-0d1e-4f2a-b3c4-d5e6f7081920'
      requests.unshift({
        id,
        organization: {
          id: organization.id,
          name: organization.name,
          city: organization.address.city ?? null,
        },
        createdAt,
      })
      return response(201).json({
        id,
        resource: 'organization',
        status: 'PENDING',
        from: null,
        to: null,
        rights: ['read'],
        holder: { id: organization.id, type: 'organization', name: organization.name },
        grantee: { id: '3f405162-7c8d-4e9f-a0b1-2c3d4e5f6071', type: 'midwife', name: 'Sophie Garnier' },
        createdAt,
        decidedAt: null,
      })
    }),
    http.get('/user/current/organization-requests', async ({ response }) => {
      await delay(100)
      return response(200).json({ requests })
    }),
  ]
}

const notFound = (message: string) => ({
  statusCode: 404,
  error: 'Not Found',
  message,
  code: 'NOT_FOUND' as const,
})

/** Invitations waiting in the sample structure: a practitioner's and an email's. */
export const pendingInvitationsSample: TeamInvitation[] = [
  {
    id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f70819203',
    invitee: { id: '8b9c0d1e-2f3a-4b4c-9d5e-6f7081920314', userType: 'midwife', name: 'Claire Petit' },
    invitedAt: '2026-11-28T10:00:00.000Z',
  },
  {
    id: '9c0d1e2f-3a4b-4c5d-8e6f-708192031425',
    email: 'nouvelle.recrue@exemple.fr',
    invitedAt: '2026-11-30T15:20:00.000Z',
  },
]

const policy = (id: string, grantee: AccessPolicy['grantee'], createdAt: string): AccessPolicy => ({
  id,
  resource: 'organization',
  status: 'PENDING',
  from: null,
  to: null,
  rights: ['read'],
  holder: { id: '0d1e2f3a-4b5c-4d6e-9f70-819203142536', type: 'organization', name: 'Maternité des Lilas' },
  grantee,
  createdAt,
  decidedAt: null,
})

/** Two practitioners asking to join the sample structure. */
export const joinRequestsSample: AccessPolicy[] = [
  policy(
    '1e2f3a4b-5c6d-4e7f-8091-a2b3c4d5e6f7',
    { id: '2f3a4b5c-6d7e-4f80-91a2-b3c4d5e6f708', type: 'doctor', name: 'Hugo Mercier' },
    '2026-11-29T08:15:00.000Z',
  ),
  policy(
    '3a4b5c6d-7e8f-4091-a2b3-c4d5e6f70819',
    { id: '4b5c6d7e-8f90-41a2-b3c4-d5e6f7081920', type: 'midwife', name: 'Inès Faure' },
    '2026-12-01T17:40:00.000Z',
  ),
]

/** Practitioners the invitation dialog finds by name (the messaging area's contact search). */
export const practitionerContactsSample: Contact[] = [
  { id: '5c6d7e8f-9001-42b3-84d5-e6f708192031', userType: 'doctor', name: 'Nadia Benali', activated: true },
  { id: '6d7e8f90-0112-43c4-95e6-f70819203142', userType: 'assistant', name: 'Nathan Roux', activated: true },
  {
    id: '7e8f9001-1223-44d5-a6f7-081920314253',
    userType: 'patient',
    name: 'Nathalie Durand',
    activated: true,
  },
]

export interface TeamStoreOptions {
  team?: Omit<OrganizationTeam, 'organizationId' | 'pendings'>
  pendings?: TeamInvitation[]
  requests?: AccessPolicy[]
  contacts?: Contact[]
  /** The team never answers: its loading state. */
  teamLoading?: boolean
  /** The team answers 500. */
  teamError?: boolean
}

/**
 * The 'Équipe' page's world, kept between calls: an invitation joins the pending ones, an accepted
 * request makes its practitioner a member, a refused one goes away; a member's page reads the team.
 */
export function teamStore(options: TeamStoreOptions = {}) {
  const team = structuredClone(options.team ?? organizationTeamSample)
  const state = {
    team,
    pendings: [...(options.pendings ?? [])],
    requests: [...(options.requests ?? [])],
    contacts: options.contacts ?? practitionerContactsSample,
    invited: [] as { userId?: string; email?: string; message?: string }[],
  }
  const members = () => [...state.team.doctors, ...state.team.midwives, ...state.team.assistants]
  const now = () => new Date().toISOString()
  const handlers = [
    http.get('/organization/{organizationId}/team', async ({ params, response }) => {
      if (options.teamLoading) await delay('infinite')
      await delay(100)
      if (options.teamError) {
        return response(500).json({
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'Une erreur est survenue',
        })
      }
      return response(200).json({
        organizationId: params.organizationId,
        ...state.team,
        pendings: state.pendings,
      })
    }),
    http.get('/organization/{organizationId}/join-requests', async ({ response }) => {
      await delay(100)
      return response(200).json({ requests: state.requests })
    }),
    http.post('/access-policy/{policyId}/approve', async ({ params, response }) => {
      await delay(100)
      const found = state.requests.find((r) => r.id === params.policyId)
      if (!found) return response(404).json(notFound('Demande introuvable'))
      state.requests = state.requests.filter((r) => r !== found)
      const [given = '', family = ''] = found.grantee.name.split(' ')
      const joined: TeamMember = {
        userId: found.grantee.id,
        userType: found.grantee.type,
        role: 'member',
        name: { given, family, text: found.grantee.name },
        joinedAt: now(),
      }
      if (found.grantee.type === 'doctor') state.team.doctors.push(joined)
      else if (found.grantee.type === 'midwife') state.team.midwives.push(joined)
      else state.team.assistants.push(joined)
      return response(200).json({ ...found, status: 'ACCEPTED', decidedAt: now() })
    }),
    http.post('/access-policy/{policyId}/reject', async ({ params, response }) => {
      await delay(100)
      const found = state.requests.find((r) => r.id === params.policyId)
      if (!found) return response(404).json(notFound('Demande introuvable'))
      state.requests = state.requests.filter((r) => r !== found)
      return response(200).json({ ...found, status: 'REJECTED', decidedAt: now() })
    }),
    http.get('/user/contacts', async ({ query, response }) => {
      await delay(100)
      const wanted = (query.get('query') ?? '').trim().toLowerCase()
      return response(200).json(
        state.contacts.filter((c) => wanted !== '' && c.name.toLowerCase().includes(wanted)),
      )
    }),
    http.post('/organization/{organizationId}/invite-to-join', async ({ request, response }) => {
      await delay(150)
      const body = await request.json()
      const contact = state.contacts.find((c) => c.id === body.userId)
      state.invited.push(body)
      if (contact) {
        state.pendings.unshift({
          id: crypto.randomUUID(),
          invitee: { id: contact.id, userType: contact.userType, name: contact.name },
          invitedAt: now(),
        })
      }
      return response(201).empty()
    }),
    http.post('/organization/{organizationId}/invite-new-to-join', async ({ request, response }) => {
      await delay(150)
      const body = await request.json()
      state.invited.push(body)
      state.pendings.unshift({ id: crypto.randomUUID(), email: body.email.toLowerCase(), invitedAt: now() })
      return response(201).empty()
    }),
    http.get('/team/{memberId}', async ({ params, response }) => {
      await delay(100)
      const found = members().find((m) => m.userId === params.memberId)
      if (!found) return response(404).json(notFound('Membre introuvable'))
      const details: TeamMemberDetails = {
        userId: found.userId,
        userType: found.userType,
        name: found.name,
        ...(found.userType === 'doctor' ? { rpps: '10101010101' } : {}),
        telecom: [
          { system: 'EMAIL', value: `${found.name.given}.${found.name.family}@exemple.fr`.toLowerCase() },
          { system: 'PHONE', value: '+33612345678' },
        ],
        organizations: [
          {
            id: '0d1e2f3a-4b5c-4d6e-9f70-819203142536',
            name: 'Maternité des Lilas',
            role: found.role,
            joinedAt: found.joinedAt,
          },
        ],
      }
      return response(200).json(details)
    }),
  ]
  return { state, handlers }
}
