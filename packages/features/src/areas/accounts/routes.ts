// Accounts: registration (/register, /new-user), settings' personal information, and the confirmation
// of a new email or phone by the code sent to it — a dialog the shell also opens from its banner.
//
// The routes live apart from index.ts: the shell's route table is in each app's entry chunk, so this
// file names its screens only through lazy imports; index.ts is what other areas use.
import type { Area } from '../../core/area.ts'

export const area: Area = {
  routes: [
    {
      path: '/register/:variant?',
      lazy: async () => ({
        Component: (await import('./onboarding/RegisterVariantPage.tsx')).RegisterVariantPage,
      }),
    },
    {
      path: '/new-user',
      lazy: async () => ({ Component: (await import('./onboarding/NewUserPage.tsx')).NewUserPage }),
    },
  ],
  appRoutes: [
    {
      path: 'user/settings',
      lazy: async () => ({ Component: (await import('./settings/SettingsPage.tsx')).SettingsPage }),
    },
  ],
  menu: ['settings'],
}
