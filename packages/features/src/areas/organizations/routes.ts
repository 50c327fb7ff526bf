// Organizations: 'Rejoindre une structure', the structure's 'Équipe' with a member's page, and its
// 'Praticiens externes'. (The structure's home is a section of the dashboard.)
//
// The routes live apart from the screens: the shell's route table is in each app's entry chunk, so this
// file names its screens only through lazy imports.
import type { Area } from '../../core/area.ts'

export const area: Area = {
  appRoutes: [
    {
      path: 'join-organization',
      lazy: async () => ({ Component: (await import('./JoinOrganizationPage.tsx')).JoinOrganizationPage }),
    },
    {
      path: 'organization/team',
      lazy: async () => ({ Component: (await import('./TeamPage.tsx')).TeamPage }),
    },
    {
      path: 'organization/team/:memberId',
      lazy: async () => ({ Component: (await import('./TeamMemberPage.tsx')).TeamMemberPage }),
    },
    {
      path: 'organization/external-practitioners',
      lazy: async () => ({
        Component: (await import('./ExternalPractitionersPage.tsx')).ExternalPractitionersPage,
      }),
    },
  ],
  menu: ['team', 'externalPractitioners'],
}
