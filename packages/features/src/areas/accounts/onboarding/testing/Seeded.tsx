// Writes the browser storage a story or test starts from (terms accepted, chosen type, draft) before
// the screen below reads it on its first render.
import { useState, type ReactNode } from 'react'
import type { ApplicationName } from '@relais/api-client'
import type { RegistrationDraft } from '../storage.ts'
import { chosenTypeKey, draftKey, type ChosenType } from '../storage.ts'
import { termsAcceptedKey } from '../../../auth/index.ts'

export interface SeedProps {
  application?: ApplicationName
  termsAccepted?: boolean
  chosenType?: ChosenType
  draft?: RegistrationDraft
  children: ReactNode
}

export function Seeded({
  application = 'perinatal',
  termsAccepted = true,
  chosenType,
  draft,
  children,
}: SeedProps) {
  useState(() => {
    const config = { application }
    if (termsAccepted) sessionStorage.setItem(termsAcceptedKey(config), 'true')
    const type = chosenType ?? draft?.userType
    if (type) sessionStorage.setItem(chosenTypeKey(config), type)
    if (draft) sessionStorage.setItem(draftKey(config), JSON.stringify(draft))
    return null
  })
  return <>{children}</>
}
