// The notifications area's public surface: its entry in areas/index.ts, and the sender through which
// other areas notify a user (stored, then delivered live and by email).
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { notificationsModule } from './module.ts'

export const notifications: Area = {
  name: 'notifications',
  module: notificationsModule,
  migrations,
}

export { notificationSender, type NotificationSender } from './sender.ts'
