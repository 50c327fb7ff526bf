// /new-user (the spec's screens and new-user type): a session without an account creates its profile. The
// type comes from the professional identity, the /register variant or the mode's default; 'select' shows the
// picker first. The terms dialog comes first when the terms were not accepted on /register.
import { useState } from 'react'
import { Navigate } from 'react-router'
import { AuthLayout, Button, LoadingScreen } from '@relais/ui'
import { LOADING_MESSAGES, resolveNewUserType, userTypeLabel, type UserType } from '@relais/domain'
import { useAppConfig } from '../../../core/config/AppConfig.tsx'
import { statusOf, useCurrentUser, useLogout, useSession } from '../../../core/session/session.ts'
import { forgetTermsAccepted, hasAcceptedTerms, markTermsAccepted } from '../../auth/index.ts'
import { clearOnboarding, readChosenType, storeChosenType, type ChosenType } from './storage.ts'
import { ProfilePicker } from './ProfilePicker.tsx'
import { RegistrationWizard } from './RegistrationWizard.tsx'
import { TermsDialog } from './TermsDialog.tsx'
import * as styles from './onboarding.css.ts'

export function NewUserPage() {
  const config = useAppConfig()
  const session = useSession()
  const user = useCurrentUser()
  const logout = useLogout()
  const [stored, setStored] = useState<ChosenType | null>(() => readChosenType(config))
  const [termsAccepted, setTermsAccepted] = useState(() => hasAcceptedTerms(config))

  if (session.isPending || user.isPending) return <LoadingScreen message={LOADING_MESSAGES.profile} />
  if (session.isError || !session.data) return <Navigate to="/login" replace />
  if (user.data) return <Navigate to="/app" replace />
  if (statusOf(user.error) === 401) return <Navigate to="/login" replace />
  // Anything but "no account yet" is the shell's business (its error screen).
  if (statusOf(user.error) !== 404) return <Navigate to="/app" replace />

  const providerType = session.data.identityProvider?.userType
  const type = resolveNewUserType({ application: config.application, providerType, storedType: stored })
  const fromProvider = providerType !== undefined && type === providerType

  const leave = async () => {
    // Nothing typed here may stay behind the person who leaves.
    clearOnboarding(config)
    forgetTermsAccepted(config)
    await logout()
  }
  const choose = (next: ChosenType) => {
    storeChosenType(config, next)
    setStored(next)
  }

  return (
    <AuthLayout brand={config.brand.name} tagline={config.brand.tagline}>
      <div className={styles.stack}>
        <div className={styles.fields}>
          <h1 className={styles.title}>Création de votre profil</h1>
          {type !== 'select' && (
            <p className={styles.lead}>
              Profil : <strong>{userTypeLabel(type, config.application)}</strong>
            </p>
          )}
        </div>
        {type === 'select' ? (
          <ProfilePicker application={config.application} onPick={(picked: UserType) => choose(picked)} />
        ) : (
          // Keyed by type: another type is another form (and another draft).
          <RegistrationWizard key={type} userType={type} session={session.data} />
        )}
        <div className={styles.actions}>
          {type !== 'select' && !fromProvider && (
            <Button variant="secondary" onPress={() => choose('select')}>
              Changer de profil
            </Button>
          )}
          <Button variant="secondary" onPress={() => void leave()}>
            Déconnexion
          </Button>
        </div>
      </div>
      <TermsDialog
        isOpen={!termsAccepted}
        onAccept={() => {
          markTermsAccepted(config)
          setTermsAccepted(true)
        }}
        onRefuse={() => void leave()}
      />
    </AuthLayout>
  )
}
