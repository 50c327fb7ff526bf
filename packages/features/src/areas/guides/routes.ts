// Guides: the 'Guides' list of the sidebar's footer (/app/ressources) and each guide's page.
//
// The routes live apart from the screens: the shell's route table is in each app's entry chunk, so this
// file names its screens only through lazy imports (the guide page brings the Markdown renderer).
import type { Area } from '../../core/area.ts'

export const area: Area = {
  appRoutes: [
    {
      path: 'ressources',
      lazy: async () => ({ Component: (await import('./GuidesPage.tsx')).GuidesPage }),
    },
    {
      path: 'ressources/:slug',
      lazy: async () => ({ Component: (await import('./GuidePage.tsx')).GuidePage }),
    },
  ],
  menu: ['guides'],
}
