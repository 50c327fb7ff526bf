// The admin area's rows of the authorization matrix: administrators act on pending accounts, grants and
// impersonations of their own application only.
import { randomUUID } from 'node:crypto'
import type { Application } from '../../core/config.ts'
import { defineAccess } from '../../testing/access-matrix.ts'
import { insertAccount } from '../../testing/accounts.ts'
import { AdministratorsRepository } from './administrators-repository.ts'

export const access = defineAccess({
  fixtures: async (t) => {
    const db = t.api.db
    return {
      /** A pending account of another application than perinatal (dispatch). */
      foreignPendingUserId: await insertAccount(db, {
        app: 'dispatch',
        email: 'pending.dispatch.matrix@example.fr',
        type: 'dispatchOperator',
        active: false,
      }),
      /** A pending organization (inactive manager) in the application; a new one per call. */
      pendingAccount: (app: Application) =>
        insertAccount(db, {
          app,
          email: `pending.${randomUUID()}@example.fr`,
          type: 'organization',
          active: false,
        }),
      /** The email of a new active account that is no administrator. */
      async plainAccountEmail(app: Application) {
        const email = `plain.${randomUUID()}@example.fr`
        await insertAccount(db, { app, email, type: 'doctor', active: true })
        return email
      },
      /** A new administrator of the application, besides the seeded one (so removing it is allowed). */
      async extraAdministrator(app: Application) {
        const email = `extra.admin.${randomUUID()}@example.fr`
        const id = await insertAccount(db, { app, email, type: 'doctor', active: true })
        await new AdministratorsRepository(db).grant({
          application: app,
          target: { id, username: email },
          actor: { id: null, username: 'configuration' },
          now: t.clock.now(),
        })
        return id
      },
    }
  },
  rows: {
    impersonate: {
      succeeds: true,
      request: () => ({ payload: { email: 'medecin.perinatal@demo.relais-sante.fr' } }),
      // An account of another application.
      foreign: () => ({ payload: { email: 'medecin.mobility@demo.relais-sante.fr' } }),
    },
    restoreImpersonation: { succeeds: true },
    listPendingAccounts: { succeeds: true },
    acceptPendingAccount: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { userId: await fx.pendingAccount(caller.app) } }),
      foreign: (fx) => ({ params: { userId: fx.foreignPendingUserId } }),
    },
    declinePendingAccount: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { userId: await fx.pendingAccount(caller.app) },
        payload: { reason: 'Numéro FINESS introuvable' },
      }),
      foreign: (fx) => ({
        params: { userId: fx.foreignPendingUserId },
        payload: { reason: 'Numéro FINESS introuvable' },
      }),
    },
    listAdministrators: { succeeds: true },
    grantAdministrator: {
      succeeds: true,
      request: async (fx, caller) => ({ payload: { email: await fx.plainAccountEmail(caller.app) } }),
      // An account of another application is no account here.
      foreign: async (fx) => ({ payload: { email: await fx.plainAccountEmail('dispatch') } }),
    },
    revokeAdministrator: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { userId: await fx.extraAdministrator(caller.app) } }),
      // Another application's administrator.
      foreign: async (fx) => ({ params: { userId: await fx.extraAdministrator('dispatch') } }),
    },
  },
})
