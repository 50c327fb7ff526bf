// The global search (GET /search), 'Mes données' (access policies and the access log) and the bell
// (notifications) answering as for an account with nothing yet, or with the patients given, in stories
// and component tests. The areas' own stories answer richer worlds from their testing/ folders. Never
// used by the running product.
import { createOpenApiHttp } from 'openapi-msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type PatientSummary = components['schemas']['PatientSummary']

/** A patient as the lists and the search show them. */
export function patientSummary(given: string, family: string, overrides: Partial<PatientSummary> = {}) {
  return {
    id: crypto.randomUUID(),
    name: { given, family, text: `${given} ${family}` },
    nir: '295109912611193',
    birthDate: '1995-10-12',
    gender: 'FEMALE',
    email: `${given}.${family}@exemple.fr`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
    phone: '+33612345678',
    city: 'Paris',
    ...overrides,
  } satisfies PatientSummary
}

export const searchHandlers = {
  /** Finds nobody, whatever is typed. */
  nothing: http.get('/search', ({ response }) => response(200).json({ patients: [] })),
  /** Finds those of `patients` whose name holds the query, accents and case ignored. */
  among: (patients: PatientSummary[]) =>
    http.get('/search', ({ request, response }) => {
      const fold = (text: string) =>
        text
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
      const query = fold(new URL(request.url).searchParams.get('query') ?? '')
      return response(200).json({ patients: patients.filter((p) => fold(p.name.text).includes(query)) })
    }),
}

export const accessPolicyHandlers = {
  /** Nothing asked, nothing granted, nobody read the file. */
  none: [
    http.get('/user/current/access-policies', ({ response }) =>
      response(200).json({ pending: [], accepted: [] }),
    ),
    http.get('/user/current/access-log', ({ response }) => response(200).json({ entries: [] })),
  ],
}

export const notificationHandlers = {
  /** An empty bell. */
  none: [
    http.get('/notifications', ({ response }) =>
      response(200).json({ notifications: [], total: 0, unseen: 0 }),
    ),
    http.post('/notifications/seen', ({ response }) => response(204).empty()),
  ],
}
