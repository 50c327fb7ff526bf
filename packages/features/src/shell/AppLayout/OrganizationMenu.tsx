// The organization switcher's menu: the user's structures, the current one marked, and 'Rejoindre une
// structure' last. Loaded once its button is reached for (OrganizationSwitcher.tsx).
import type { RefObject } from 'react'
import { JOIN_ORGANIZATION_LABEL } from '@relais/domain'
import { MenuItem, MenuPopover } from '@relais/ui'
import type { OrganizationSummary } from '../../core/session/signed-in.tsx'

const JOIN_ORGANIZATION_PATH = '/app/join-organization'

export function OrganizationMenu({
  organizations,
  current,
  onSelect,
  triggerRef,
  isOpen,
  onOpenChange,
  autoFocus,
}: {
  organizations: readonly OrganizationSummary[]
  current: OrganizationSummary | null
  onSelect: (id: string) => void
  triggerRef: RefObject<HTMLButtonElement | null>
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** Where the focus goes as it opens: the menu itself, or its first or last item (from the keyboard). */
  autoFocus: true | 'first' | 'last'
}) {
  return (
    <MenuPopover
      aria-label="Structures"
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      autoFocus={autoFocus}
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
    </MenuPopover>
  )
}
