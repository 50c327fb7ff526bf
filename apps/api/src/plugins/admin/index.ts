// Administration: review of pending accounts, impersonation with its audit trail, and (LOCAL/DEV only)
// the demo drawer's sign-in as a seeded demo account. Admin rights are decided by AccountResolver.
import type { Plugin } from '@hapi/hapi'
import type { components } from '@relais/api-client/schema'
import type { ApiConfig } from '../../config.ts'
import { DEMO_ACCOUNTS } from '../../db/seeds/demo-accounts.ts'
import { apiError, notFound, validationFailed } from '../../errors.ts'
import type { OperationContext } from '../../openapi/types.ts'
import { sessionBody } from '../auth/index.ts'
import { normaliseIdentifier } from '../auth/identifier.ts'
import type { SessionService } from '../auth/session-service.ts'
import { usernameOf, type AccountResolver, type CurrentAccount } from '../user/current-account.ts'
import type { UsersRepository } from '../user/users-repository.ts'
import type { ImpersonationsRepository } from './impersonations-repository.ts'
import type { PendingAccountRecord, PendingAccountsRepository } from './pending-accounts-repository.ts'

type PendingAccount = components['schemas']['PendingAccount']

export interface AdminPluginOptions {
  config: ApiConfig
  users: UsersRepository
  accounts: AccountResolver
  pending: PendingAccountsRepository
  impersonations: ImpersonationsRepository
  sessions: SessionService
}

function toPendingAccount(record: PendingAccountRecord): PendingAccount {
  const personName = `${record.givenName ?? ''} ${record.familyName ?? ''}`.trim()
  const address = record.organizationAddress ?? record.userAddress?.[0]
  const out: PendingAccount = {
    userId: record.userId,
    userType: record.userType as PendingAccount['userType'],
    name: record.organizationName ?? personName,
    createdAt: new Date(record.createdAt).toISOString(),
  }
  if (record.organizationId) out.organizationId = record.organizationId
  if (record.email) out.email = record.email
  if (record.phone) out.phone = record.phone
  if (address) out.address = address
  return out
}

/** The administrator acting: during an impersonation, the one who started it, not the account shown. */
function actingAdmin(account: CurrentAccount) {
  return account.impersonation
    ? { id: account.impersonation.impersonatorUserId, username: account.impersonation.impersonatorUsername }
    : { id: account.user.id, username: usernameOf(account.user) }
}

const notPending = () => notFound("Ce compte n'est pas en attente d'activation")

export const adminPlugin: Plugin<AdminPluginOptions> = {
  name: 'admin',
  register(server, { config, users, accounts, pending, impersonations, sessions }) {
    server.operation('listPendingAccounts', async ({ request, application }) => {
      await accounts.admin(request)
      const list = await pending.list(application)
      return { status: 200, body: list.map(toPendingAccount) }
    })

    const review = async (
      decision: 'accept' | 'decline',
      { request, params, application }: OperationContext<'acceptPendingAccount' | 'declinePendingAccount'>,
    ) => {
      const admin = await accounts.admin(request)
      const record = await pending.find(application, params.userId ?? '')
      if (!record) throw notPending()
      const actor = actingAdmin(admin)
      if (decision === 'accept') await pending.accept(application, record, actor, config.now())
      else await pending.decline(application, record, actor, config.now())
      return { status: 204 as const, body: undefined }
    }
    server.operation('acceptPendingAccount', (ctx) => review('accept', ctx))
    server.operation('declinePendingAccount', (ctx) => review('decline', ctx))

    server.operation('impersonate', async ({ request, body, application }) => {
      const admin = await accounts.admin(request)
      const email = normaliseIdentifier('email', body.email)
      if (!email.ok) throw validationFailed([{ field: 'body.email', message: email.message }])
      const actor = actingAdmin(admin)
      if (email.value === admin.user.email || email.value === actor.username) {
        throw validationFailed([
          { field: 'body.email', message: 'Vous ne pouvez pas emprunter votre propre identité' },
        ])
      }
      const targetId = await users.findIdByIdentifier(application, 'email', email.value)
      const target = targetId ? await users.findById(targetId) : undefined
      if (!target) throw notFound('Aucun compte avec cet email dans cette application')
      const { row } = admin.session
      await impersonations.start({
        application,
        sessionId: row.id,
        actor,
        target: { id: target.id, username: email.value, identifierType: 'email' },
        returnTo: { type: row.identifier_type, identifier: row.identifier },
        now: config.now(),
      })
      // The request still holds the session as it was: describe the account it now acts as.
      const impersonation = await impersonations.find(row.id)
      return {
        status: 200,
        body: accounts.toUser({
          session: admin.session,
          user: target,
          ...(impersonation ? { impersonation } : {}),
        }),
      }
    })

    server.operation('restoreImpersonation', async ({ request, application }) => {
      const account = await accounts.account(request)
      if (!account.impersonation) {
        throw apiError(409, 'CONFLICT', "Cette session n'emprunte l'identité d'aucun compte")
      }
      await impersonations.restore({
        application,
        sessionId: account.session.row.id,
        impersonation: account.impersonation,
        target: { id: account.user.id, username: usernameOf(account.user) },
        now: config.now(),
      })
      const restored = await users.findById(account.impersonation.impersonatorUserId)
      if (!restored) throw notFound('Aucun compte pour cet identifiant')
      return { status: 200, body: accounts.toUser({ session: account.session, user: restored }) }
    })

    server.operation('createDemoSession', async ({ request, body, h, application }) => {
      const wanted = body.username.trim().toLowerCase()
      const phone = normaliseIdentifier('phone', body.username)
      const demo = DEMO_ACCOUNTS.find(
        (a) => a.application === application && (a.email === wanted || (phone.ok && a.phone === phone.value)),
      )
      const userId = demo ? await users.findIdByIdentifier(application, 'email', demo.email) : undefined
      if (!demo || !userId) throw notFound("Ce compte de démonstration n'existe pas dans cette application")
      if (request.app.session) await sessions.revoke(request.app.session)
      const opened = await sessions.open({ application, type: 'email', identifier: demo.email, userId })
      const headerTransport = body.tokenTransport === 'header'
      if (!headerTransport) sessions.setCookie(h, application, opened.token)
      return { status: 200, body: sessionBody(opened.row, true, headerTransport ? opened.token : undefined) }
    })
  },
}
