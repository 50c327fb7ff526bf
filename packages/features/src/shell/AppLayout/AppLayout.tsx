// The signed-in layout (spec section 2, "Shell"): header (menu toggle, brand, organization switcher,
// notifications, the user's name linking to /app), the 260 px sidebar from the domain's role table, the
// phone bottom bar, the global search, the footer with the version, and the impersonation banner.
import { useEffect, useId, useState } from 'react'
import { Link as AriaLink, Button as AriaButton } from 'react-aria-components'
import { Outlet, useLocation } from 'react-router'
import type { User } from '@relais/api-client'
import {
  bottomBarEntries,
  showsNotifications,
  showsPoweredBy,
  sidebarEntries,
  sidebarFooterEntries,
  type NavEntry,
  type RoleContext,
} from '@relais/domain'
import { Avatar, BottomBar, Footer, Sidebar, useSidebarOpen, type NavItem } from '@relais/ui'
import { matchesBreakpoint, media } from '@relais/ui/themes'
import { storageKey, useAppConfig } from '../../config/AppConfig.tsx'
import { useCurrentOrganization } from '../organization.ts'
import { SignedInContext, type SignedIn } from '../signed-in.tsx'
import { GlobalSearch } from './GlobalSearch.tsx'
import { ImpersonationBanner } from './ImpersonationBanner.tsx'
import { NotificationBell } from './NotificationBell.tsx'
import { OrganizationSwitcher } from './OrganizationSwitcher.tsx'
import * as styles from './AppLayout.css.ts'

const toItem = (e: NavEntry): NavItem => ({ id: e.id, label: e.label, href: e.path })

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

export function AppLayout({ user, role }: { user: User; role: RoleContext }) {
  const config = useAppConfig()
  const location = useLocation()
  const organizations = user.organizations
  const [organization, selectOrganization] = useCurrentOrganization(organizations)
  // Wide screens: the sidebar sits beside the content, open or closed as the user last left it
  // (remembered). Small screens: it slides over the content only when the toggle asks, and closes
  // after a link — a state that is never remembered, so a phone always starts with the page.
  const [docked, setDocked] = useSidebarOpen(storageKey(config, 'sidebar-open'))
  const [overlay, setOverlay] = useState(false)
  const wide = useWideScreen()
  const open = wide ? docked : overlay
  const sidebarId = useId()
  const close = () => (wide ? setDocked(false) : setOverlay(false))
  const dispatch = config.application === 'dispatch'
  const navItems = [...sidebarEntries(role), ...sidebarFooterEntries(role)].map(toItem)
  const signedIn: SignedIn = { user, role, organizations, organization, selectOrganization }

  return (
    <SignedInContext.Provider value={signedIn}>
      <div className={styles.shell}>
        {user.impersonator && (
          <ImpersonationBanner userName={user.profile.name.text} adminName={user.impersonator.username} />
        )}
        <header className={styles.header}>
          <AriaButton
            className={styles.headerButton}
            aria-label={open ? 'Masquer le menu' : 'Afficher le menu'}
            aria-expanded={open}
            aria-controls={sidebarId}
            onPress={() => (wide ? setDocked(!docked) : setOverlay(!overlay))}
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
          <span className={styles.brand}>{config.brand.name}</span>
          {organizations.length > 1 && (
            <OrganizationSwitcher
              organizations={organizations}
              current={organization}
              onSelect={selectOrganization}
            />
          )}
          <div className={styles.headerEnd}>
            {showsNotifications(config.application) && <NotificationBell />}
            {/* Named by its visible text (WCAG 2.5.3); the avatar is decoration. */}
            <AriaLink href="/app" className={styles.headerButton}>
              <span aria-hidden="true">
                <Avatar name={user.profile.name.text} size="sm" />
              </span>
              <span className={styles.userName} data-testid="user-name">
                {user.profile.name.text}
              </span>
            </AriaLink>
          </div>
        </header>
        <div className={styles.body}>
          <Sidebar
            id={sidebarId}
            items={navItems}
            currentPath={location.pathname}
            isOpen={open}
            isOverlay={!wide}
            onClose={close}
            onNavigate={() => {
              if (!wide) setOverlay(false)
            }}
          />
          <div className={styles.main}>
            <main className={styles.content}>
              {!dispatch && <GlobalSearch role={role} />}
              <Outlet />
            </main>
            <Footer
              copyright={`© ${new Date().getFullYear()} Relais Santé`}
              links={[
                { label: 'Politique de confidentialité', href: '/legals/privacy-policy' },
                { label: 'Politique de cookies', href: '/legals/cookie-policy' },
                { label: 'Support', href: `mailto:${config.supportEmail}` },
              ]}
              poweredBy={
                showsPoweredBy(config.application) ? (
                  <span className={styles.poweredBy}>Propulsé par Relais Santé</span>
                ) : undefined
              }
              version={config.version}
            />
          </div>
        </div>
        <BottomBar items={bottomBarEntries(role).map(toItem)} currentPath={location.pathname} />
      </div>
    </SignedInContext.Provider>
  )
}
