// /app: the home of each user type, made of sections other areas provide.
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

export { DashboardPage } from './DashboardPage.tsx'
