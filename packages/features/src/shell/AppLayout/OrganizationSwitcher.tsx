// Shown when the user belongs to several organizations: the header's button naming the current one,
// whose menu (OrganizationMenu.tsx) loads on the first hover, focus or press and opens as soon as it is
// there when the press came first. ↓ and ↑ open it too, as a menu button does.
import { useRef, useState } from 'react'
import { HeaderButton } from '@relais/ui'
import type { OrganizationSummary } from '../../core/session/signed-in.tsx'
import { useDeferredModule } from '../../core/lazy/useDeferredModule.ts'
import * as styles from './AppLayout.css.ts'

const loadOrganizationMenu = () => import('./OrganizationMenu.tsx')

export function OrganizationSwitcher({
  organizations,
  current,
  onSelect,
}: {
  organizations: readonly OrganizationSummary[]
  current: OrganizationSummary | null
  onSelect: (id: string) => void
}) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const menu = useDeferredModule(loadOrganizationMenu)
  const [open, setOpen] = useState(false)
  const OrganizationMenu = menu.module?.OrganizationMenu
  // From the keyboard the menu opens on its first item (its last for ↑), from a pointer on itself.
  const [focus, setFocus] = useState<true | 'first' | 'last'>(true)
  const openMenu = (strategy: true | 'first' | 'last') => {
    menu.request()
    setFocus(strategy)
    setOpen(true)
  }
  return (
    <>
      <HeaderButton
        ref={triggerRef}
        aria-label={`Structure : ${current?.name ?? 'aucune'}`}
        aria-haspopup="menu"
        aria-expanded={open && OrganizationMenu !== undefined}
        onHoverStart={menu.request}
        onFocus={menu.request}
        onPress={(event) =>
          openMenu(event.pointerType === 'keyboard' || event.pointerType === 'virtual' ? 'first' : true)
        }
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') openMenu('first')
          else if (event.key === 'ArrowUp') openMenu('last')
          else event.continuePropagation()
        }}
      >
        <span className={styles.switcherLabel}>{current?.name ?? 'Structure'}</span>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </HeaderButton>
      {OrganizationMenu && (
        <OrganizationMenu
          organizations={organizations}
          current={current}
          onSelect={onSelect}
          triggerRef={triggerRef}
          isOpen={open}
          onOpenChange={setOpen}
          autoFocus={focus}
        />
      )}
    </>
  )
}
