import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components'
import { Avatar } from '../Avatar'
import { Badge } from '../Badge'
import { Link } from '../Link'
import { matchesBreakpoint } from '../theme/breakpoints'
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

const isCurrent = (item: NavItem, currentPath: string) =>
  currentPath === item.href || currentPath.startsWith(`${item.href}/`)

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
              aria-current={isCurrent(item, currentPath) ? 'page' : undefined}
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

export interface HeaderProps {
  brand: ReactNode
  /** The organisation switcher (a Select or Menu built by the feature). */
  organizationSwitcher?: ReactNode
  notificationCount?: number
  onNotificationsPress?: () => void
  userName: string
  userAvatarSrc?: string
  onUserPress?: () => void
  /** Set by AppShell: the sidebar toggle. */
  menuToggle?: ReactNode
}

export function Header({
  brand,
  organizationSwitcher,
  notificationCount = 0,
  onNotificationsPress,
  userName,
  userAvatarSrc,
  onUserPress,
  menuToggle,
}: HeaderProps) {
  const notifLabel =
    notificationCount > 0
      ? `Notifications, ${notificationCount} non lue${notificationCount > 1 ? 's' : ''}`
      : 'Notifications'
  return (
    <header className={styles.header}>
      {menuToggle}
      <div className={styles.brand}>{brand}</div>
      {organizationSwitcher}
      <div className={styles.headerEnd}>
        <AriaButton className={styles.headerButton} aria-label={notifLabel} onPress={onNotificationsPress}>
          <svg
            width="22"
            height="22"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M5 14V9a5 5 0 0110 0v5l1.5 2h-13L5 14zM8 18h4" />
          </svg>
          {notificationCount > 0 && (
            <span className={styles.count} aria-hidden="true">
              {notificationCount > 99 ? '99+' : notificationCount}
            </span>
          )}
        </AriaButton>
        {/* Named by its text, not aria-label: the visible name must be part of the accessible name (WCAG 2.5.3). */}
        <AriaButton className={styles.headerButton} onPress={onUserPress}>
          <span aria-hidden="true">
            <Avatar name={userName} src={userAvatarSrc} size="sm" />
          </span>
          <span className={visuallyHidden}>Compte de </span>
          <span className={styles.userName}>{userName}</span>
        </AriaButton>
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
  return (
    <nav aria-label="Navigation rapide" className={styles.bottomBar}>
      <ul className={styles.bottomList}>
        {items.map((item) => (
          <li key={item.id} className={styles.bottomItem}>
            <AriaLink
              href={item.href}
              className={styles.bottomLink}
              aria-current={isCurrent(item, currentPath) ? 'page' : undefined}
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

export interface AppShellProps {
  header: Omit<HeaderProps, 'menuToggle'>
  navItems: NavItem[]
  currentPath: string
  /** Entries for the phone bottom bar (usually 3–5 of navItems). */
  bottomBarItems?: NavItem[]
  footer?: FooterProps
  /** Above everything, e.g. the impersonation Banner. */
  banner?: ReactNode
  children: ReactNode
  storageKey?: string
}

/** Header, 260 px sidebar (toggle, remembered, closes on navigation below 1024 px), main, bottom bar, footer. */
export function AppShell({
  header,
  navItems,
  currentPath,
  bottomBarItems,
  footer,
  banner,
  children,
  storageKey,
}: AppShellProps) {
  const [open, setOpen] = useSidebarOpen(storageKey)
  // True only when the toggle opened the menu over the content: a menu remembered open on load
  // must not steal focus from the page.
  const [overlay, setOverlay] = useState(false)
  const sidebarId = useId()
  const close = () => {
    setOpen(false)
    setOverlay(false)
  }
  return (
    <div className={styles.shell}>
      {banner}
      <Header
        {...header}
        menuToggle={
          <AriaButton
            className={styles.headerButton}
            aria-label={open ? 'Masquer le menu' : 'Afficher le menu'}
            aria-expanded={open}
            aria-controls={sidebarId}
            onPress={() => {
              if (open) return close()
              setOpen(true)
              setOverlay(!matchesBreakpoint('laptop'))
            }}
          >
            <svg
              width="22"
              height="22"
              viewBox="0 0 20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M3 5h14M3 10h14M3 15h14" />
            </svg>
          </AriaButton>
        }
      />
      <div className={styles.body}>
        <Sidebar
          id={sidebarId}
          items={navItems}
          currentPath={currentPath}
          isOpen={open}
          isOverlay={overlay}
          onClose={close}
          onNavigate={() => {
            if (!matchesBreakpoint('laptop')) close()
          }}
        />
        <div className={styles.main}>
          <main className={styles.content}>{children}</main>
          {footer && <Footer {...footer} />}
        </div>
      </div>
      {bottomBarItems && <BottomBar items={bottomBarItems} currentPath={currentPath} />}
    </div>
  )
}
