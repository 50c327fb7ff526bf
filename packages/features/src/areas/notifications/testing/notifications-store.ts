// The bell in stories and component tests: sample notifications of each template, and an in-memory store
// of the signed-in user's notifications answered by msw handlers typed from the contract (one page,
// newest first, with the unseen count; mark all seen; remove one, 404 when it is not there; remove all).
// Never used by the running product.
import { http } from '@relais/api-client/msw'
import type { components } from '@relais/api-client'
import type { RequestHandler } from 'msw'
import { CHECKUP_TEXTS } from '@relais/domain'
import { PATIENT_ID } from '../../../core/testing/providers.tsx'

type Notification = components['schemas']['Notification']
type AccessPolicy = components['schemas']['AccessPolicy']
type ErrorBody = components['schemas']['Error']

const notFound: ErrorBody = {
  statusCode: 404,
  error: 'Not Found',
  message: 'Notification introuvable',
  code: 'NOT_FOUND',
}

const DOCTOR_REQUEST_ID = '6b2c3d4e-5f6a-4b7c-8d9e-000000000001'
/** Who asks for the medical file of `core/testing`'s patient. */
export const DOCTOR_ID = '9a1b2c3d-4e5f-4a6b-8c7d-000000000001'

/** The doctor's pending request for the patient's medical file, which `SAMPLES.accessRequest` names. */
export const doctorRequest = (): AccessPolicy => ({
  id: DOCTOR_REQUEST_ID,
  resource: 'medical-file',
  status: 'PENDING',
  from: null,
  to: null,
  rights: ['read'],
  holder: { id: PATIENT_ID, type: 'patient', name: 'Camille Lefèvre' },
  grantee: { id: DOCTOR_ID, type: 'doctor', name: 'Julien Moreau' },
  createdAt: '2026-03-02T08:55:00.000Z',
  decidedAt: null,
})

/**
 * What the access-request dialog reads and answers: the patient's policies (`pending` until answered)
 * with the answers received, in order.
 */
export function accessRequestApi(pending: AccessPolicy[]) {
  const api = { answers: [] as string[], lists: { pending, accepted: [] as AccessPolicy[] } }
  const answer = (kind: 'approve' | 'reject', status: AccessPolicy['status']) =>
    http.post(`/access-policy/{policyId}/${kind}`, ({ params, response }) => {
      api.answers.push(kind)
      const asked = api.lists.pending.find((p) => p.id === params.policyId)
      if (!asked) return response(404).json({ ...notFound, message: 'Demande introuvable' })
      const answered = { ...asked, status, decidedAt: new Date().toISOString() }
      api.lists = {
        pending: api.lists.pending.filter((p) => p.id !== asked.id),
        accepted: status === 'ACCEPTED' ? [answered, ...api.lists.accepted] : api.lists.accepted,
      }
      return response(200).json(answered)
    })
  const handlers: RequestHandler[] = [
    http.get('/user/current/access-policies', ({ response }) => response(200).json(api.lists)),
    answer('approve', 'ACCEPTED'),
    answer('reject', 'REJECTED'),
  ]
  return Object.assign(api, { handlers })
}

/** The structure `SAMPLES.organizationInvite` names. */
export const MATERNITY_ID = '4c5d6e7f-8a9b-4c0d-9e1f-000000000001'

/**
 * What the invitation's dialog calls: the request to join (answered `status`, 201 by default) and the
 * removal of the notification; the calls received, in order.
 */
export function organizationInviteApi(status: 201 | 409 = 201) {
  const api = { calls: [] as string[] }
  const handlers: RequestHandler[] = [
    http.post('/organization/{organizationId}/request-to-join', ({ params, response }) => {
      api.calls.push(`request ${String(params.organizationId)}`)
      if (status === 409) {
        return response(409).json({
          statusCode: 409,
          error: 'Conflict',
          message: 'Votre demande est déjà en attente',
          code: 'CONFLICT',
        })
      }
      return response(201).json({
        id: '6b2c3d4e-5f6a-4b7c-8d9e-000000000009',
        resource: 'organization',
        status: 'PENDING',
        from: null,
        to: null,
        rights: ['read'],
        holder: { id: MATERNITY_ID, type: 'organization', name: 'Maternité des Lilas' },
        grantee: { id: DOCTOR_ID, type: 'doctor', name: 'Julien Moreau' },
        createdAt: new Date().toISOString(),
        decidedAt: null,
      })
    }),
    http.delete('/notifications/{notificationId}', ({ params, response }) => {
      api.calls.push(`remove ${String(params.notificationId)}`)
      return response(204).empty()
    }),
  ]
  return Object.assign(api, { handlers })
}

