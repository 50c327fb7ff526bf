export { Menu, MenuItem, MenuPopover } from './Menu'
export type { MenuPopoverProps, MenuProps } from './Menu'
