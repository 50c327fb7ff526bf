// The areas attach their screens to the domain's menu entries: each entry belongs to one area at most,
// every entry an area claims exists in some mode, and the area routes its path.
import { describe, expect, it } from 'vitest'
import { matchRoutes, type RouteObject } from 'react-router'
import {
  adminTiles,
  APPLICATIONS,
  sidebarEntries,
  sidebarFooterEntries,
  USER_TYPES,
  type NavEntry,
} from '@relais/domain'
import { AREAS } from './areas.ts'
import { appRoutes } from './routes.tsx'

function domainEntries(): Map<string, Pick<NavEntry, 'id' | 'path'>> {
  const entries = new Map<string, Pick<NavEntry, 'id' | 'path'>>()
  for (const application of APPLICATIONS) {
    for (const tile of adminTiles(application)) entries.set(tile.id, tile)
    for (const userType of USER_TYPES) {
      for (const country of ['FR', 'CI']) {
        const role = { userType, application, isAdmin: true, country }
        for (const entry of [...sidebarEntries(role), ...sidebarFooterEntries(role)])
          entries.set(entry.id, entry)
      }
    }
  }
  return entries
}

/** Whether an /app path reaches one of these routes (rather than /app itself, or nothing). */
function routedBy(routes: RouteObject[], path: string) {
  const leaf = matchRoutes([{ path: '/app', children: routes }], path)?.at(-1)?.route
  return leaf !== undefined && leaf.path !== '/app'
}

describe('the areas and the domain menus', () => {
  const entries = domainEntries()

  it('attach each menu entry to one area at most', () => {
    const claimed = AREAS.flatMap((area) => area.menu ?? [])
    expect(new Set(claimed).size).toBe(claimed.length)
  })

  it('claim only entries of the domain, and route their paths', () => {
    for (const area of AREAS) {
      for (const id of area.menu ?? []) {
        const entry = entries.get(id)
        expect(entry, id).toBeDefined()
        expect(routedBy(area.appRoutes ?? [], entry!.path), `${id} ${entry!.path}`).toBe(true)
      }
    }
  })

  it('leave messaging out of the modes without it', () => {
    const paths = (application: (typeof APPLICATIONS)[number]) =>
      appRoutes(application)[0]!
        .children!.find((route) => route.path === '/app')!
        .children!.map((r) => r.path)
    expect(paths('perinatal')).toContain('messages')
    expect(paths('mobility')).toContain('messages')
    expect(paths('dispatch')).not.toContain('messages')
  })
})
