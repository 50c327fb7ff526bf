export {
  AppShell,
  Sidebar,
  Header,
  HeaderButton,
  HeaderLink,
  HeaderBell,
  BottomBar,
  Footer,
  useSidebarOpen,
} from './AppShell'
export type {
  AppShellProps,
  SidebarProps,
  HeaderProps,
  BottomBarProps,
  FooterProps,
  NavItem,
} from './AppShell'
