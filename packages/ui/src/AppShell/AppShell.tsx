import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { ReactNode, Ref } from 'react'
import { Button as AriaButton, Link as AriaLink, RouterProvider } from 'react-aria-components'
import type { ButtonProps as AriaButtonProps, LinkProps as AriaLinkProps } from 'react-aria-components'
import { Avatar } from '../Avatar'
import { Badge } from '../Badge'
import { Link } from '../Link'
import { matchesBreakpoint, media } from '../theme/breakpoints'
import { visuallyHidden } from '../theme/styles.css'
import * as styles from './AppShell.css'

export interface NavItem {
  id: string
  label: string
  href: string
  icon?: ReactNode
  /** Unread count shown as a badge. */
  count?: number
}

const matches = (href: string, path: string) => path === href || path.startsWith(`${href}/`)

/**
 * The address of the entry the page belongs to: the longest that matches, so that /app (the dashboard)
 * or /app/organization is not also current under /app/user/settings or /app/organization/agenda.
 */
export function currentHref(items: readonly NavItem[], currentPath: string): string | undefined {
  let best: string | undefined
  for (const { href } of items) {
    if (matches(href, currentPath) && href.length > (best?.length ?? -1)) best = href
  }
  return best
}

/** Remembers whether the sidebar is open across visits (per device), as the spec asks. */
export function useSidebarOpen(storageKey = 'relais.sidebar.open'): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => {
    try {
      const stored = localStorage.getItem(storageKey)
      if (stored !== null) return stored === 'true'
    } catch {
      // Private browsing can forbid storage: fall back to the screen-size default.
    }
    return matchesBreakpoint('laptop')
  })
  const set = useCallback(
    (next: boolean) => {
      setOpen(next)
      try {
        localStorage.setItem(storageKey, String(next))
      } catch {
        // Not remembered, still applied.
      }
    },
    [storageKey],
  )
  return [open, set]
}

