// LOCAL/DEV only: switch this browser to a seeded demo account (POST /dev/demo-session).
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { asApiError, useApi } from '@relais/api-client'
import { Button, Drawer } from '@relais/ui'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import { DEMO_SWITCH_TARGETS } from './demo-accounts.ts'
import * as styles from './AdminPage.css.ts'

export function DemoDrawer({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  const config = useAppConfig()
  const { client } = useApi()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [pending, setPending] = useState<string | null>(null)
  const switchTo = async (username: string) => {
    setPending(username)
    try {
      const { error } = await client.POST('/dev/demo-session', { body: { username } })
      if (error) throw error
      onOpenChange(false)
      await navigate('/app', { replace: true })
      await queryClient.resetQueries()
    } catch (error) {
      window.alert(`Error: ${asApiError(error)?.message ?? String(error)}`)
    } finally {
      setPending(null)
    }
  }
  return (
    <Drawer title="Comptes de démonstration" isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className={styles.stack}>
        {DEMO_SWITCH_TARGETS[config.application].map((target) => (
          <Button
            key={target.username}
            variant="secondary"
            isPending={pending === target.username}
            isDisabled={pending !== null && pending !== target.username}
            onPress={() => void switchTo(target.username)}
          >
            {target.label}
          </Button>
        ))}
      </div>
    </Drawer>
  )
}
