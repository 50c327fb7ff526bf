// Accounts: registration (/register, /new-user), settings' personal information, and the confirmation
// of a new email or phone by the code sent to it — a dialog the shell also opens from its banner.
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

export { SettingsPage } from './settings/SettingsPage.tsx'
export { ContactRequiredDialog, needsProvenContact } from './identifier-changes/ContactRequiredDialog.tsx'
export { PendingIdentifierChangesBanner } from './identifier-changes/PendingIdentifierChangesBanner.tsx'
