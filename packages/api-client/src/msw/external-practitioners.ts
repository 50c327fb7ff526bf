// 'Praticiens externes' in stories and component tests: the structure's external practitioners and its
// invitations waiting, kept between calls (an invitation joins the waiting ones, 'Retirer' removes).
// Never used by the running product.
import { createOpenApiHttp } from 'openapi-msw'
import { delay } from 'msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type ExternalPractitioner = components['schemas']['ExternalPractitioner']
type ExternalPractitionerInvitation = components['schemas']['ExternalPractitionerInvitation']
type Contact = components['schemas']['Contact']

/** Two practitioners who accepted the sample structure's invitation. */
export const externalPractitionersSample: ExternalPractitioner[] = [
  {
    userId: '1a2b3c4d-5e6f-4a70-8b91-c2d3e4f50617',
    userType: 'midwife',
    name: { given: 'Élise', family: 'Bonnet', text: 'Élise Bonnet' },
    qualifications: ['MIDWIFE', 'BREASTFEEDING_COUNSELLING'],
    telecom: [
      { system: 'EMAIL', value: 'elise.bonnet@exemple.fr' },
      { system: 'PHONE', value: '+33612345678' },
    ],
    accessPolicyId: '2b3c4d5e-6f70-4a81-9c02-d3e4f5061728',
    since: '2026-11-20T09:00:00.000Z',
  },
  {
    userId: '3c4d5e6f-7081-4b92-8d13-e4f506172839',
    userType: 'doctor',
    name: { given: 'Marc', family: 'Lambert', text: 'Marc Lambert' },
    qualifications: ['GYNECOLOGIST'],
    telecom: [{ system: 'EMAIL', value: 'marc.lambert@exemple.fr' }],
    accessPolicyId: '4d5e6f70-8192-4ca3-9e24-f5061728394a',
    since: '2026-11-25T14:30:00.000Z',
  },
]

export interface ExternalPractitionersStoreOptions {
  practitioners?: ExternalPractitioner[]
  invitations?: ExternalPractitionerInvitation[]
  /** Whom the invitation dialog's search may find (the messaging area's contact search). */
  contacts?: Contact[]
}

export function externalPractitionersStore(options: ExternalPractitionersStoreOptions = {}) {
  const state = {
    practitioners: [...(options.practitioners ?? externalPractitionersSample)],
    invitations: [...(options.invitations ?? [])],
    contacts: options.contacts ?? [],
  }
  const handlers = [
    http.get('/organization/{organizationId}/external-practitioners', async ({ response }) => {
      await delay(100)
      return response(200).json({ practitioners: state.practitioners, invitations: state.invitations })
    }),
    http.post('/organization/{organizationId}/external-practitioners', async ({ request, response }) => {
      await delay(150)
      const body = await request.json()
      const contact = state.contacts.find((c) => c.id === body.userId)
      if (!contact) {
        return response(404).json({
          statusCode: 404,
          error: 'Not Found',
          message: 'Professionnel introuvable',
        })
      }
      const id = crypto.randomUUID()
      const now = new Date().toISOString()
      state.invitations.unshift({
        accessPolicyId: id,
        invitee: { id: contact.id, userType: contact.userType, name: contact.name },
        invitedAt: now,
      })
      return response(201).json({
        id,
        resource: 'organization_external_practitioners',
        status: 'INVITED',
        from: null,
        to: null,
        rights: ['read'],
        holder: {
          id: '0d1e2f3a-4b5c-4d6e-9f70-819203142536',
          type: 'organization',
          name: 'Maternité des Lilas',
        },
        grantee: { id: contact.id, type: contact.userType, name: contact.name },
        createdAt: now,
        decidedAt: null,
      })
    }),
    http.delete(
      '/organization/{organizationId}/external-practitioners/{practitionerId}',
      async ({ params, response }) => {
        await delay(100)
        const found = state.practitioners.find((p) => p.userId === params.practitionerId)
        if (!found) {
          return response(404).json({
            statusCode: 404,
            error: 'Not Found',
            message: 'Praticien externe introuvable',
          })
        }
        state.practitioners = state.practitioners.filter((p) => p !== found)
        const now = new Date().toISOString()
        return response(200).json({
          id: found.accessPolicyId,
          resource: 'organization_external_practitioners',
          status: 'REJECTED',
          from: null,
          to: null,
          rights: ['read'],
          holder: {
            id: '0d1e2f3a-4b5c-4d6e-9f70-819203142536',
            type: 'organization',
            name: 'Maternité des Lilas',
          },
          grantee: { id: found.userId, type: found.userType, name: found.name.text },
          createdAt: found.since,
          decidedAt: now,
        })
      },
    ),
  ]
  return { state, handlers }
}
