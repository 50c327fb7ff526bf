import type { ReactNode, RefObject } from 'react'
import { Menu as AriaMenu, MenuItem as AriaMenuItem, MenuTrigger, Popover } from 'react-aria-components'
import type { MenuItemProps as AriaMenuItemProps, MenuProps as AriaMenuProps } from 'react-aria-components'
import { popoverStyles } from '../Popover'

export interface MenuProps<T extends object> extends Omit<AriaMenuProps<T>, 'className'> {
  /** The trigger: a `Button` or `IconButton`. */
  trigger: ReactNode
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end'
}

/** Actions menu. Arrows move, Enter acts, Escape closes; type-ahead jumps to an item. */
export function Menu<T extends object>({ trigger, placement = 'bottom start', ...props }: MenuProps<T>) {
  return (
    <MenuTrigger>
      {trigger}
      <Popover className={popoverStyles.popover} placement={placement}>
        <AriaMenu {...props} className={popoverStyles.listBox} />
      </Popover>
    </MenuTrigger>
  )
}

export interface MenuPopoverProps<T extends object> extends Omit<AriaMenuProps<T>, 'className' | 'onClose'> {
  /** The button the menu opens from: it stays what it is, and gets the focus back on close. */
  triggerRef: RefObject<Element | null>
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  placement?: MenuProps<T>['placement']
}

/**
 * The menu alone, opened from a button that is not its child: a screen can paint its button first and
 * load the menu when someone reaches for it. The button says `aria-haspopup="menu"` and
 * `aria-expanded`, opens it on press and on ↓ or ↑; the menu then takes the focus — on its first item
 * when opened from the keyboard (`autoFocus="first"`, `"last"` for ↑), as MenuTrigger does.
 */
export function MenuPopover<T extends object>({
  triggerRef,
  isOpen,
  onOpenChange,
  placement = 'bottom start',
  ...props
}: MenuPopoverProps<T>) {
  return (
    <Popover
      // Named as the menu is, as MenuTrigger names its popover after the menu's button.
      aria-label={props['aria-label']}
      className={popoverStyles.popover}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement={placement}
    >
      <AriaMenu
        autoFocus="first"
        {...props}
        onClose={() => onOpenChange(false)}
        className={popoverStyles.listBox}
      />
    </Popover>
  )
}

export function MenuItem(props: Omit<AriaMenuItemProps, 'className'>) {
  return <AriaMenuItem {...props} className={popoverStyles.item} />
}
