import { Banner, Button } from '@relais/ui'
import { useImpersonation } from '../../areas/admin/index.ts'

/** The red banner of an impersonated session, with the way back to the administrator's own account. */
export function ImpersonationBanner({ userName, adminName }: { userName: string; adminName: string }) {
  const { restore, pending } = useImpersonation()
  return (
    <Banner
      variant="danger"
      action={
        <Button variant="secondary" size="sm" isPending={pending} onPress={() => void restore()}>
          Restaurer
        </Button>
      }
    >
      Vous êtes sur la session d'un autre utilisateur ({userName}), ouverte par {adminName}. Vous devez vous
      déconnecter pour revenir à votre compte, ou restaurer votre session.
    </Banner>
  )
}
