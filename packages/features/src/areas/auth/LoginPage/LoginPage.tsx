// /login and the register variant: step 1 the email or phone, step 2 the 6-digit code. The second
// step loads apart, asked for with the code: the first screen carries only what it shows. A right code
// for an account an administrator refused shows the reviewer's reason instead of moving on.
import { lazy, Suspense, useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { modeCapabilities } from '@relais/domain'
import { Alert, AuthLayout, Button } from '@relais/ui'
import { useAppConfig } from '../../../core/config/AppConfig.tsx'
import { useLoginFlow } from '../useLoginFlow.ts'
import { useLogout, useSession } from '../../../core/session/session.ts'
import { markTermsAccepted } from '../terms.ts'
import { pscAuthorizeUrl, type LoginLocationState } from '../psc/pscFlow.ts'
import { IdentifierStep } from './IdentifierStep.tsx'
import * as styles from './LoginPage.css.ts'
import { RefusalNotice } from './RefusalNotice.tsx'

const loadCodeStep = () => import('./CodeStep.tsx')
const CodeStep = lazy(async () => ({ default: (await loadCodeStep()).CodeStep }))
const DevCodeHint = lazy(async () => ({
  default: (await import('../../../core/dev/DevCodeHint.tsx')).DevCodeHint,
}))

export interface LoginPageProps {
  /** The register variant asks to accept the terms before a code is sent. */
  variant?: 'login' | 'register'
}

export function LoginPage({ variant = 'login' }: LoginPageProps) {
  const config = useAppConfig()
  const navigate = useNavigate()
  const flow = useLoginFlow()
  const session = useSession()
  const logout = useLogout()
  // A Pro Santé Connect sign-in that did not complete comes back here with its message.
  const pscError = (useLocation().state as LoginLocationState | null)?.pscError

  // Someone already signed in has nothing to do here, unless they are reading why they were refused.
  const refused = flow.refusal !== null
  useEffect(() => {
    if (session.data && !refused) void navigate('/app', { replace: true })
  }, [navigate, refused, session.data])

  const title = variant === 'register' ? 'Créer un compte' : 'Connexion'

  return (
    <AuthLayout brand={config.brand.name} tagline={config.brand.tagline} footer={<LoginFooter />}>
      <div className={styles.stack}>
        <h1 className={styles.title}>{title}</h1>
        {(flow.identifierError ?? pscError) && (
          <Alert variant="error" title={flow.identifierError ?? pscError}>
            {null}
          </Alert>
        )}
        {flow.refusal ? (
          <RefusalNotice
            refusal={flow.refusal}
            // The shell sends a session without an account to profile creation.
            onRegisterAgain={() => void navigate('/app', { replace: true })}
            onSignOut={async () => {
              await logout()
              flow.cancel()
            }}
          />
        ) : flow.step === 'identifier' ? (
          <IdentifierStep
            register={variant === 'register'}
            initial={flow.identifier}
            fieldErrors={flow.fieldErrors}
            isSending={flow.isSending}
            onSubmit={async (identifier) => {
              // The box was ticked (the form does not submit otherwise): /new-user will not ask again.
              if (variant === 'register') markTermsAccepted(config)
              void loadCodeStep()
              return flow.requestCode(identifier)
            }}
          />
        ) : (
          <Suspense fallback={null}>
            <CodeStep
              destination={flow.destination ?? flow.identifier?.value ?? ''}
              error={flow.codeError}
              isVerifying={flow.isVerifying}
              isResending={flow.isSending}
              onComplete={async (code) => {
                if ((await flow.verifyCode(code)) === 'signed-in') await navigate('/app', { replace: true })
              }}
              onResend={flow.resendCode}
              onCancel={flow.cancel}
            />
          </Suspense>
        )}
        {flow.step === 'code' && !flow.refusal && config.envMode !== 'PROD' && flow.destination && (
          <Suspense fallback={null}>
            <DevCodeHint recipient={flow.destination} envMode={config.envMode} />
          </Suspense>
        )}
        {modeCapabilities(config.application).hasProfessionalSignIn &&
          flow.step === 'identifier' &&
          !flow.refusal && <ProSanteConnectButton />}
      </div>
    </AuthLayout>
  )
}

function ProSanteConnectButton() {
  const config = useAppConfig()
  return (
    <div className={styles.psc}>
      <span className={styles.separator}>ou</span>
      <Button
        variant="secondary"
        // A full-page trip: the API starts the sign-in and Pro Santé Connect comes back to /oauth/psc.
        onPress={() => window.location.assign(pscAuthorizeUrl(config, window.location.origin))}
      >
        Se connecter avec Pro Santé Connect
      </Button>
    </div>
  )
}

function LoginFooter() {
  const config = useAppConfig()
  return (
    <p className={styles.muted}>
      Besoin d'aide ? <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
    </p>
  )
}
