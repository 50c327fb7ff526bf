import type { ReactNode } from 'react'
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

export function MenuItem(props: Omit<AriaMenuItemProps, 'className'>) {
  return <AriaMenuItem {...props} className={popoverStyles.item} />
}
