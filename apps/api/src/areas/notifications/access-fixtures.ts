// The notifications' rows of the authorization matrix: the caller's own bell. Marking or removing one
// needs a notification of the caller's, made for each call; the `foreign` call aims at a notification
// of an account no caller acts as, which nobody may change or remove.
import { APPLICATIONS, type Application } from '../../core/config.ts'
import { accountIdOf, defineAccess, type Caller } from '../../testing/access-matrix.ts'
import { insertUser } from '../../testing/accounts.ts'
import type { TestApi } from '../../testing/harness.ts'
import { NotificationsRepository, type NewNotification } from './notifications-repository.ts'

interface NotificationFixtures {
  /** A new notification of the caller's; a stranger's for callers without an account (refused before). */
  of(caller: Caller): Promise<string>
  /** Per application: a notification of an account no caller acts as. */
  foreign: Record<Application, string>
}

const sample = (application: string, userId: string): NewNotification => ({
  application,
  userId,
  template: 'access-request',
  content: "Le Dr Matrice demande l'accès à votre dossier médical",
  payload: { accessPolicyId: '00000000-0000-4000-8000-000000000000' },
})

async function createNotificationFixtures(t: TestApi): Promise<NotificationFixtures> {
  const db = t.api.db
  const notifications = new NotificationsRepository(db)
  const foreign = {} as Record<Application, string>
  for (const app of APPLICATIONS) {
    const stranger = await insertUser(db, {
      application: app,
      userType: app === 'dispatch' ? 'dispatchOperator' : 'patient',
      email: `inconnu.notifications.${app}@example.fr`,
    })
    foreign[app] = (await notifications.add(sample(app, stranger), t.clock.now())).id
  }
  return {
    foreign,
    async of(caller) {
      const id = await accountIdOf(t, caller)
      const account = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .where('application', '=', caller.app)
        .executeTakeFirst()
      if (!account) return foreign[caller.app]
      return (await notifications.add(sample(caller.app, id), t.clock.now())).id
    },
  }
}

export const access = defineAccess({
  fixtures: createNotificationFixtures,
  rows: {
    listNotifications: { succeeds: true, request: () => ({ query: { page: '0', limit: '10' } }) },
    markNotificationsSeen: { succeeds: true },
    removeAllNotifications: { succeeds: true },
    updateNotification: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { notificationId: await fx.of(caller) },
        payload: { seen: true },
      }),
      foreign: (fx, caller) => ({
        params: { notificationId: fx.foreign[caller.app] },
        payload: { seen: true },
      }),
    },
    removeNotification: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { notificationId: await fx.of(caller) } }),
      foreign: (fx, caller) => ({ params: { notificationId: fx.foreign[caller.app] } }),
    },
  },
})
