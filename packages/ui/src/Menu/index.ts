export { Menu, MenuItem } from './Menu'
export type { MenuProps } from './Menu'
