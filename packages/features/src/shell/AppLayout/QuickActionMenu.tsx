// One group of the role's quick actions as a menu of links, opened from its button in the global search
// (GlobalSearch.tsx), which loads this module once the button is reached for: a signed-in page paints
// without the menus' overlay code.
import type { RefObject } from 'react'
import { MenuItem, MenuPopover } from '@relais/ui'
import type { QuickActionEntry } from '@relais/domain'

export function QuickActionMenu({
  group,
  triggerRef,
  isOpen,
  onOpenChange,
  autoFocus,
}: {
  group: QuickActionEntry
  triggerRef: RefObject<HTMLButtonElement | null>
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** Where the focus goes as it opens: the menu itself, or its first or last item (from the keyboard). */
  autoFocus: true | 'first' | 'last'
}) {
  return (
    <MenuPopover
      aria-label={group.label}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      autoFocus={autoFocus}
    >
      {group.actions.map((a) => (
        <MenuItem key={a.id} id={a.id} href={a.path}>
          {a.label}
        </MenuItem>
      ))}
    </MenuPopover>
  )
}
