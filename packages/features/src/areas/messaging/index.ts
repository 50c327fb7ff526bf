// Messaging: end-to-end encrypted conversations (/app/messages) and the dashboard's latest ones.
import { modeCapabilities } from '@relais/domain'
import type { Area } from '../../core/area.ts'

export const area: Area = {
  appRoutes: [
    {
      path: 'messages',
      lazy: async () => ({ Component: (await import('./MessagesPage.tsx')).MessagesPage }),
    },
  ],
  menu: ['messages'],
  availableIn: (application) => modeCapabilities(application).hasMessaging,
}

export { LatestConversations } from './LatestConversations.tsx'
