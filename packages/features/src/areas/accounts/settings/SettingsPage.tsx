// /app/user/settings ('Paramètres', the spec's screens): sections chosen by the URL hash, a side menu on
// wide screens and a dropdown on narrow ones.
import { Link as AriaLink } from 'react-aria-components'
import { useLocation, useNavigate } from 'react-router'
import { isPractitioner } from '@relais/domain'
import { Card, Link, PageHeader, Select } from '@relais/ui'
import { AccessPolicySettings } from '../../access-policies/index.ts'
import { IntegrationsSettings, NoIntegration } from '../../integrations/index.ts'
import { useAppConfig } from '../../../core/config/AppConfig.tsx'
import { useSignedIn } from '../../../core/session/signed-in.tsx'
import { PersonalInformationForm } from './PersonalInformationForm.tsx'
import * as styles from './SettingsPage.css.ts'

export const SETTINGS_PATH = '/app/user/settings'

export const SETTINGS_SECTIONS = [
  { id: 'personal-information', label: 'Informations personnelles' },
  { id: 'access-policy', label: 'Mes données' },
  { id: 'integrations', label: 'Intégrations' },
  { id: 'legals', label: 'Mentions légales' },
] as const
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]['id']

export function sectionFromHash(hash: string): SettingsSection {
  const id = hash.replace(/^#/, '')
  return SETTINGS_SECTIONS.find((s) => s.id === id)?.id ?? 'personal-information'
}

function SectionContent({ section }: { section: SettingsSection }) {
  const { user } = useSignedIn()
  const config = useAppConfig()
  switch (section) {
    case 'personal-information':
      return <PersonalInformationForm user={user} />
    case 'access-policy':
      return <AccessPolicySettings />
    case 'integrations':
      // The API offers integrations to practitioners only: nobody else asks it.
      return isPractitioner(user.userType) ? <IntegrationsSettings /> : <NoIntegration />
    case 'legals':
      return (
        <div className={styles.links}>
          <Link href="/legals/terms">Conditions générales d'utilisation</Link>
          <Link href="/legals/privacy-policy">Politique de confidentialité</Link>
          <Link href="/legals/cookie-policy">Politique de cookies</Link>
          <p>Version {config.version}</p>
        </div>
      )
  }
}

export function SettingsPage() {
  const location = useLocation()
  const navigate = useNavigate()
  const section = sectionFromHash(location.hash)
  const current = SETTINGS_SECTIONS.find((s) => s.id === section)!
  return (
    <>
      <PageHeader title="Paramètres" />
      <div className={styles.layout}>
        <nav aria-label="Sections des paramètres" className={styles.sideMenu}>
          <ul className={styles.menuList}>
            {SETTINGS_SECTIONS.map((s) => (
              <li key={s.id}>
                <AriaLink
                  href={`${SETTINGS_PATH}#${s.id}`}
                  className={styles.menuLink}
                  aria-current={s.id === section ? 'page' : undefined}
                >
                  {s.label}
                </AriaLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.dropdown}>
          <Select
            label="Section"
            options={SETTINGS_SECTIONS.map((s) => ({ id: s.id, label: s.label }))}
            selectedKey={section}
            onSelectionChange={(key) => void navigate(`${SETTINGS_PATH}#${String(key)}`)}
          />
        </div>
        <Card title={current.label} headingLevel={2}>
          <SectionContent section={section} />
        </Card>
      </div>
    </>
  )
}
