// The domain's menu entries as the kit's navigation items: the entry's label and path, and the
// pictogram drawn beside the label in the sidebar and the phone bottom bar.
import type { NavEntry } from '@relais/domain'
import { Icon, type IconName, type NavItem } from '@relais/ui'

/**
 * One pictogram per entry id of the domain's menus (every type, mode and admin right): the menus test
 * fails on an entry without one. Structure entries echo their personal counterparts (its agenda, its
 * patients) so that the two groups read alike.
 */
export const NAV_ICONS: Readonly<Record<string, IconName>> = {
  dashboard: 'home',
  messages: 'chat',
  agenda: 'calendar',
  medicalRecord: 'medicalFile',
  patients: 'user',
  teleexpertise: 'stethoscope',
  contacts: 'addressBook',
  requests: 'clipboard',
  serviceRequestTour: 'route',
  map: 'map',
  statistics: 'chart',
  organization: 'building',
  organizationAgenda: 'calendar',
  organizationPatients: 'user',
  team: 'users',
  organizationRequests: 'inbox',
  transmissions: 'exchange',
  externalPractitioners: 'medicalBag',
  guides: 'book',
  settings: 'sliders',
  admin: 'shield',
  logout: 'logout',
}

export function navItem(entry: NavEntry): NavItem {
  const icon = NAV_ICONS[entry.id]
  return { id: entry.id, label: entry.label, href: entry.path, icon: icon && <Icon name={icon} /> }
}
