// The signed-in layout (the spec's shell): header (menu toggle, brand, organization switcher,
// notifications, the user's name linking to /app), the 260 px sidebar from the domain's role table, the
// phone bottom bar, the global search, the footer with the version, and the impersonation banner — or,
// outside an impersonation, the banner asking for the code of a new email or phone.
import { lazy, Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import type { User } from '@relais/api-client'
import { IntakeFolding } from '../../areas/access-policies/index.ts'
import { PendingMedicalRecordUpload, VaultGroupsSetup } from '../../areas/medical-record/index.ts'
import { PendingIdentifierChangesBanner } from '../../areas/accounts/index.ts'
import {
  bottomBarEntries,
  modeCapabilities,
  sidebarEntries,
  sidebarFooterEntries,
  type RoleContext,
} from '@relais/domain'
import { AppShell } from '@relais/ui'
import { storageKey, useAppConfig } from '../../core/config/AppConfig.tsx'
import { navItem } from '../nav-items.tsx'
import { useCurrentOrganization } from '../organization.ts'
import { SignedInContext, type SignedIn } from '../../core/session/signed-in.tsx'
import { GlobalSearch } from './GlobalSearch.tsx'
import { NotificationBell } from './NotificationBell.tsx'
import { OrganizationSwitcher } from './OrganizationSwitcher.tsx'
import * as styles from './AppLayout.css.ts'

// Shown to an impersonated session only: loaded then.
const ImpersonationBanner = lazy(async () => ({
  default: (await import('./ImpersonationBanner.tsx')).ImpersonationBanner,
}))

export function AppLayout({ user, role }: { user: User; role: RoleContext }) {
  const config = useAppConfig()
  const location = useLocation()
  const organizations = user.organizations
  const [organization, selectOrganization] = useCurrentOrganization(organizations)
  const mode = modeCapabilities(config.application)
  const navItems = [...sidebarEntries(role), ...sidebarFooterEntries(role)].map(navItem)
  const signedIn: SignedIn = { user, role, organizations, organization, selectOrganization }

  return (
    <SignedInContext.Provider value={signedIn}>
      {/* Render nothing: once the vault is open, create the user's groups and upload onboarding answers. */}
      <VaultGroupsSetup />
      <PendingMedicalRecordUpload />
      <IntakeFolding />
      <AppShell
        banner={
          user.impersonator ? (
            <Suspense fallback={null}>
              <ImpersonationBanner userName={user.profile.name.text} adminName={user.impersonator.username} />
            </Suspense>
          ) : (
            <PendingIdentifierChangesBanner user={user} />
          )
        }
        header={{
          compact: true,
          brand: config.brand.name,
          organizationSwitcher: organizations.length > 1 && (
            <OrganizationSwitcher
              organizations={organizations}
              current={organization}
              onSelect={selectOrganization}
            />
          ),
          notifications: mode.hasNotifications ? <NotificationBell /> : null,
          userName: user.profile.name.text,
          userHref: '/app',
        }}
        navItems={navItems}
        currentPath={location.pathname}
        bottomBarItems={bottomBarEntries(role).map(navItem)}
        // The sidebar's state is remembered per application.
        storageKey={storageKey(config, 'sidebar-open')}
        search={mode.hasGlobalSearch && <GlobalSearch role={role} />}
        footer={{
          copyright: `© ${new Date().getFullYear()} Relais Santé`,
          links: [
            { label: "Conditions générales d'utilisation", href: '/legals/terms' },
            { label: 'Politique de confidentialité', href: '/legals/privacy-policy' },
            { label: 'Politique de cookies', href: '/legals/cookie-policy' },
            { label: 'Support', href: `mailto:${config.supportEmail}` },
          ],
          poweredBy: mode.showsPoweredBy ? (
            <span className={styles.poweredBy}>Propulsé par Relais Santé</span>
          ) : undefined,
          version: config.version,
        }}
      >
        <Outlet />
      </AppShell>
    </SignedInContext.Provider>
  )
}
