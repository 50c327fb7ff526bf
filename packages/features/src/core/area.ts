// What an area contributes to an app. The shell assembles the route table from the list of areas
// (shell/app/areas.ts); the menus stay the domain's (role × mode), and an area attaches its screens to
// the domain's entries by id. An area exports it from its routes.ts, apart from its index.ts: the route
// table is in each app's entry chunk, which must stay small, so routes load their screens lazily and
// routes.ts imports nothing else of the area.
import type { RouteObject } from 'react-router'
import type { Application } from '@relais/domain'

export interface Area {
  /** Routes outside the signed-in shell ('/login', '/legals/…'). */
  routes?: RouteObject[]
  /** Routes under /app, inside the shell's guard and layout; paths are relative to /app. */
  appRoutes?: RouteObject[]
  /** Ids of the domain's menu entries (sidebar, footer, admin tiles) whose screens this area provides. */
  menu?: readonly string[]
  /** The modes the area exists in; every mode when absent. */
  availableIn?: (application: Application) => boolean
}
