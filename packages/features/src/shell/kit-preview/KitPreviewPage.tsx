// /kit (LOCAL and DEV only): the design-review page of each app. It composes the real shell — the
// sidebar of a practitioner of this mode, from the domain's role table — around one of every field
// type of the kit, so designers check a brand in place and Playwright + axe check it at 375 and 1440 px.
import { useState } from 'react'
import { useLocation } from 'react-router'
import { parseDate, parseTime } from '@internationalized/date'
import { sidebarEntries, bottomBarEntries, type UserType } from '@relais/domain'
import {
  AppShell,
  Card,
  Checkbox,
  CheckboxGroup,
  CodeField,
  ComboBox,
  DatePicker,
  DateRangePicker,
  MaskedField,
  masks,
  NumberField,
  OtpField,
  PageHeader,
  PhoneField,
  Radio,
  RadioGroup,
  SearchField,
  Select,
  Switch,
  TextArea,
  TextField,
  TimeField,
} from '@relais/ui'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import { NotFoundPage } from '../../core/errors/NotFoundPage.tsx'
import { navItem } from '../nav-items.tsx'
import * as styles from './KitPreviewPage.css.ts'

const CITIES = [
  { id: 'paris', label: 'Paris' },
  { id: 'lyon', label: 'Lyon' },
  { id: 'abidjan', label: 'Abidjan' },
  { id: 'evry', label: 'Évry' },
]

const PRACTITIONER: Record<string, UserType> = {
  perinatal: 'midwife',
  mobility: 'assistant',
  dispatch: 'dispatchOperator',
}

export function KitPreviewPage() {
  const config = useAppConfig()
  const location = useLocation()
  const [email, setEmail] = useState('camille.martin@exemple')
  if (config.envMode === 'PROD') return <NotFoundPage />

  const role = {
    userType: PRACTITIONER[config.application] ?? 'doctor',
    application: config.application,
    isAdmin: false,
  }
  return (
    <AppShell
      header={{ brand: config.brand.name, userName: 'Camille Martin', notificationCount: 2 }}
      navItems={sidebarEntries(role).map(navItem)}
      bottomBarItems={bottomBarEntries(role).map(navItem)}
      currentPath={location.pathname}
      footer={{
        copyright: `© 2026 ${config.brand.name}`,
        links: [
          { label: 'Mentions légales', href: '/legals/privacy-policy' },
          { label: 'Support', href: `mailto:${config.supportEmail}` },
        ],
        version: config.version,
      }}
      storageKey={`relais.${config.application}.kit.sidebar`}
    >
      <PageHeader
        title="Aperçu du kit"
        description="Chaque type de champ, dans la marque de cette application."
      />
      <div className={styles.grid}>
        <Card title="Texte">
          <div className={styles.stack}>
            <TextField label="Nom" defaultValue="Martin" isRequired />
            <TextField
              label="Adresse email"
              type="email"
              value={email}
              onChange={setEmail}
              isInvalid={!email.includes('.')}
              errorMessage="L'adresse email n'est pas valide"
            />
            <TextArea label="Description" defaultValue="Suivi à domicile après la sortie de maternité." />
            <SearchField label="Rechercher un patient" placeholder="Nom, NIR…" />
            <NumberField label="Nombre d'enfants" defaultValue={1} minValue={0} />
          </div>
        </Card>
        <Card title="Identifiants">
          <div className={styles.stack}>
            <PhoneField label="Téléphone" defaultValue="+33612345678" />
            <MaskedField label="Numéro de sécurité sociale" mask={masks.nir} />
            <MaskedField label="Numéro RPPS" mask={masks.rpps} />
            <OtpField label="Code de connexion" />
            <CodeField label="Code de déverrouillage" />
          </div>
        </Card>
        <Card title="Choix">
          <div className={styles.stack}>
            <Select
              label="Groupe sanguin"
              options={[
                { id: 'A+', label: 'A+' },
                { id: 'O-', label: 'O-' },
                { id: 'UNKOWN', label: 'Inconnu' },
              ]}
            />
            <ComboBox label="Ville" options={CITIES} />
            <RadioGroup label="Genre" defaultValue="FEMALE">
              <Radio value="FEMALE">Femme</Radio>
              <Radio value="MALE">Homme</Radio>
            </RadioGroup>
            <CheckboxGroup label="Langues parlées" defaultValue={['fr']}>
              <Checkbox value="fr">Français</Checkbox>
              <Checkbox value="en">Anglais</Checkbox>
            </CheckboxGroup>
            <Checkbox>J'accepte les conditions générales d'utilisation</Checkbox>
            <Switch defaultSelected>Recevoir les notifications</Switch>
          </div>
        </Card>
        <Card title="Dates">
          <div className={styles.stack}>
            <DatePicker label="Date de naissance" defaultValue={parseDate('1994-03-17')} />
            <DateRangePicker
              label="Période"
              defaultValue={{ start: parseDate('2026-11-16'), end: parseDate('2026-11-22') }}
            />
            <TimeField label="Heure du rendez-vous" defaultValue={parseTime('08:30')} />
          </div>
        </Card>
      </div>
    </AppShell>
  )
}
