// How another area tells a user that something happened (an access request, an answer, an invitation):
// the notification is stored first, so that the bell has it on its next read whatever happens after,
// then delivered live to the user's sockets (the messaging area's `/notifications` subscription,
// through the fan-out, on every instance) and by email when the user has an email address. A delivery
// that fails is logged, never thrown: what was asked of the calling operation is already done.
import type { Application } from '../../core/config.ts'
import type { AreaContext } from '../area.ts'
import { appLink, notificationEmail } from './message.ts'
import { NotificationsRepository, type NewNotification } from './notifications-repository.ts'

export interface NotificationSender {
  send(notification: NewNotification): Promise<void>
}

export function notificationSender({
  config,
  db,
  accounts,
  delivery,
  fanOut,
  logger,
}: Pick<AreaContext, 'config' | 'db' | 'accounts' | 'delivery' | 'fanOut' | 'logger'>): NotificationSender {
  const notifications = new NotificationsRepository(db)
  const log = logger.child({ area: 'notifications' })

  return {
    async send(input) {
      const user = await accounts.store.findById(input.userId)
      // A caller's mistake, not a delivery's: nobody would ever read it.
      if (!user || user.application !== input.application) {
        throw new Error(`No account ${input.userId} in ${input.application} to notify`)
      }
      const notification = await notifications.add(input, config.now())
      const notificationId = notification.id

      const live = fanOut.publish({ userId: user.id, notification }).catch((error: unknown) => {
        log.error({ err: error, notificationId }, 'Notification not delivered live')
      })
      const email = async () => {
        if (!user.email) return
        if (!delivery.canDeliver('email')) {
          log.debug({ notificationId }, 'No email delivery configured: notification not emailed')
          return
        }
        const application = user.application as Application
        const message = notificationEmail(
          application,
          user.email,
          notification.content,
          appLink(config.appOrigins, application),
        )
        try {
          await delivery.deliver(message)
        } catch (error) {
          // Only the error's kind: an SMTP server's answer may quote the address.
          log.warn(
            { err: error instanceof Error ? error.name : 'unknown', notificationId },
            'Notification email not delivered',
          )
        }
      }
      await Promise.all([live, email()])
    },
  }
}
