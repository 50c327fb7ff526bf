// The agenda: a practitioner's appointments, or a patient's own, by day, week or month (/app/agenda), its
// settings (/app/agenda/settings), and a structure's view of its members' agendas (/app/organization/agenda).
//
// The routes live apart from the screens: the shell's route table is in each app's entry chunk, so this
// file names its screens only through lazy imports.
import type { Area } from '../../core/area.ts'

export const area: Area = {
  appRoutes: [
    {
      path: 'agenda',
      lazy: async () => ({ Component: (await import('./AgendaPage.tsx')).AgendaPage }),
    },
    {
      path: 'agenda/settings',
      lazy: async () => ({
        Component: (await import('./settings/AgendaSettingsPage.tsx')).AgendaSettingsPage,
      }),
    },
    {
      path: 'organization/agenda',
      lazy: async () => ({
        Component: (await import('./OrganizationAgendaPage.tsx')).OrganizationAgendaPage,
      }),
    },
    {
      path: 'organization/agenda/settings',
      lazy: async () => ({
        Component: (await import('./OrganizationAgendaPage.tsx')).OrganizationAgendaSettingsPage,
      }),
    },
  ],
  menu: ['agenda', 'organizationAgenda'],
}
