// 'Mes données' in stories and component tests: an in-memory store of one holder's policies and access
// log, answered by msw handlers typed from the contract with the API's rules (only a pending request is
// approved or rejected, only a grant in force revoked; 409 otherwise, 404 for a policy the holder does
// not have). Never used by the running product.
import { http } from '@relais/api-client/msw'
import type { components } from '@relais/api-client'
import type { RequestHandler } from 'msw'

type AccessPolicy = components['schemas']['AccessPolicy']
type AccessPolicyParty = components['schemas']['AccessPolicyParty']
type AccessLogEntry = components['schemas']['AccessLogEntry']
type ErrorBody = components['schemas']['Error']
type Answer = 'approve' | 'reject' | 'revoke'

/** The patient of `core/testing`'s providers, and who asks for her data. */
export const PARTIES = {
  patient: { id: '3f6c2a1e-8d4b-4c1a-9e2f-6b7a8c9d0e1f', type: 'patient', name: 'Camille Lefèvre' },
  doctor: { id: '9a1b2c3d-4e5f-4a6b-8c7d-000000000001', type: 'doctor', name: 'Julien Moreau' },
  midwife: { id: '9a1b2c3d-4e5f-4a6b-8c7d-000000000002', type: 'midwife', name: 'Sophie Garnier' },
  organization: {
    id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    type: 'organization',
    name: 'Maternité des Lilas',
  },
} as const satisfies Record<string, AccessPolicyParty>

/** A medical-file policy of the patient for `grantee`; `extra` overrides any field. */
export function accessPolicy(
  grantee: AccessPolicyParty,
  status: AccessPolicy['status'],
  extra: Partial<AccessPolicy> = {},
): AccessPolicy {
  return {
    id: `6b2c3d4e-5f6a-4b7c-8d9e-${grantee.id.slice(-12)}`,
    resource: 'medical-file',
    status,
    from: null,
    to: null,
    rights: ['read'],
    holder: PARTIES.patient,
    grantee,
    createdAt: '2026-02-27T08:15:00.000Z',
    decidedAt: status === 'PENDING' ? null : '2026-02-28T17:40:00.000Z',
    ...extra,
  }
}

/** A read (or a write) of the patient's content by `reader` at `readAt`. */
export function accessLogEntry(
  reader: AccessPolicyParty,
  readAt: string,
  resource: AccessLogEntry['resource'] = 'medical-record',
  action: AccessLogEntry['action'] = 'read',
): AccessLogEntry {
  return {
    id: `7c3d4e5f-6a7b-4c8d-9e0f-${readAt.replace(/\D/g, '').slice(-12)}`,
    readAt,
    reader,
    resource,
    action,
  }
}

const problem = (statusCode: 404 | 409 | 500, message: string): ErrorBody => ({
  statusCode,
  error: { 404: 'Not Found', 409: 'Conflict', 500: 'Internal Server Error' }[statusCode],
  message,
  code: { 404: 'NOT_FOUND', 409: 'CONFLICT', 500: 'INTERNAL' }[statusCode] as ErrorBody['code'],
})

export interface AccessPoliciesStore {
  pending: AccessPolicy[]
  accepted: AccessPolicy[]
  log: AccessLogEntry[]
  /** Every answer received, in order. */
  answers: { answer: Answer; policyId: string }[]
  /** How many times each list was read. */
  reads: { policies: number; log: number }
  /** An answer the API refuses with this status, whatever the policy. */
  refuse: Partial<Record<Answer, 409 | 500>>
  /** The lists (or the log) answer 500. */
  failing: { policies?: boolean; log?: boolean }
  handlers: RequestHandler[]
}

export function accessPoliciesStore({
  pending = [],
  accepted = [],
  log = [],
}: { pending?: AccessPolicy[]; accepted?: AccessPolicy[]; log?: AccessLogEntry[] } = {}) {
  const answer = (kind: Answer, from: 'pending' | 'accepted', status: AccessPolicy['status']) =>
    http.post(`/access-policy/{policyId}/${kind}`, ({ params, response }) => {
      store.answers.push({ answer: kind, policyId: params.policyId })
      const refused = store.refuse[kind]
      if (refused === 500) return response(500).json(problem(500, 'Erreur interne'))
      const list = store[from]
      const policy = list.find((p) => p.id === params.policyId)
      const known = [...store.pending, ...store.accepted].some((p) => p.id === params.policyId)
      if (refused === 409 || (!policy && known)) {
        return response(409).json(
          problem(
            409,
            kind === 'revoke' ? "Cet accès n'est plus accordé" : "Cette demande n'est plus en attente",
          ),
        )
      }
      if (!policy) return response(404).json(problem(404, 'Demande introuvable'))
      const answered: AccessPolicy = { ...policy, status, decidedAt: new Date().toISOString() }
      store[from] = list.filter((p) => p.id !== policy.id)
      if (status === 'ACCEPTED') store.accepted = [answered, ...store.accepted]
      return response(200).json(answered)
    })
  const store: AccessPoliciesStore = {
    pending,
    accepted,
    log,
    answers: [],
    reads: { policies: 0, log: 0 },
    refuse: {},
    failing: {},
    handlers: [
      http.get('/user/current/access-policies', ({ response }) => {
        store.reads.policies += 1
        if (store.failing.policies) return response(500).json(problem(500, 'Erreur interne'))
        return response(200).json({ pending: store.pending, accepted: store.accepted })
      }),
      http.get('/user/current/access-log', ({ query, response }) => {
        store.reads.log += 1
        if (store.failing.log) return response(500).json(problem(500, 'Erreur interne'))
        const limit = Number(query.get('limit') ?? 100)
        return response(200).json({ entries: store.log.slice(0, limit) })
      }),
      answer('approve', 'pending', 'ACCEPTED'),
      answer('reject', 'pending', 'REJECTED'),
      answer('revoke', 'accepted', 'REJECTED'),
    ],
  }
  return store
}
