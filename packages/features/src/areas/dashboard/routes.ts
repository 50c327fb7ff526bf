// /app: the home of each user type, made of sections other areas provide.
//
// The routes live apart from index.ts: the shell's route table is in each app's entry chunk, so this
// file names its screens only through lazy imports; index.ts is what other areas use.
import type { Area } from '../../core/area.ts'

export const area: Area = {
  appRoutes: [
    {
      index: true,
      lazy: async () => ({ Component: (await import('./DashboardPage.tsx')).DashboardPage }),
    },
  ],
  menu: ['dashboard'],
}
