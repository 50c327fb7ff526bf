// The access policies' rows of the authorization matrix. Each answer is called on a fresh policy the
// caller holds (pending for approve and reject, in force for revoke), from a practitioner no caller acts
// as; `foreign` aims it at a policy someone else holds, which nobody may answer.
import { randomUUID } from 'node:crypto'
import { APPLICATIONS, type Application } from '../../core/config.ts'
import { accountIdOf, defineAccess, type Caller } from '../../testing/access-matrix.ts'
import { insertUser } from '../../testing/accounts.ts'
import type { TestApi } from '../../testing/harness.ts'
import { AccessPoliciesRepository } from './access-policies-repository.ts'

interface PolicyFixtures {
  /** A new policy the caller holds, in `status`; a random id for callers without an account. */
  held(caller: Caller, status: 'PENDING' | 'ACCEPTED'): Promise<string>
  /** A new pending policy someone no caller acts as holds, in the caller's application. */
  foreign(caller: Caller): Promise<string>
}

async function createPolicyFixtures(t: TestApi): Promise<PolicyFixtures> {
  const db = t.api.db
  const policies = new AccessPoliciesRepository(db)
  const now = new Date()
  const practitioner = {} as Record<Application, string>
  const stranger = {} as Record<Application, string>
  for (const app of APPLICATIONS) {
    practitioner[app] = await insertUser(db, {
      application: app,
      userType: 'doctor',
      email: `demandeur.acces.${app}@example.fr`,
      profile: { givenName: 'Paul', familyName: 'Demandeur' },
      now,
    })
    stranger[app] = await insertUser(db, {
      application: app,
      userType: 'patient',
      email: `patient.inconnu.acces.${app}@example.fr`,
      profile: { givenName: 'Inès', familyName: 'Inconnue' },
      now,
    })
  }
  const create = async (app: Application, holder: string, status: 'PENDING' | 'ACCEPTED') => {
    // A new grantee each time: one live policy per grantee and resource.
    const grantee = await insertUser(db, {
      application: app,
      userType: 'doctor',
      email: `demandeur.${randomUUID()}@example.fr`,
      profile: { givenName: 'Paul', familyName: 'Demandeur' },
      now,
    })
    const policy = await policies.create({
      application: app,
      resource: 'medical-file',
      holderUserId: holder,
      resourceId: holder,
      grantee: { userId: grantee },
      requestedBy: practitioner[app],
      status,
      now,
    })
    return policy!.id
  }
  return {
    async held(caller, status) {
      if (!caller.user) return randomUUID()
      return create(caller.app, await accountIdOf(t, caller), status)
    },
    foreign: (caller) => create(caller.app, stranger[caller.app], 'PENDING'),
  }
}

export const access = defineAccess({
  fixtures: createPolicyFixtures,
  rows: {
    listAccessPolicies: { succeeds: true },
    listAccessLog: { succeeds: true },
    approveAccessPolicy: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { policyId: await fx.held(caller, 'PENDING') } }),
      foreign: async (fx, caller) => ({ params: { policyId: await fx.foreign(caller) } }),
    },
    rejectAccessPolicy: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { policyId: await fx.held(caller, 'PENDING') } }),
      foreign: async (fx, caller) => ({ params: { policyId: await fx.foreign(caller) } }),
    },
    revokeAccessPolicy: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { policyId: await fx.held(caller, 'ACCEPTED') } }),
      foreign: async (fx, caller) => ({ params: { policyId: await fx.foreign(caller) } }),
    },
  },
})
