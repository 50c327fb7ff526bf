// /app/admin (the spec's screens): the review tiles, and the administrators' tools — the administrators'
// list, the debug drawer (ids, impersonation) and, in LOCAL/DEV, the demo drawer. The guard keeps
// non-admins out, impersonating sessions included (the API says they are no administrators).
import { useState } from 'react'
import { Link as AriaLink } from 'react-aria-components'
import { adminTiles } from '@relais/domain'
import { Button, Card, PageHeader } from '@relais/ui'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import { AdministratorsDialog } from './AdministratorsDialog.tsx'
import { DebugDrawer } from './DebugDrawer.tsx'
import { DemoDrawer } from './DemoDrawer.tsx'
import * as styles from './AdminPage.css.ts'

export function AdminPage() {
  const config = useAppConfig()
  const [drawer, setDrawer] = useState<'administrators' | 'debug' | 'demo' | null>(null)
  const demo = config.envMode !== 'PROD'
  return (
    <>
      <PageHeader title="Administration" />
      <ul className={styles.tiles} aria-label="Espaces d'administration">
        {adminTiles(config.application).map((tile) => (
          <li key={tile.id}>
            <AriaLink href={tile.path} className={styles.tile}>
              {tile.label}
            </AriaLink>
          </li>
        ))}
      </ul>
      <Card title="Outils" headingLevel={2}>
        <div className={styles.tools}>
          <Button variant="secondary" onPress={() => setDrawer('administrators')}>
            Administrateurs
          </Button>
          <Button variant="secondary" onPress={() => setDrawer('debug')}>
            Débogage
          </Button>
          {demo && (
            <Button variant="secondary" onPress={() => setDrawer('demo')}>
              Comptes de démonstration
            </Button>
          )}
        </div>
      </Card>
      <AdministratorsDialog
        isOpen={drawer === 'administrators'}
        onOpenChange={(open) => setDrawer(open ? 'administrators' : null)}
      />
      <DebugDrawer isOpen={drawer === 'debug'} onOpenChange={(open) => setDrawer(open ? 'debug' : null)} />
      {demo && (
        <DemoDrawer isOpen={drawer === 'demo'} onOpenChange={(open) => setDrawer(open ? 'demo' : null)} />
      )}
    </>
  )
}
