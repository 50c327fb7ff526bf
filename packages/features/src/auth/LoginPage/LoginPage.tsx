// /login and the register variant: step 1 the email or phone, step 2 the 6-digit code.
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { Alert, AuthLayout, Button } from '@relais/ui'
import { useAppConfig } from '../../config/AppConfig.tsx'
import { useLoginFlow } from '../useLoginFlow.ts'
import { useSession } from '../session.ts'
import { markTermsAccepted } from '../terms.ts'
import { IdentifierStep } from './IdentifierStep.tsx'
import { CodeStep } from './CodeStep.tsx'
import { DevCodeHint } from './DevCodeHint.tsx'
import * as styles from './LoginPage.css.ts'

export interface LoginPageProps {
  /** The register variant asks to accept the terms before a code is sent. */
  variant?: 'login' | 'register'
}

export function LoginPage({ variant = 'login' }: LoginPageProps) {
  const config = useAppConfig()
  const navigate = useNavigate()
  const flow = useLoginFlow()
  const session = useSession()

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (session.data) void navigate('/app', { replace: true })
  }, [navigate, session.data])

  const title = variant === 'register' ? 'Créer un compte' : 'Connexion'

  return (
    <AuthLayout brand={config.brand.name} tagline={config.brand.tagline} footer={<LoginFooter />}>
      <div className={styles.stack}>
        <h1 className={styles.title}>{title}</h1>
        {flow.identifierError && (
          <Alert variant="error" title={flow.identifierError}>
            {null}
          </Alert>
        )}
        {flow.step === 'identifier' ? (
          <IdentifierStep
            register={variant === 'register'}
            initial={flow.identifier}
            fieldErrors={flow.fieldErrors}
            isSending={flow.isSending}
            onSubmit={async (identifier) => {
              // The box was ticked (the form does not submit otherwise): /new-user will not ask again.
              if (variant === 'register') markTermsAccepted(config)
              return flow.requestCode(identifier)
            }}
          />
        ) : (
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
        )}
        {flow.step === 'code' && config.envMode !== 'PROD' && flow.destination && (
          <DevCodeHint recipient={flow.destination} envMode={config.envMode} />
        )}
        {config.application !== 'dispatch' && flow.step === 'identifier' && <ProSanteConnectButton />}
      </div>
    </AuthLayout>
  )
}

function ProSanteConnectButton() {
  // The Pro Santé Connect flow arrives with onboarding; the entry point is already where users expect it.
  return (
    <div className={styles.psc}>
      <span className={styles.separator}>ou</span>
      <Button variant="secondary" isDisabled aria-describedby="psc-soon">
        Se connecter avec Pro Santé Connect
      </Button>
      <p id="psc-soon" className={styles.muted}>
        Cette fonctionnalité est en cours de développement.
      </p>
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

/** /register: the same steps, with the terms to accept. */
export function RegisterPage() {
  return <LoginPage variant="register" />
}
