// Statistics: a structure's 'Statistiques' page. (Its live summary is a section of the structure's home,
// and a doctor's own counts one of the doctor's: both come from index.ts.)
//
// The routes live apart from the screens: the shell's route table is in each app's entry chunk, so this
// file names its screens only through lazy imports.
import type { Area } from '../../core/area.ts'

export const area: Area = {
  appRoutes: [
    {
      path: 'organization/statistics',
      lazy: async () => ({ Component: (await import('./StatisticsPage.tsx')).StatisticsPage }),
    },
  ],
  menu: ['statistics'],
}
