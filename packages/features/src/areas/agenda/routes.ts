// The agenda: a practitioner's appointments, or a patient's own, by day, week or month (/app/agenda).
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
  ],
  menu: ['agenda'],
}
