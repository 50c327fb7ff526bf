import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { APPLICATIONS, sidebarEntries, sidebarFooterEntries, USER_TYPES } from '@relais/domain'
import { iconNames } from '@relais/ui'
import { NAV_ICONS, navItem } from './nav-items.tsx'

function everyEntry() {
  const entries = new Map<string, string>()
  for (const application of APPLICATIONS)
    for (const userType of USER_TYPES)
      for (const country of ['FR', 'CI'])
        for (const isAdmin of [false, true]) {
          const ctx = { userType, application, isAdmin, country }
          for (const e of [...sidebarEntries(ctx), ...sidebarFooterEntries(ctx)]) entries.set(e.id, e.label)
        }
  return entries
}

describe('the menus’ pictograms', () => {
  it('give every entry of every menu (type, mode, country, admin right) one of the kit’s icons', () => {
    const entries = everyEntry()
    expect(entries.size).toBeGreaterThan(20)
    for (const [id, label] of entries) {
      expect(NAV_ICONS[id], `${id} (${label})`).toBeDefined()
      expect(iconNames).toContain(NAV_ICONS[id])
    }
  })

  it('draw the entry’s icon beside its label, hidden from assistive technologies', async () => {
    const item = navItem({ id: 'agenda', label: 'Agenda', path: '/app/agenda', mobile: true })
    expect(item).toMatchObject({ id: 'agenda', label: 'Agenda', href: '/app/agenda' })
    const screen = await render(<span>{item.icon}</span>)
    const svg = screen.container.querySelector('svg')!
    expect(svg.dataset.icon).toBe('calendar')
    expect(svg.getAttribute('aria-hidden')).toBe('true')
  })
})
