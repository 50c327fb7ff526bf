export { AppShell, Sidebar, Header, BottomBar, Footer, useSidebarOpen } from './AppShell'
export type {
  AppShellProps,
  SidebarProps,
  HeaderProps,
  BottomBarProps,
  FooterProps,
  NavItem,
} from './AppShell'
