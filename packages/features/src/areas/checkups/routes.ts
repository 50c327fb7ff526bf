// The administrators' 'Résultats checkup santé' (mobility): a NIR looked up at the check-up stations'
// platform. A patient's own check-ups are the medical record's business (medical-record/checkups).
//
// The routes live apart from index.ts: the shell's route table is in each app's entry chunk, so this
// file names its screen only through a lazy import. The path is under /app/admin, where the domain's
// route table lets administrators alone in, as for the admin area's own pages.
import { modeCapabilities } from '@relais/domain'
import type { Area } from '../../core/area.ts'

export const area: Area = {
  appRoutes: [
    {
      path: 'admin/patient-check-result',
      lazy: async () => ({ Component: (await import('./CheckupResultsPage.tsx')).CheckupResultsPage }),
    },
  ],
  menu: ['checkupResults'],
  availableIn: (application) => modeCapabilities(application).hasCheckupResults,
}
