// 'Ajouter un patient': the NIR first. At its fifteenth character (the key checked at the field) the API
// says whether a patient holds it and whether this list already follows them: already affiliated; a
// patient to ask for access ('Envoyer une demande'); or nobody, and 'Créer' opens the two-step wizard.
// The lookup answers nothing more and is limited per account, so its 429 is said as such. What is typed
// is kept in the tab's draft while the dialog is open; closing it, by any means, forgets it.
import { useEffect, useRef, useState } from 'react'
import { asApiError, useApi, type components } from '@relais/api-client'
import {
  affiliationOutcome,
  nirError,
  nirErrorMessage,
  NIR_LENGTH,
  type AffiliationOutcome,
} from '@relais/domain'
import { Alert, Button, Dialog, MaskedField, masks, Spinner, toastQueue } from '@relais/ui'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import type { WizardValues } from '../../core/forms/FormFields.tsx'
import {
  clearAddPatientDraft,
  HISTORY_STEP,
  PERSONAL_STEP,
  readAddPatientDraft,
  writeAddPatientDraft,
  type AddPatientDraft,
} from './add-patient.ts'
import { AddPatientWizard } from './AddPatientWizard.tsx'
import { ownerKey, type PatientListOwner } from './list-owner.ts'
import * as styles from './patients.css.ts'

type HumanName = components['schemas']['HumanName']

/** The lookup's own ceiling: it protects who is a patient, so the wording says what to do, not why. */
export const TOO_MANY_LOOKUPS =
  'Trop de numéros vérifiés en peu de temps. Merci de réessayer dans quelques minutes.'
const LOOKUP_FAILED = "La vérification n'a pas abouti. Merci de réessayer."
const REQUEST_FAILED = "La demande n'a pas pu être envoyée. Merci de réessayer."

interface FoundPatient {
  id: string
  name: HumanName
}

type Lookup =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string }
  | { kind: 'checking' }
  /** What the domain says to show for the API's answer; the patient when a request can be sent. */
  | { kind: 'answered'; outcome: AffiliationOutcome; patient: FoundPatient | null }
  | { kind: 'failed'; message: string }

const answered = (exists: boolean, affiliated: boolean, patient: FoundPatient | null = null): Lookup => ({
  kind: 'answered',
  outcome: affiliationOutcome({ exists, affiliated }),
  patient,
})

export interface AddPatientDialogProps {
  owner: PatientListOwner
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** A patient was created or asked for access: the list has changed. */
  onChanged: () => void
}

export function AddPatientDialog({ owner, isOpen, onOpenChange, onChanged }: AddPatientDialogProps) {
  const config = useAppConfig()
  const close = () => {
    clearAddPatientDraft(config)
    onOpenChange(false)
  }
  return (
    <Dialog
      title="Ajouter un patient"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      // It holds a form: a click beside it must not lose what was typed.
      isDismissable={false}
    >
      <AddPatient
        owner={owner}
        onDone={() => {
          onChanged()
          close()
        }}
      />
    </Dialog>
  )
}

function initialWizard(nir: string): NonNullable<AddPatientDraft['wizard']> {
  return { step: 0, values: { [PERSONAL_STEP]: { nir }, [HISTORY_STEP]: { languages: ['fr'] } } }
}

function AddPatient({ owner, onDone }: { owner: PatientListOwner; onDone: () => void }) {
  const config = useAppConfig()
  const key = ownerKey(owner)
  const [draft] = useState(() => readAddPatientDraft(config, key))
  const [nir, setNir] = useState(draft?.nir ?? '')
  const [wizard, setWizard] = useState(draft?.wizard ?? null)

  const save = (next: { nir: string; wizard?: { step: number; values: WizardValues } }) =>
    writeAddPatientDraft(config, { owner: key, ...next })

  if (wizard) {
    return (
      <AddPatientWizard
        owner={owner}
        initial={wizard}
        onDraft={(state) => save({ nir, wizard: state })}
        onCreated={onDone}
      />
    )
  }
  return (
    <NirLookup
      owner={owner}
      nir={nir}
      onNirChange={(value) => {
        setNir(value)
        save({ nir: value })
      }}
      onCreate={() => {
        const start = initialWizard(nir)
        save({ nir, wizard: start })
        setWizard(start)
      }}
      onRequested={onDone}
    />
  )
}

interface NirLookupProps {
  owner: PatientListOwner
  nir: string
  onNirChange: (nir: string) => void
  onCreate: () => void
  onRequested: () => void
}

