// /app/agenda/settings, 'Paramètres de l'agenda': a practitioner's recurring week and their exceptions to
// come, in the schedule's time zone. Edits stay on the page until 'Enregistrer'; meanwhile the back
// button becomes 'Annuler', which discards them once confirmed. A refusal of the API is told above the
// sections and the edits stay. The signed-in practitioner's own schedule unless `practitionerId` names
// another's, so that a structure may open a member's.
import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Alert, AlertDialog, Button, PageHeader, Spinner, toastQueue } from '@relais/ui'
import { useSignedInUser } from '../../../core/session/signed-in.tsx'
import { ExceptionsSection } from './ExceptionsSection.tsx'
import { RecurringSlotsSection } from './RecurringSlotsSection.tsx'
import {
  changesOf,
  draftOf,
  EXCEPTION_LABELS,
  exceptionPeriod,
  hasChanges,
  slotLabel,
  weekdayLabel,
  type ScheduleChanges,
  type ScheduleDraft,
} from './schedule-draft.ts'
import { useSaveSchedule, useSchedule, type ScheduleRequestError } from './useSchedule.ts'
import * as styles from './agenda-settings.css.ts'

const TITLE = "Paramètres de l'agenda"
const FORBIDDEN = "Vous n'avez pas les droits nécessaires"

export interface AgendaSettingsPageProps {
  /** Whose schedule; the signed-in user's by default. */
  practitionerId?: string
  /** Where 'Retour' leads. */
  backTo?: string
  /** The caller may not read or change this schedule (403), e.g. to offer to ask for access. */
  onForbidden?: () => void
}

export function AgendaSettingsPage({
  practitionerId,
  backTo = '/app/agenda',
  onForbidden,
}: AgendaSettingsPageProps) {
  const user = useSignedInUser()
  const id = practitionerId ?? user.id
  const navigate = useNavigate()
  const schedule = useSchedule(id)
  const save = useSaveSchedule(id)
  const [draft, setDraft] = useState<ScheduleDraft | null>(null)
  const [confirmingDiscard, setConfirmingDiscard] = useState(false)
  // Edits belong to the schedule they were made on: another practitioner's starts clean.
  const [draftOwner, setDraftOwner] = useState(id)
  if (draftOwner !== id) {
    setDraftOwner(id)
    setDraft(null)
  }

  const loadForbidden = !schedule.data && schedule.error?.status === 403
  // Told once per refusal, however often the caller renders a new callback.
  const forbidden = useRef(onForbidden)
  useEffect(() => {
    forbidden.current = onForbidden
  }, [onForbidden])
  useEffect(() => {
    if (loadForbidden) forbidden.current?.()
  }, [loadForbidden])

  const baseline = useMemo(() => (schedule.data ? draftOf(schedule.data) : null), [schedule.data])
  const current = draft ?? baseline
  const dirty = Boolean(baseline && draft && hasChanges(baseline, draft))

  const edit = (next: ScheduleDraft) => {
    save.reset()
    setDraft(next)
  }
  const submit = () => {
    if (!baseline || !draft) return
    const sent = draft
    save.mutate(changesOf(baseline, sent, Date.now()), {
      onSuccess: () => {
        // Edits made while saving are kept for the next save.
        setDraft((latest) => (latest === sent ? null : latest))
        toastQueue.add({ title: "Paramètres de l'agenda enregistrés", variant: 'success' })
      },
      onError: (error) => {
        if (error.status === 403) forbidden.current?.()
      },
    })
  }

  const header = (
    <PageHeader
      title={TITLE}
      description={schedule.data ? `Fuseau horaire : ${schedule.data.timeZone}` : undefined}
      actions={
        <>
          {dirty ? (
            <Button
              variant="secondary"
              onPress={() => setConfirmingDiscard(true)}
              isDisabled={save.isPending}
            >
              Annuler
            </Button>
          ) : (
            <Button variant="secondary" onPress={() => void navigate(backTo)}>
              Retour
            </Button>
          )}
          {current && (
            <Button
              onPress={submit}
              isDisabled={!dirty}
              isPending={save.isPending}
              pendingLabel="Enregistrement en cours"
            >
              Enregistrer
            </Button>
          )}
        </>
      }
    />
  )

  if (!current || !schedule.data) {
    return (
      <div className={styles.page}>
        {header}
        {schedule.isPending ? (
          <div className={styles.loading}>
            <Spinner label="Chargement des paramètres de l'agenda" />
          </div>
        ) : loadForbidden ? (
          <Alert variant="warning" title={FORBIDDEN}>
            L&apos;agenda de ce professionnel ne vous est pas ouvert.
          </Alert>
        ) : (
          <Alert variant="error" title="Les paramètres de l'agenda n'ont pas pu être chargés.">
            <Button size="sm" variant="secondary" onPress={() => void schedule.refetch()}>
              Réessayer
            </Button>
          </Alert>
        )}
      </div>
    )
  }

  const timeZone = schedule.data.timeZone
  return (
    <div className={styles.page}>
      {header}
      {save.error && save.variables && (
        <SaveError error={save.error} sent={save.variables} timeZone={timeZone} />
      )}
      <RecurringSlotsSection slots={current.slots} onChange={(slots) => edit({ ...current, slots })} />
      <ExceptionsSection
        exceptions={current.exceptions}
        timeZone={timeZone}
        onChange={(exceptions) => edit({ ...current, exceptions })}
      />
      <AlertDialog
        title="Abandonner les modifications ?"
        isOpen={confirmingDiscard}
        onOpenChange={setConfirmingDiscard}
        confirmLabel="Abandonner les modifications"
        cancelLabel="Continuer la saisie"
        variant="danger"
        onConfirm={() => {
          save.reset()
          setDraft(null)
        }}
      >
        Les modifications qui n&apos;ont pas été enregistrées seront perdues.
      </AlertDialog>
    </div>
  )
}

/** The API's refusal, each field error named after the slot or exception it is about. */
function SaveError({
  error,
  sent,
  timeZone,
}: {
  error: ScheduleRequestError
  sent: ScheduleChanges
  timeZone: string
}) {
  if (error.status === 403) {
    return (
      <Alert variant="error" title={FORBIDDEN}>
        Vos modifications sont conservées sur cette page.
      </Alert>
    )
  }
  const details = (error.apiError?.fieldErrors ?? []).map(({ field, message }) => {
    const [, list, index] = /^body\.(slots|exceptions)\.(\d+)\./.exec(field) ?? []
    const slot = list === 'slots' ? sent.slots?.[Number(index)] : undefined
    if (slot) return `${weekdayLabel(slot.weekday)} ${slotLabel(slot)} : ${message}`
    const exception = list === 'exceptions' ? sent.create[Number(index)] : undefined
    if (exception) {
      return `${EXCEPTION_LABELS[exception.status]}, ${exceptionPeriod(exception, timeZone)} : ${message}`
    }
    return message
  })
  return (
    <Alert variant="error" title="L'enregistrement n'a pas abouti">
      <p>Vos modifications sont conservées : corrigez-les ou réessayez.</p>
      {details.length > 0 ? (
        <ul className={styles.errors}>
          {details.map((detail, index) => (
            <li key={index}>{detail}</li>
          ))}
        </ul>
      ) : (
        error.apiError?.message && <p>{error.apiError.message}</p>
      )}
    </Alert>
  )
}
