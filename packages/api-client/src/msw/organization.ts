// The organization's team (GET /organization/{organizationId}/team) in stories and component tests:
// a sample team, an empty one, a slow answer and a failure. Never used by the running product.
import { createOpenApiHttp } from 'openapi-msw'
import { delay } from 'msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type OrganizationTeam = components['schemas']['OrganizationTeam']
type TeamMember = components['schemas']['TeamMember']

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
