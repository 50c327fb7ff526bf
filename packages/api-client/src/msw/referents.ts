// A patient's health referent in stories and component tests: GET /patient/{id}/referent answering
// the referent given (204 for none), and PUT /user/current/referent keeping what it receives. Never
// used by the running product.
import { createOpenApiHttp } from 'openapi-msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type PatientReferent = components['schemas']['PatientReferent']

export const referentSample: PatientReferent = {
  supervisorType: 'midwife',
  referent: {
    firstName: 'Sophie',
    lastName: 'Garnier',
    email: 'sophie.garnier@exemple.fr',
    rpps: '10003456789',
    address: {
      line: '8 rue Pasteur',
      postalCode: '69007',
      city: 'Lyon',
      country: 'FR',
      text: '8 rue Pasteur, 69007 Lyon',
    },
  },
  practitioner: null,
}

export interface ReferentStore {
  referent: PatientReferent | null
  writes: components['schemas']['ReferentWrite'][]
  handlers: ReturnType<typeof http.get | typeof http.put>[]
}

/** A store that starts with `referent` (none by default). */
export function referentStore(referent: PatientReferent | null = null): ReferentStore {
  const store: ReferentStore = {
    referent,
    writes: [],
    handlers: [
      http.get('/patient/{patientId}/referent', ({ response }) =>
        store.referent ? response(200).json(store.referent) : response(204).empty(),
      ),
      http.put('/user/current/referent', async ({ request, response }) => {
        const body = await request.json()
        store.writes.push(body)
        store.referent = { ...body, practitioner: null }
        return response(200).json({ ...store.referent, grantCreated: false })
      }),
    ],
  }
  return store
}
