// Which /app paths are entries of the domain's menus (for any type, mode or admin) but have no screen
// yet: they show 'Cette fonctionnalité est en cours de développement.' instead of 'Page non trouvée'.
import {
  adminTiles,
  APPLICATIONS,
  quickActions,
  sidebarEntries,
  sidebarFooterEntries,
  USER_TYPES,
} from '@relais/domain'

function menuEntries(): { label: string; path: string }[] {
  const entries: { label: string; path: string }[] = []
  for (const application of APPLICATIONS) {
    entries.push(...adminTiles(application))
    for (const userType of USER_TYPES) {
      for (const country of ['FR', 'CI']) {
        const ctx = { userType, application, isAdmin: true, country }
        entries.push(...sidebarEntries(ctx), ...sidebarFooterEntries(ctx))
        for (const group of quickActions(ctx)) entries.push(...group.actions)
      }
    }
  }
  return entries
    .map((e) => ({ label: e.label, path: e.path.split('?')[0]! }))
    .filter((e) => e.path.startsWith('/app/'))
}

let cache: { label: string; path: string }[] | null = null

/** The menu entry a not-yet-built path belongs to (its own path or one of its sub-paths), if any. */
export function menuEntryFor(pathname: string): { label: string; path: string } | null {
  cache ??= menuEntries()
  const path = pathname.replace(/\/+$/, '')
  const matches = cache.filter((e) => path === e.path || path.startsWith(`${e.path}/`))
  // The most specific entry names the page ('Agenda de la structure' rather than 'Structure').
  return matches.sort((a, b) => b.path.length - a.path.length)[0] ?? null
}
