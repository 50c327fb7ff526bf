export {
  AppShell,
  Sidebar,
  Header,
  HeaderButton,
  HeaderLink,
  HeaderBell,
  BottomBar,
  SkipLink,
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
  SkipLinkProps,
} from './AppShell'
