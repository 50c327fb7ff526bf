// The organization a professional acts for (the spec's validation rules): the stored choice is restored only
// while the user still belongs to it, else the first of their organizations.
import { useCallback, useState } from 'react'
import { selectOrganization } from '@relais/domain'
import { storageKey, useAppConfig } from '../core/config/AppConfig.tsx'

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

export function useCurrentOrganization<T extends { id: string }>(organizations: readonly T[]) {
  const config = useAppConfig()
  const key = storageKey(config, 'organization')
  const [storedId, setStoredId] = useState(() => readStored(key))
  const organization = selectOrganization(organizations, storedId)
  const select = useCallback(
    (id: string) => {
      setStoredId(id)
      try {
        localStorage.setItem(key, id)
      } catch {
        // Private browsing: the choice holds for this visit only.
      }
    },
    [key],
  )
  return [organization, select] as const
}
