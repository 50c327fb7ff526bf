// The organization's team (GET /organization/{organizationId}/team) in stories and component tests:
// a sample team, an empty one, a slow answer and a failure; and 'Rejoindre une structure' (the FINESS
// look-up, the request, the pending requests). Never used by the running product.
import { createOpenApiHttp } from 'openapi-msw'
import { delay } from 'msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type OrganizationTeam = components['schemas']['OrganizationTeam']
type TeamMember = components['schemas']['TeamMember']
type Organization = components['schemas']['Organization']
type JoinRequest = components['schemas']['JoinRequest']

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
}

export const emptyOrganizationTeam: Omit<OrganizationTeam, 'organizationId'> = {
  doctors: [],
  midwives: [],
  assistants: [],
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
