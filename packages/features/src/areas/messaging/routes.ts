// Messaging: end-to-end encrypted conversations (/app/messages) and the dashboard's latest ones.
//
// The routes live apart from index.ts: the shell's route table is in each app's entry chunk, so this
// file names its screens only through lazy imports; index.ts is what other areas use.
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
