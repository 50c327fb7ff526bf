// Administration: review of pending accounts, administrator grants, impersonation with its audit trail,
// and (LOCAL/DEV only) the demo drawer's sign-in as a seeded demo account. Who may call each operation
// is declared in openapi.yaml (`x-access`); administrators are accounts holding a grant.
import type { Plugin } from '@hapi/hapi'
import type { components } from '@relais/api-client/schema'
import type { ApiConfig } from '../../config.ts'
import { DEMO_ACCOUNTS, demoKey } from '../../db/seeds/demo-accounts.ts'
import { apiError, forbidden, notFound, validationFailed } from '../../errors.ts'
import type { OperationContext } from '../../openapi/types.ts'
import { sessionBody } from '../auth/index.ts'
import { normaliseIdentifier } from '../auth/identifier.ts'
import type { SessionService } from '../auth/session-service.ts'
import { usernameOf, type AccountResolver, type CurrentAccount } from '../user/current-account.ts'
import type { UsersRepository } from '../user/users-repository.ts'
import type { Administrator, AdministratorsRepository } from './administrators-repository.ts'
import type { ImpersonationsRepository } from './impersonations-repository.ts'
import type { PendingAccountRecord, PendingAccountsRepository } from './pending-accounts-repository.ts'

type PendingAccount = components['schemas']['PendingAccount']

export interface AdminPluginOptions {
  config: ApiConfig
  users: UsersRepository
  accounts: AccountResolver
  pending: PendingAccountsRepository
  impersonations: ImpersonationsRepository
  administrators: AdministratorsRepository
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

/** The administrator acting (administrator operations refuse impersonating sessions). */
const actorOf = (account: CurrentAccount) => ({ id: account.user.id, username: usernameOf(account.user) })

const notPending = () => notFound("Ce compte n'est pas en attente d'activation")

function toAdministrator(admin: Administrator): components['schemas']['Administrator'] {
  return { ...admin, grantedAt: admin.grantedAt.toISOString() }
}

export const adminPlugin: Plugin<AdminPluginOptions> = {
  name: 'admin',
  register(server, { config, users, accounts, pending, impersonations, administrators, sessions }) {
    server.operation('listPendingAccounts', async function listPendingAccounts({ application }) {
      const list = await pending.list(application)
      return { status: 200, body: list.map(toPendingAccount) }
    })

    async function review(
      decision: 'accept' | 'decline',
      { request, params, application }: OperationContext<'acceptPendingAccount' | 'declinePendingAccount'>,
    ) {
      const admin = await accounts.admin(request)
      const record = await pending.find(application, params.userId ?? '')
      if (!record) throw notPending()
      const actor = actorOf(admin)
      if (decision === 'accept') await pending.accept(application, record, actor, config.now())
      else await pending.decline(application, record, actor, config.now())
      return { status: 204 as const, body: undefined }
    }
    server.operation('acceptPendingAccount', function acceptPendingAccount(ctx) {
      return review('accept', ctx)
    })
    server.operation('declinePendingAccount', function declinePendingAccount(ctx) {
      return review('decline', ctx)
    })

    server.operation('impersonate', async function impersonate({ request, body, application }) {
      const admin = await accounts.admin(request)
      const email = normaliseIdentifier('email', body.email)
      if (!email.ok) throw validationFailed([{ field: 'body.email', message: email.message }])
      if (email.value === admin.user.email) {
        throw validationFailed([
          { field: 'body.email', message: 'Vous ne pouvez pas emprunter votre propre identité' },
        ])
      }
      const targetId = await users.findIdByIdentifier(application, 'email', email.value)
      const target = targetId ? await users.findById(targetId) : undefined
      if (!target) throw notFound('Aucun compte avec cet email dans cette application')
      // An administrator's session holds more than its own data: acting through it would hand over
      // the grants and the reviews, so administrators are never impersonated.
      if (target.isAdmin) throw forbidden("Impossible d'emprunter l'identité d'un administrateur")
      const { row } = admin.session
      await impersonations.start({
        application,
        sessionId: row.id,
        actor: actorOf(admin),
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

    server.operation('restoreImpersonation', async function restoreImpersonation({ request, application }) {
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

    server.operation('listAdministrators', async function listAdministrators({ application }) {
      const list = await administrators.list(application)
      return { status: 200, body: list.map(toAdministrator) }
    })

    server.operation('grantAdministrator', async function grantAdministrator({ request, body, application }) {
      const admin = await accounts.admin(request)
      const typed = body.email.trim()
      if (!typed)
        throw validationFailed([{ field: 'body.email', message: 'Veuillez entrer une adresse email' }])
      const email = normaliseIdentifier('email', typed)
      if (!email.ok) throw validationFailed([{ field: 'body.email', message: email.message }])
      const targetId = await users.findIdByIdentifier(application, 'email', email.value)
      const target = targetId ? await users.findById(targetId) : undefined
      if (!target) throw notFound('Aucun compte avec cet email dans cette application')
      const now = config.now()
      const granted = await administrators.grant({
        application,
        target: { id: target.id, username: email.value },
        actor: actorOf(admin),
        now,
      })
      if (!granted) {
        throw apiError(409, 'CONFLICT', 'Cet administrateur existe déjà', {
          fieldErrors: [{ field: 'body.email', message: 'Cet administrateur existe déjà' }],
        })
      }
      const created = (await administrators.list(application)).find((a) => a.userId === target.id)
      if (!created) throw new Error('granted administrator vanished')
      return { status: 201, body: toAdministrator(created) }
    })

    server.operation(
      'revokeAdministrator',
      async function revokeAdministrator({ request, params, application }) {
        const admin = await accounts.admin(request)
        const target = await users.findById(params.userId ?? '')
        const outcome =
          target && target.application === application
            ? await administrators.revoke({
                application,
                target: { id: target.id, username: usernameOf(target) },
                actor: actorOf(admin),
                now: config.now(),
              })
            : 'not-admin'
        if (outcome === 'not-admin') throw notFound("Ce compte n'est pas administrateur")
        if (outcome === 'last-admin') {
          throw apiError(409, 'CONFLICT', 'Impossible de retirer le dernier administrateur')
        }
        return { status: 204, body: undefined }
      },
    )

    server.operation(
      'createDemoSession',
      async function createDemoSession({ request, body, h, application }) {
        const wanted = body.username.trim().toLowerCase()
        const phone = normaliseIdentifier('phone', body.username)
        const demo = DEMO_ACCOUNTS.find(
          (a) =>
            a.application === application && (a.email === wanted || (phone.ok && a.phone === phone.value)),
        )
        const userId = demo ? await users.findDemoAccount(demoKey(demo)) : undefined
        const user = userId ? await users.findById(userId) : undefined
        if (!demo || !user) throw notFound("Ce compte de démonstration n'existe pas dans cette application")
        if (request.app.session) await sessions.revoke(request.app.session)
        // Identified by what the account holds now: its user may have changed the demo's email.
        const identifier = user.email
          ? { type: 'email' as const, identifier: user.email }
          : { type: 'phone' as const, identifier: user.phone ?? '' }
        const opened = await sessions.open({ application, ...identifier, userId: user.id })
        const headerTransport = body.tokenTransport === 'header'
        if (!headerTransport) sessions.setCookie(h, application, opened.token)
        return {
          status: 200,
          body: sessionBody(opened.row, true, headerTransport ? opened.token : undefined),
        }
      },
    )
  },
}
