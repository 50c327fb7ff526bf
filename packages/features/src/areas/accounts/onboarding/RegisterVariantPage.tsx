// /register and its variants (the spec's routes and roles): /register/patient, /doctor, /midwife,
// /organization where this mode offers the type, and /register/select, which invitations link to. The
// variant is remembered for /new-user, then the register sign-in (with its terms checkbox) runs.
import { useEffect } from 'react'
import { useParams } from 'react-router'
import { isUserType, REGISTER_ROUTES, userTypeExistsIn } from '@relais/domain'
import { useAppConfig } from '../../../core/config/AppConfig.tsx'
import { LoginPage } from '../../auth/index.ts'
import { NotFoundPage } from '../../../core/errors/NotFoundPage.tsx'
import { storeChosenType, type ChosenType } from './storage.ts'

/** The type a /register sub-path stands for in this mode; undefined for the index, null when not offered. */
export function registerVariantType(
  variant: string | undefined,
  application: Parameters<typeof userTypeExistsIn>[1],
): ChosenType | null | undefined {
  if (variant === undefined) return undefined
  if (!(REGISTER_ROUTES as readonly string[]).includes(variant)) return null
  if (variant === 'select') return 'select'
  return isUserType(variant) && userTypeExistsIn(variant, application) ? variant : null
}

export function RegisterVariantPage() {
  const config = useAppConfig()
  const { variant } = useParams()
  const type = registerVariantType(variant, config.application)

  useEffect(() => {
    // The index registers with the mode's default type: forget a variant visited earlier.
    if (type !== null) storeChosenType(config, type ?? null)
  }, [config, type])

  if (type === null) return <NotFoundPage />
  return <LoginPage variant="register" />
}
