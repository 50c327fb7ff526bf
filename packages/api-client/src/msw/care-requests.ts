// A structure's care requests in stories and component tests: the list 'Demandes de prise en charge'
// reads. Never used by the running product.
import { delay } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type ServiceRequest = components['schemas']['ServiceRequest']

/** What a request's encrypted answers look like from outside: the list never opens them. */
const sealedForm: ServiceRequest['form'] = {
  version: 1,
  encryptionSessionId: '0f1e2d3c-4b5a-4968-8776-655443322110',
  epoch: 0,
  nonce: 'AAECAwQFBgcICQoL',
  ciphertext: 'c2VhbGVkIGFuc3dlcnMgb2YgdGhlIHdpemFyZA',
}

const MATERNITY = {
  organizationId: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  organizationName: 'Maternité des Lilas',
}

/** Three requests of the sample maternity, one in each state, the newest first. */
export const serviceRequestsSample: ServiceRequest[] = [
  {
    id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    status: 'DRAFT',
    requestTypes: ['EARLY_DISCHARGE'],
    requestDate: '2026-12-06',
    subject: { id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e', name: 'Inès Moreau' },
    requester: {
      ...MATERNITY,
      user: { id: 'c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f', name: 'Maternité des Lilas' },
    },
    performer: null,
    location: {
      text: '14 rue des Lilas, 75019 Paris',
      city: 'Paris',
      country: 'FR',
      coordinates: { latitude: 48.8777, longitude: 2.3954 },
    },
    form: sealedForm,
    attachments: [],
    authoredOn: '2026-12-06T09:15:00.000Z',
  },
  {
    id: 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f70',
    status: 'ONHOLD',
    requestTypes: ['HOME_POSTPARTUM_FOLLOW_UP', 'ADVICE_REQUEST'],
    requestDate: '2026-12-03',
    subject: { id: 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7081', name: 'Léa Girard' },
    requester: {
      ...MATERNITY,
      user: { id: 'c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f', name: 'Maternité des Lilas' },
    },
    performer: null,
    location: {
      text: '3 avenue Jean Jaurès, 93500 Pantin',
      city: 'Pantin',
      country: 'FR',
      coordinates: { latitude: 48.8941, longitude: 2.4093 },
    },
    form: sealedForm,
    attachments: [],
    authoredOn: '2026-12-03T16:40:00.000Z',
  },
  {
    id: 'f6a7b8c9-d0e1-4f2a-9b3c-4d5e6f708192',
    status: 'ACTIVE',
    requestTypes: ['EARLY_PRENATAL_INTERVIEW'],
    requestDate: '2026-11-28',
    subject: { id: '0a1b2c3d-4e5f-4607-8819-2a3b4c5d6e7f', name: 'Chloé Lambert' },
    requester: {
      ...MATERNITY,
      user: { id: 'c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f', name: 'Maternité des Lilas' },
    },
    performer: { id: '1a2b3c4d-5e6f-4a70-8b91-c2d3e4f50617', name: 'Élise Bonnet' },
    location: {
      text: '27 rue de Belleville, 75020 Paris',
      city: 'Paris',
      country: 'FR',
      coordinates: { latitude: 48.8721, longitude: 2.3797 },
    },
    form: sealedForm,
    attachments: [],
    authoredOn: '2026-11-28T11:05:00.000Z',
  },
]

export interface CareRequestsStoreOptions {
  requests?: ServiceRequest[]
  /** The list answers 500. */
  failing?: boolean
}

export function careRequestsStore(options: CareRequestsStoreOptions = {}) {
  const requests = [...(options.requests ?? serviceRequestsSample)]
  const handlers = [
    http.get('/organization/{organizationId}/service-requests', async ({ response }) => {
      await delay(100)
      if (options.failing) {
        return response(500).json({ statusCode: 500, error: 'Internal Server Error', message: 'Erreur' })
      }
      return response(200).json({ serviceRequests: requests })
    }),
  ]
  return { handlers }
}
