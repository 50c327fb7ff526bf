// /app/medical-record, the patient's own record: the wizard until its required questions are answered,
// then the record read back by section (`tab` names the section) with 'Modifier', which opens the same
// steps in a dialog (`edit` in the address, so a link or a reload opens it again). Everything is
// decrypted and encrypted here; the API keeps an envelope. In mobility, the health check-ups waiting
// for the patient are added to it, and their latest measures shown. The documents of the record follow.
import { useMemo, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { useApi, type components } from '@relais/api-client'
import { type MedicalRecordStepId } from '@relais/domain'
import { Alert, Button, Card, Dialog, PageHeader, Spinner, toastQueue } from '@relais/ui'
import { VaultError } from '@relais/vault'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import { localToday } from '../../core/forms/step-resolver.ts'
import { useSignedInUser } from '../../core/session/signed-in.tsx'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import { PatientDocuments } from '../documents/index.ts'
import { CheckupResults } from './checkups/CheckupResults.tsx'
import { PHYSICAL_ACTIVITY_STEP_HREF, useOwnRecordCheckups } from './checkups/useRecordCheckups.ts'
import { MedicalRecordForm } from './MedicalRecordForm.tsx'
import { MedicalRecordView } from './MedicalRecordView.tsx'
import { isRecordComplete, recordContentOf, recordFormValues, type RecordIdentity } from './record-form.ts'
import { useMedicalRecord, useSaveMedicalRecord } from './useMedicalRecord.ts'
import * as styles from './medical-record.css.ts'

type User = components['schemas']['User']

const SAVED = 'Dossier médical enregistré'

/** The account's identity as the record's first step shows it. */
function identityOf(user: User): RecordIdentity {
  const { profile } = user
  return {
    firstName: profile.name.given,
    lastName: profile.name.family,
    email: profile.telecom.find((t) => t.system === 'EMAIL')?.value,
    phoneNumber: profile.telecom.find((t) => t.system === 'PHONE')?.value,
    birthDate: profile.birthDate ?? undefined,
    gender: profile.gender ?? undefined,
    address: profile.address[0],
  }
}

export function MedicalRecordPage() {
  const user = useSignedInUser()
  const vault = useOptionalVault()
  const record = useMedicalRecord()
  const save = useSaveMedicalRecord()
  const checkups = useOwnRecordCheckups(record.data)
  const { client, $api } = useApi()
  const queryClient = useQueryClient()
  const { application } = useAppConfig()
  const perinatal = application === 'perinatal'
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab')
  const editing = params.has('edit')
  const identity = useMemo(() => identityOf(user), [user])
  const today = useMemo(localToday, [])

  const setParam = (name: 'tab' | 'edit', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === null) next.delete(name)
        else next.set(name, value)
        return next
      },
      { replace: true },
    )

  const submit = async (values: Record<string, unknown>) => {
    const content = recordContentOf(values, record.data?.content ?? null, { today, perinatal })
    await save.mutateAsync(content)
    if (JSON.stringify(values.address ?? null) !== JSON.stringify(identity.address ?? null)) {
      const { data } = await client.PATCH('/user/current', {
        body: { address: values.address as components['schemas']['UserUpdate']['address'] },
      })
      if (!data) throw new Error("Le dossier médical est enregistré, mais l'adresse n'a pas pu l'être.")
      queryClient.setQueryData($api.queryOptions('get', '/user/current', {}).queryKey, data)
    }
    toastQueue.add({ title: SAVED, variant: 'success' })
    setParam('edit', null)
  }

  const header = (actions?: ReactNode) => <PageHeader title="Dossier médical" actions={actions} />

  if (user.userType !== 'patient') {
    return (
      <div className={styles.page}>
        {header()}
        <Alert variant="info">
          Le dossier médical d'un patient s'ouvre depuis sa fiche, dans la liste de vos patients.
        </Alert>
      </div>
    )
  }
  if (!vault) {
    return (
      <div className={styles.page}>
        {header()}
        <Alert variant="info">
          Le dossier médical est chiffré pour le patient et ses soignants : il ne peut pas être lu dans cette
          session.
        </Alert>
      </div>
    )
  }
  if (record.isPending) return <Spinner label="Chargement du dossier médical" />
  if (record.isError) {
    return (
      <div className={styles.page}>
        {header()}
        <Alert
          variant="error"
          title={record.error instanceof VaultError ? 'Erreur de déchiffrement' : undefined}
        >
          {record.error instanceof VaultError
            ? "Le dossier médical n'a pas pu être déchiffré."
            : "Le dossier médical n'a pas pu être chargé."}
          <Button size="sm" variant="secondary" onPress={() => void record.refetch()}>
            Réessayer
          </Button>
        </Alert>
      </div>
    )
  }

  const values = recordFormValues(record.data?.content ?? null, identity)
  const complete = isRecordComplete(record.data?.content)
  return (
    <div className={styles.page}>
      {header(
        complete ? (
          <Button onPress={() => setParam('edit', '')} variant="secondary">
            Modifier
          </Button>
        ) : undefined,
      )}
      {checkups.shown && (
        <CheckupResults
          observations={record.data?.observations ?? []}
          state={checkups.state}
          reader="patient"
          physicalActivityHref={checkups.physicalActivityMissing ? PHYSICAL_ACTIVITY_STEP_HREF : undefined}
        />
      )}
      {complete ? (
        <Card title="Mes informations médicales" headingLevel={2}>
          <MedicalRecordView
            values={values}
            perinatal={perinatal}
            selectedStep={tab}
            onStepChange={(step) => setParam('tab', step)}
          />
        </Card>
      ) : (
        <Card title="Compléter mon dossier médical" headingLevel={2}>
          <div className={styles.stack}>
            <p className={styles.muted}>
              Vos soignants s'appuient sur ces informations. Elles sont chiffrées dans votre navigateur :
              seuls vous et les professionnels à qui vous en donnez l'accès peuvent les lire.
            </p>
            <MedicalRecordForm
              initial={values}
              perinatal={perinatal}
              addressEditable
              initialStep={tab}
              onStepChange={(step) => setParam('tab', step)}
              onSubmit={submit}
              submitLabel="Enregistrer mon dossier"
            />
          </div>
        </Card>
      )}
      <PatientDocuments patientId={user.id} />
      <Dialog
        title="Modifier mon dossier médical"
        isOpen={complete && editing}
        onOpenChange={(open) => !open && setParam('edit', null)}
        isDismissable={false}
      >
        <MedicalRecordForm
          initial={values}
          perinatal={perinatal}
          addressEditable
          initialStep={tab}
          onStepChange={(step: MedicalRecordStepId) => setParam('tab', step)}
          onSubmit={submit}
        />
      </Dialog>
    </div>
  )
}