function NirLookup({ owner, nir, onNirChange, onCreate, onRequested }: NirLookupProps) {
  const { client } = useApi()
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' })
  const [sending, setSending] = useState(false)
  const [requestError, setRequestError] = useState<string | null>(null)
  // Only the answer about the NIR shown counts: an earlier lookup answering late is dropped.
  const latest = useRef(0)
  const path = { practitionerType: owner.practitionerType, practitionerId: owner.practitionerId }

  const check = async (value: string) => {
    setRequestError(null)
    const error = nirError(value)
    if (error) {
      setLookup({ kind: 'invalid', message: nirErrorMessage(error) })
      return
    }
    const seq = ++latest.current
    setLookup({ kind: 'checking' })
    let next: Lookup
    try {
      const {
        data,
        error: body,
        response,
      } = await client.GET('/{practitionerType}/{practitionerId}/affiliate-patient', {
        params: { path, query: { nir: value } },
      })
      if (data) {
        // A request needs whom to ask: an answer without the patient cannot offer one.
        next =
          data.exists && !data.affiliated && !data.patient
            ? { kind: 'failed', message: LOOKUP_FAILED }
            : answered(data.exists, data.affiliated, data.patient ?? null)
      } else if (response.status === 429) {
        next = { kind: 'failed', message: TOO_MANY_LOOKUPS }
      } else if (response.status === 400) {
        const message = asApiError(body)?.fieldErrors?.[0]?.message ?? nirErrorMessage('length')
        next = { kind: 'invalid', message }
      } else {
        next = { kind: 'failed', message: LOOKUP_FAILED }
      }
    } catch {
      next = { kind: 'failed', message: LOOKUP_FAILED }
    }
    if (seq === latest.current) setLookup(next)
  }

  // A draft restored with a whole NIR is looked up again: its answer may have changed since. Once,
  // even where effects run twice (StrictMode): each lookup counts against the account's limit.
  const restored = useRef<string | null>(nir.length === NIR_LENGTH ? nir : null)
  useEffect(() => {
    const value = restored.current
    restored.current = null
    if (value) void check(value)
    // For the NIR the dialog opened with only; later ones are looked up as they are typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const request = async (patient: FoundPatient) => {
    setSending(true)
    setRequestError(null)
    try {
      const { data, error, response } = await client.POST(
        '/{practitionerType}/{practitionerId}/affiliate-patient/{patientId}',
        { params: { path: { ...path, patientId: patient.id } } },
      )
      if (data) {
        toastQueue.add({
          title: "Demande d'accès envoyée",
          description: `${patient.name.text} pourra l'accepter ou la refuser.`,
          variant: 'success',
        })
        onRequested()
        return
      }
      // Someone of this list asked meanwhile, or the patient accepted already.
      if (response.status === 409) setLookup(answered(true, true))
      else if (response.status === 404) setLookup(answered(false, false))
      else setRequestError(asApiError(error)?.message ?? REQUEST_FAILED)
    } catch {
      setRequestError(REQUEST_FAILED)
    } finally {
      setSending(false)
    }
  }

  return (
    <div className={styles.lookup}>
      <MaskedField
        label="Numéro de sécurité sociale"
        description="15 caractères : le patient est recherché dès le dernier saisi."
        mask={masks.nir}
        inputMode="text"
        autoFocus
        isRequired
        value={nir}
        onChange={(raw) => {
          onNirChange(raw)
          latest.current += 1
          setLookup({ kind: 'idle' })
          setRequestError(null)
        }}
        onComplete={(raw) => void check(raw)}
        onBlur={() => {
          if (nir !== '' && nir.length < NIR_LENGTH) {
            setLookup({ kind: 'invalid', message: nirErrorMessage('length') })
          }
        }}
        isInvalid={lookup.kind === 'invalid'}
        errorMessage={lookup.kind === 'invalid' ? lookup.message : undefined}
      />
      <Outcome
        lookup={lookup}
        sending={sending}
        requestError={requestError}
        onRequest={(patient) => void request(patient)}
        onCreate={onCreate}
      />
    </div>
  )
}

function Outcome({
  lookup,
  sending,
  requestError,
  onRequest,
  onCreate,
}: {
  lookup: Lookup
  sending: boolean
  requestError: string | null
  onRequest: (patient: FoundPatient) => void
  onCreate: () => void
}) {
  if (lookup.kind === 'checking') {
    return (
      <div className={styles.checking}>
        <Spinner size="sm" label="Recherche du patient" />
        <span>Recherche du patient…</span>
      </div>
    )
  }
  if (lookup.kind === 'failed') return <Alert variant="error">{lookup.message}</Alert>
  if (lookup.kind !== 'answered') return null
  const { outcome, patient } = lookup
  switch (outcome.kind) {
    case 'affiliated':
      return <Alert variant="info">{outcome.message}</Alert>
    case 'exists':
      return (
        <div className={styles.outcome}>
          <Alert variant="success" title={patient!.name.text}>
            Ce patient a déjà un compte. Envoyez-lui une demande d'accès à son dossier médical : il pourra
            l'accepter ou la refuser.
          </Alert>
          {requestError && <Alert variant="error">{requestError}</Alert>}
          <div className={styles.outcomeActions}>
            <Button
              onPress={() => onRequest(patient!)}
              isPending={sending}
              pendingLabel="Envoi de la demande"
            >
              {outcome.action}
            </Button>
          </div>
        </div>
      )
    case 'notFound':
      return (
        <div className={styles.outcome}>
          <Alert variant="info" title={outcome.message}>
            {outcome.hint}
          </Alert>
          <div className={styles.outcomeActions}>
            <Button onPress={onCreate}>{outcome.action}</Button>
          </div>
        </div>
      )
  }
}
