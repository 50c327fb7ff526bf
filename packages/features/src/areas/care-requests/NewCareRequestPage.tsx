// 'Nouvelle demande' (/app/organization/requests/new, and /wizardPEC which leads here): the wizard of a
// care request for the structure the user acts for. Its answers are encrypted in the browser, so a
// session without the vault (an impersonation) cannot make one.
import { useNavigate } from 'react-router'
import { Alert, PageHeader } from '@relais/ui'
import { useSignedIn } from '../../core/session/signed-in.tsx'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import { REQUESTS_PATH } from './paths.ts'
import { CareRequestWizard, NEW_REQUEST_TITLE } from './wizard/CareRequestWizard.tsx'
import * as styles from './wizard/wizard.css.ts'

const NO_ORGANIZATION =
  "Une demande de prise en charge est faite au nom d'une structure : aucune n'est choisie pour ce compte."
const NO_VAULT =
  'Les réponses sont chiffrées dans votre navigateur : impossible de créer une demande dans cette session.'

export function NewCareRequestPage() {
  const { organization } = useSignedIn()
  const vault = useOptionalVault()
  const navigate = useNavigate()
  if (organization && vault) {
    // Another structure chosen in the switcher starts another request.
    return <CareRequestWizard key={organization.id} organization={organization} vault={vault} />
  }
  return (
    <div className={styles.page}>
      <PageHeader
        title={NEW_REQUEST_TITLE}
        description={organization?.name}
        onBack={() => void navigate(REQUESTS_PATH)}
      />
      <Alert variant="warning">{organization ? NO_VAULT : NO_ORGANIZATION}</Alert>
    </div>
  )
}
