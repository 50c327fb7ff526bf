// The notifications area: the bell — what happened for the signed-in user, in a French sentence and
// with what its dialog needs — and the way other areas notify someone (sender.ts).
//
// Rules (the authorization matrix holds every operation to them):
// - A notification belongs to one user of one application; every operation reaches the caller's own
//   only. Someone else's is answered as one that does not exist (404), so that its id tells nothing.
// - An administrator impersonating a user may read the bell (GET) but not change it (403): what the
//   user has seen or removed stays theirs to decide.
// - A notification's sentence never holds medical content: it names people and actions, which the
//   email repeats. What its dialog acts on (an access policy, a structure) is in `payload`, by id.
// - Sending stores first, then delivers live to the user's own sockets (`/notifications`, on every
//   instance through the fan-out) and by email when the user has an address; a failed delivery is
//   logged and never fails the operation that notified.
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { listNotifications } from './listNotifications.ts'
import { markNotificationsSeen } from './markNotificationsSeen.ts'
import { removeAllNotifications } from './removeAllNotifications.ts'
import { removeNotification } from './removeNotification.ts'
import { notificationSender, type NotificationSender } from './sender.ts'
import { notificationsServices } from './services.ts'
import { updateNotification } from './updateNotification.ts'

declare module '@hapi/hapi' {
  interface PluginProperties {
    /** The server's own sender, for what notifies from outside the areas (tests, scripts). */
    notifications: { sender: NotificationSender }
  }
}

export const notificationsModule: Plugin<AreaContext> = {
  name: 'notifications',
  dependencies: ['contract'],
  register(server, context) {
    const services = notificationsServices(context)
    server.operation('listNotifications', listNotifications, services)
    server.operation('markNotificationsSeen', markNotificationsSeen, services)
    server.operation('updateNotification', updateNotification, services)
    server.operation('removeNotification', removeNotification, services)
    server.operation('removeAllNotifications', removeAllNotifications, services)
    server.expose('sender', notificationSender(context))
  },
}
