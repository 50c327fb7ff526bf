// Integrations: the callback a provider's authorization comes back to. (The list is a section of the
// settings, 'Intégrations'.)
//
// The routes live apart from the screens: the shell's route table is in each app's entry chunk, so this
// file names its screens only through lazy imports.
import type { Area } from '../../core/area.ts'

export const area: Area = {
  appRoutes: [
    {
      path: 'user/settings/integrations/:integrationType',
      lazy: async () => ({
        Component: (await import('./IntegrationCallbackPage.tsx')).IntegrationCallbackPage,
      }),
    },
  ],
}