/** From 1024 px (the kit's 'laptop') the sidebar docks beside the content. */
function useWideScreen() {
  const [wide, setWide] = useState(() => matchesBreakpoint('laptop'))
  useEffect(() => {
    const query = window.matchMedia(media.up('laptop'))
    const update = () => setWide(query.matches)
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return wide
}

export interface SidebarProps {
  id?: string
  items: NavItem[]
  currentPath: string
  isOpen: boolean
  /** Called after a link is followed; AppShell uses it to close the sidebar on small screens. */
  onNavigate?: () => void
  /**
   * Set when the menu slides over the content (small screens): focus moves to its current (or first) link,
   * Escape calls `onClose`, and focus goes back to where it came from (the toggle) when it closes.
   */
  isOverlay?: boolean
  onClose?: () => void
  label?: string
}

export function Sidebar({
  id,
  items,
  currentPath,
  isOpen,
  onNavigate,
  isOverlay = false,
  onClose,
  label = 'Menu principal',
}: SidebarProps) {
  const navRef = useRef<HTMLElement>(null)
  const current = currentHref(items, currentPath)
  const overlayOpen = isOpen && isOverlay
  // Layout effect: its cleanup runs before the closed menu is hidden, while focus is still inside it.
  useLayoutEffect(() => {
    if (!overlayOpen) return
    const nav = navRef.current
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const links = nav?.querySelectorAll<HTMLElement>('a')
    const current = nav?.querySelector<HTMLElement>('a[aria-current="page"]')
    ;(current ?? links?.[0])?.focus()
    return () => {
      const active = document.activeElement
      if (returnTo && (active === document.body || (active && nav?.contains(active)))) returnTo.focus()
    }
  }, [overlayOpen])
  return (
    <nav
      ref={navRef}
      id={id}
      aria-label={label}
      className={styles.sidebar}
      data-open={isOpen}
      onKeyDown={
        overlayOpen && onClose
          ? (e) => {
              if (e.key === 'Escape') {
                e.stopPropagation()
                onClose()
              }
            }
          : undefined
      }
    >
      <ul className={styles.navList}>
        {items.map((item) => (
          <li key={item.id}>
            <AriaLink
              href={item.href}
              className={styles.navLink}
              aria-current={item.href === current ? 'page' : undefined}
              onPress={onNavigate}
            >
              {item.icon}
              {item.label}
              {item.count ? (
                <span className={styles.navBadge}>
                  <Badge variant="danger">{item.count}</Badge>
                </span>
              ) : null}
            </AriaLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

type HeaderButtonProps = Omit<AriaButtonProps, 'className'> & { ref?: Ref<HTMLButtonElement> }

/** A control of the header bar (menu toggle, bell, organisation switcher): 44 px, on the shell's colour. */
export function HeaderButton(props: HeaderButtonProps) {
  return <AriaButton {...props} className={styles.headerButton} />
}

/** A link of the header bar, drawn as a HeaderButton. */
export function HeaderLink(props: Omit<AriaLinkProps, 'className'> & { ref?: Ref<HTMLAnchorElement> }) {
  return <AriaLink {...props} className={styles.headerButton} />
}

/** A 22 px outline icon of the header's controls (decoration: the control carries the name). */
function HeaderIcon({ path }: { path: string }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  )
}

/** The header's notifications bell, named with the unread count it shows. */
export function HeaderBell({
  count = 0,
  ...props
}: Omit<HeaderButtonProps, 'aria-label' | 'children'> & { count?: number }) {
  const label = count > 0 ? `Notifications, ${count} non lue${count > 1 ? 's' : ''}` : 'Notifications'
  return (
    <HeaderButton {...props} aria-label={label}>
      <HeaderIcon path="M5 14V9a5 5 0 0110 0v5l1.5 2h-13L5 14zM8 18h4" />
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </HeaderButton>
  )
}

export interface HeaderProps {
  brand: ReactNode
  /** The organisation switcher (a Select or Menu built by the feature). */
  organizationSwitcher?: ReactNode
  /**
   * Stands in for the built-in bell (`notificationCount`, `onNotificationsPress`), e.g. a feature's
   * HeaderBell with its own panel; `null` shows no bell.
   */
  notifications?: ReactNode
  notificationCount?: number
  onNotificationsPress?: () => void
  userName: string
  userAvatarSrc?: string
  onUserPress?: () => void
  /** Makes the account a link to this address, named by the user's name alone, instead of a button. */
  userHref?: string
  /** Tighter on phones, with a brand that gives way: for a header holding a switcher, a bell and the account. */
  compact?: boolean
  /** Set by AppShell: the sidebar toggle. */
  menuToggle?: ReactNode
}

export function Header({
  brand,
  organizationSwitcher,
  notifications,
  notificationCount = 0,
  onNotificationsPress,
  userName,
  userAvatarSrc,
  onUserPress,
  userHref,
  compact = false,
  menuToggle,
}: HeaderProps) {
  // Decorative: the account's name stands right beside it, which a named image would only say twice.
  const avatar = <Avatar name={userName} src={userAvatarSrc} size="sm" decorative />
  const name = (
    <span className={styles.userName} data-testid="user-name">
      {userName}
    </span>
  )
  return (
    <header className={styles.header({ compact })}>
      {menuToggle}
      <div className={styles.brand({ compact })}>{brand}</div>
      {organizationSwitcher}
      <div className={styles.headerEnd({ compact })}>
        {notifications !== undefined ? (
          notifications
        ) : (
          <HeaderBell count={notificationCount} onPress={onNotificationsPress} />
        )}
        {/* Named by its text, not aria-label: the visible name must be part of the accessible name (WCAG 2.5.3). */}
        {userHref ? (
          <HeaderLink href={userHref}>
            {avatar}
            {name}
          </HeaderLink>
        ) : (
          <HeaderButton onPress={onUserPress}>
            {avatar}
            <span className={visuallyHidden}>Compte de </span>
            {name}
          </HeaderButton>
        )}
      </div>
    </header>
  )
}

export interface BottomBarProps {
  items: NavItem[]
  currentPath: string
}

/** Phone-only navigation (hidden from 768 px, where the sidebar takes over). */
export function BottomBar({ items, currentPath }: BottomBarProps) {
  const current = currentHref(items, currentPath)
  return (
    <nav aria-label="Navigation rapide" className={styles.bottomBar}>
      <ul className={styles.bottomList}>
        {items.map((item) => (
          <li key={item.id} className={styles.bottomItem}>
            <AriaLink
              href={item.href}
              className={styles.bottomLink}
              aria-current={item.href === current ? 'page' : undefined}
            >
              {item.icon}
              {item.label}
            </AriaLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export interface FooterProps {
  copyright: ReactNode
  links?: { label: string; href: string }[]
  poweredBy?: ReactNode
  version?: string
}

export function Footer({ copyright, links = [], poweredBy, version }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <span>{copyright}</span>
      {links.length > 0 && (
        <ul className={styles.footerLinks}>
          {links.map((l) => (
            <li key={l.href}>
              <Link href={l.href}>{l.label}</Link>
            </li>
          ))}
        </ul>
      )}
      <span className={styles.footerEnd}>
        {poweredBy}
        {version && <span>Version {version}</span>}
      </span>
    </footer>
  )
}

export interface SkipLinkProps {
  /** The id of the element to move focus to: AppShell's <main>, which takes focus (tabIndex -1). */
  targetId: string
  children?: ReactNode
}

/**
 * The page's first stop for the keyboard (RGAA 12.7): hidden until focused, it moves focus past the
 * header and the menu to the main content. A real in-page link (`#id`, which is how checkers such as
 * axe recognise a skip link), followed through a router of its own that focuses the target: the app's
 * router would make the `#id` a navigation, replacing a hash the page keeps its own state in (the
 * settings' sections).
 */
export function SkipLink({ targetId, children = 'Aller au contenu principal' }: SkipLinkProps) {
  return (
    <RouterProvider navigate={() => document.getElementById(targetId)?.focus()}>
      <AriaLink href={`#${targetId}`} className={styles.skipLink}>
        {children}
      </AriaLink>
    </RouterProvider>
  )
}

/**
 * After a navigation, where a keyboard or screen-reader user starts reading the new page: its h1
 * (made focusable for that), else the main landmark itself. Not when the new page has opened a dialog,
 * which took focus first and keeps it.
 */
function focusPageStart(main: HTMLElement) {
  if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return
  const heading = main.querySelector<HTMLElement>('h1')
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus()
  } else {
    main.focus()
  }
}

export interface AppShellProps {
  header: Omit<HeaderProps, 'menuToggle'>
  navItems: NavItem[]
  /**
   * The page's path, without its query or hash: when it changes, focus moves to the new page's h1. A
   * query or a hash is the page's own state (filters, a section), which must not take focus away.
   */
  currentPath: string
  /** Entries for the phone bottom bar (usually 3–5 of navItems). */
  bottomBarItems?: NavItem[]
  footer?: FooterProps
  /** Above everything, e.g. the impersonation Banner. */
  banner?: ReactNode
  /** Above the page, in the main landmark: e.g. the global search. */
  search?: ReactNode
  children: ReactNode
  storageKey?: string
}

/**
 * Skip link, header, 260 px sidebar, main, bottom bar, footer. From 1024 px the sidebar docks beside the
 * content, open or closed as the user last left it (remembered). Below, it slides over the content only
 * when the toggle asks and closes after a link — a state never remembered, so a phone always starts with
 * the page.
 */
export function AppShell({
  header,
  navItems,
  currentPath,
  bottomBarItems,
  footer,
  banner,
  search,
  children,
  storageKey,
}: AppShellProps) {
  const [docked, setDocked] = useSidebarOpen(storageKey)
  const [overlay, setOverlay] = useState(false)
  const wide = useWideScreen()
  const open = wide ? docked : overlay
  const sidebarId = useId()
  const mainId = useId()
  const mainRef = useRef<HTMLElement>(null)
  const close = () => (wide ? setDocked(false) : setOverlay(false))

  // A new page, not the first one: without this, focus stays on the menu link that was followed (or
  // falls to the body), and the keyboard goes through the whole menu again to reach the page. A passive
  // effect runs after the slide-in menu's layout cleanup has given focus back to its toggle, so the page
  // wins. The first page keeps the browser's start (focus on nothing, the skip link first).
  const shownPath = useRef(currentPath)
  useEffect(() => {
    if (shownPath.current === currentPath) return
    shownPath.current = currentPath
    if (mainRef.current) focusPageStart(mainRef.current)
  }, [currentPath])

  return (
    <div className={styles.shell}>
      <SkipLink targetId={mainId} />
      {banner}
      <Header
        {...header}
        menuToggle={
          <HeaderButton
            aria-label={open ? 'Masquer le menu' : 'Afficher le menu'}
            aria-expanded={open}
            aria-controls={sidebarId}
            onPress={() => (wide ? setDocked(!docked) : setOverlay(!overlay))}
          >
            <HeaderIcon path="M3 5h14M3 10h14M3 15h14" />
          </HeaderButton>
        }
      />
      <div className={styles.body}>
        <Sidebar
          id={sidebarId}
          items={navItems}
          currentPath={currentPath}
          isOpen={open}
          isOverlay={!wide}
          onClose={close}
          onNavigate={() => {
            if (!wide) setOverlay(false)
          }}
        />
        <div className={styles.main}>
          <main ref={mainRef} id={mainId} tabIndex={-1} className={styles.content}>
            {search}
            {children}
          </main>
          {footer && <Footer {...footer} />}
        </div>
      </div>
      {bottomBarItems && <BottomBar items={bottomBarItems} currentPath={currentPath} />}
    </div>
  )
}
