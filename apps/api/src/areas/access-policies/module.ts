// The access-policies area: who may read or act on someone's resource — a patient's medical file above
// all — and the log of every read of a patient's medical content.
//
// Rules (the authorization matrix holds every operation to them):
// - A policy is asked by its grantee (PENDING), or given at once when a practitioner creates the
//   patient (ACCEPTED); only ACCEPTED opens the resource, and only within its dates.
// - Only the holder (the patient, for a medical file) answers: approve a pending request, reject a
//   pending request or an offer, revoke a grant in force. Anyone else gets 404, as for no policy; an
//   answer the status cannot follow is a 409. Two racing answers meet in one conditional update.
// - What the server opens it also writes down: every read of medical content by someone else than the
//   patient is appended to the access log, which the database refuses to change or delete.
// - The encrypted group follows in the patient's browser: approving a medical-file request adds the
//   grantee to the patient's medical-file group; revoking removes them and renews its key.
// - A request to join a structure (`organization`, held by its manager) makes its grantee a member of
//   the team when approved, in the same transaction; revoking it removes that member (never a manager).
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { approveAccessPolicy } from './approveAccessPolicy.ts'
import { listAccessLog } from './listAccessLog.ts'
import { listAccessPolicies } from './listAccessPolicies.ts'
import { rejectAccessPolicy } from './rejectAccessPolicy.ts'
import { revokeAccessPolicy } from './revokeAccessPolicy.ts'
import { accessPoliciesServices } from './services.ts'

export const accessPoliciesModule: Plugin<AreaContext> = {
  name: 'access-policies',
  dependencies: ['contract'],
  register(server, context) {
    const services = accessPoliciesServices(context)
    server.operation('listAccessPolicies', listAccessPolicies, services)
    server.operation('listAccessLog', listAccessLog, services)
    server.operation('approveAccessPolicy', approveAccessPolicy, services)
    server.operation('rejectAccessPolicy', rejectAccessPolicy, services)
    server.operation('revokeAccessPolicy', revokeAccessPolicy, services)
  },
}
