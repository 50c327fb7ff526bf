import { JOIN_ORGANIZATION_LABEL } from '@relais/domain'
import { HeaderButton, Menu, MenuItem } from '@relais/ui'
import type { OrganizationSummary } from '../../core/session/signed-in.tsx'
import * as styles from './AppLayout.css.ts'

const JOIN_ORGANIZATION_PATH = '/app/join-organization'

/** Shown when the user belongs to several organizations; its last entry is 'Rejoindre une structure'. */
export function OrganizationSwitcher({
  organizations,
  current,
  onSelect,
}: {
  organizations: readonly OrganizationSummary[]
  current: OrganizationSummary | null
  onSelect: (id: string) => void
}) {
  return (
    <Menu
      aria-label="Structures"
      trigger={
        <HeaderButton aria-label={`Structure : ${current?.name ?? 'aucune'}`}>
          <span className={styles.switcherLabel}>{current?.name ?? 'Structure'}</span>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
          </svg>
        </HeaderButton>
      }
      onAction={(key) => {
        if (key !== 'join') onSelect(String(key))
      }}
    >
      {organizations.map((o) => (
        <MenuItem key={o.id} id={o.id} textValue={o.name}>
          {o.id === current?.id ? `${o.name} (actuelle)` : o.name}
        </MenuItem>
      ))}
      <MenuItem id="join" href={JOIN_ORGANIZATION_PATH}>
        {JOIN_ORGANIZATION_LABEL}
      </MenuItem>
    </Menu>
  )
}