/** Minutes before now, so that the bell says « il y a 5 minutes » whenever the story runs. */
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

export const SAMPLES = {
  accessRequest: (): Notification => ({
    id: '8d4e5f6a-7b8c-4d9e-8f0a-000000000001',
    templateIdentifier: 'access-request',
    content: "Julien Moreau demande l'accès à votre dossier médical",
    payload: { accessPolicyId: DOCTOR_REQUEST_ID },
    seen: false,
    createdAt: ago(5),
  }),
  accessDecision: (status: 'ACCEPTED' | 'REJECTED' = 'ACCEPTED'): Notification => ({
    id: '8d4e5f6a-7b8c-4d9e-8f0a-000000000002',
    templateIdentifier: 'access-decision',
    content:
      status === 'ACCEPTED'
        ? "Camille Lefèvre a accepté votre demande d'accès"
        : "Camille Lefèvre a refusé votre demande d'accès",
    payload: { accessPolicyId: DOCTOR_REQUEST_ID, status },
    seen: false,
    createdAt: ago(42),
  }),
  organizationInvite: (organizationId: string | null = MATERNITY_ID): Notification => ({
    id: '8d4e5f6a-7b8c-4d9e-8f0a-000000000004',
    templateIdentifier: 'organization-invite',
    content: 'La structure Maternité des Lilas vous invite à rejoindre son équipe.',
    payload: organizationId ? { organizationId, mode: 'team' } : { mode: 'team' },
    seen: false,
    createdAt: ago(12),
  }),
  checkup: (): Notification => ({
    id: '8d4e5f6a-7b8c-4d9e-8f0a-000000000005',
    templateIdentifier: 'checkup',
    content: CHECKUP_TEXTS.notification,
    payload: {},
    seen: false,
    createdAt: ago(90),
  }),
}

/** The samples, newest first: two unseen, then an older answer already seen. */
export const sampleNotifications = (): Notification[] => [
  SAMPLES.accessRequest(),
  SAMPLES.accessDecision(),
  {
    ...SAMPLES.accessDecision('REJECTED'),
    id: '8d4e5f6a-7b8c-4d9e-8f0a-000000000003',
    content: "Léa Dubois a refusé votre demande d'accès",
    seen: true,
    createdAt: new Date(Date.now() - 26 * 3_600_000).toISOString(),
  },
]

export interface NotificationsStore {
  /** Newest first; tests may change it directly. */
  notifications: Notification[]
  /** How many times each call was received. */
  calls: { list: number; seen: number; removeAll: number }
  /** The ids of the notifications removed one by one, in order. */
  removed: string[]
  /** The list answers 500. */
  failing: boolean
  handlers: RequestHandler[]
}

export function notificationsStore(notifications: Notification[] = []): NotificationsStore {
  const store: NotificationsStore = {
    notifications,
    calls: { list: 0, seen: 0, removeAll: 0 },
    removed: [],
    failing: false,
    handlers: [
      http.get('/notifications', ({ query, response }) => {
        store.calls.list += 1
        if (store.failing) {
          return response(500).json({ statusCode: 500, error: 'Internal Server Error', message: 'Erreur' })
        }
        const limit = Number(query.get('limit') ?? 100)
        const page = Number(query.get('page') ?? 0)
        return response(200).json({
          notifications: store.notifications.slice(page * limit, (page + 1) * limit),
          total: store.notifications.length,
          unseen: store.notifications.filter((n) => !n.seen).length,
        })
      }),
      http.post('/notifications/seen', ({ response }) => {
        store.calls.seen += 1
        store.notifications = store.notifications.map((n) => ({ ...n, seen: true }))
        return response(204).empty()
      }),
      http.delete('/notifications', ({ response }) => {
        store.calls.removeAll += 1
        store.notifications = []
        return response(204).empty()
      }),
      http.delete('/notifications/{notificationId}', ({ params, response }) => {
        if (!store.notifications.some((n) => n.id === params.notificationId)) {
          return response(404).json(notFound)
        }
        store.removed.push(params.notificationId)
        store.notifications = store.notifications.filter((n) => n.id !== params.notificationId)
        return response(204).empty()
      }),
    ],
  }
  return store
}
