// 'Reste à charge', the doctor's: in the room, the doctor of the appointment asks the patient for her
// share of the consultation, paid by card while they talk. The button is there only where the share is
// collected, in euros, which the doctor's address decides. The dialog follows the domain's flow: the
// amount (French comma taken, its errors said at the field), then waiting for the patient's card —
// 'Retour' cancels the request and brings the amount back — then collected ('Fermer') or failed
// ('Recommencer'). The card's outcome reaches the doctor on the room's subscription; the API cannot be
// asked for it again, so after a cut the dialog keeps waiting, and the answer to his own cancellation
// is taken as it comes. Closing the dialog while the card is awaited keeps the request: opening it again
// shows where it stands.
import { useState } from 'react'
import {
  currencyForCountry,
  formatAmount,
  parseAmount,
  patientShareAvailable,
  PAYMENT_MESSAGES,
  paymentTransition,
  type PaymentStep,
} from '@relais/domain'
import { Alert, Button, Dialog, Spinner, TextField } from '@relais/ui'
import { countryOf, useSignedInUser } from '../../../core/session/signed-in.tsx'
import type { Appointment } from '../../agenda/index.ts'
import { useCreatePayment, usePaymentsHeard, useUpdatePayment, type Payment } from './payment.ts'
import * as styles from './payment.css.ts'
import { PAYMENT_TEXTS } from './texts.ts'

export interface PatientShareButtonProps {
  /** The room's appointment: only its doctor gets the button. */
  appointment: Appointment
}

/**
 * 'Reste à charge' and its dialog, for the doctor of the appointment whose address makes him collect in
 * euros; nothing for anyone else.
 */
export function PatientShareButton({ appointment }: PatientShareButtonProps) {
  const user = useSignedInUser()
  const doctor = appointment.practitioners.some((p) => p.id === user.id && p.type === 'doctor')
  if (!doctor || !patientShareAvailable(currencyForCountry(countryOf(user)))) return null
  return <PatientShare appointmentId={appointment.id} />
}

interface ShareState {
  step: PaymentStep
  /** What was typed, kept when the doctor goes back to the amount. */
  amount: string
  /** The payment asked, from the API's answer until it is settled. */
  payment: Payment | null
  /**
   * The patient's card answered before the cancellation reached the API: what it did is on its way on
   * the room's subscription, and nothing is left to cancel.
   */
  answered: boolean
}

const FRESH: ShareState = { step: 'ENTER_AMOUNT', amount: '', payment: null, answered: false }

/** The flow of one doctor's requests, kept above the dialog so that closing it loses nothing. */
function usePatientShare(appointmentId: string) {
  const [state, setState] = useState<ShareState>(FRESH)
  const [amountError, setAmountError] = useState<string | null>(null)
  const create = useCreatePayment(appointmentId)
  const update = useUpdatePayment(appointmentId)

  /** What the terminal's intent now says of the payment awaited, if it is this one. */
  const intent = (payment: Payment) =>
    setState((current) => {
      if (current.step !== 'WAIT_FOR_VALIDATION' || current.payment?.id !== payment.id) return current
      const { step } = paymentTransition(current.step, { type: 'INTENT', intentStatus: payment.intentStatus })
      return step === current.step ? current : { ...current, step, payment }
    })
  usePaymentsHeard(appointmentId, intent)

  const toAmount = (current: ShareState): ShareState => ({
    ...current,
    step: 'ENTER_AMOUNT',
    payment: null,
    answered: false,
  })

  return {
    ...state,
    amountError,
    asking: create.isPending,
    askError: create.error,
    canceling: update.isPending,
    cancelError: update.error?.reason === 'conflict' ? null : update.error,
    changeAmount(amount: string) {
      setState((current) => ({ ...current, amount }))
      setAmountError(null)
      // A refusal said of the amount before goes with it; never a request under way, whose answer counts.
      if (!create.isPending) create.reset()
    },
    ask() {
      const parsed = parseAmount(state.amount)
      if (!parsed.ok) {
        setAmountError(parsed.message)
        return
      }
      create.mutate(parsed.minor, {
        onSuccess: (payment) =>
          setState((current) => ({
            ...current,
            step: paymentTransition(current.step, { type: 'SUBMIT' }).step,
            payment,
            answered: false,
          })),
      })
    },
    back() {
      const { payment } = state
      const { paymentStatus } = paymentTransition('WAIT_FOR_VALIDATION', { type: 'BACK' })
      if (!payment || state.answered || paymentStatus !== 'CANCELED') {
        setState(toAmount)
        return
      }
      update.mutate(
        { id: payment.id, status: paymentStatus },
        {
          // The API's answer is what the payment became: canceled, or what the card did just before.
          onSuccess: (answer) =>
            setState((current) => {
              if (current.step !== 'WAIT_FOR_VALIDATION' || current.payment?.id !== answer.id) return current
              if (answer.intentStatus === 'canceled') return toAmount(current)
              const { step } = paymentTransition(current.step, {
                type: 'INTENT',
                intentStatus: answer.intentStatus,
              })
              return { ...current, step, payment: answer }
            }),
          onError: (error) => {
            if (error.reason !== 'conflict') return
            setState((current) =>
              current.step === 'WAIT_FOR_VALIDATION' && current.payment?.id === payment.id
                ? { ...current, answered: true }
                : current,
            )
          },
        },
      )
    },
    retry() {
      update.reset()
      setState((current) => ({
        ...toAmount(current),
        step: paymentTransition(current.step, { type: 'RETRY' }).step,
      }))
    },
    /** The dialog closes: a collected share leaves room for the next request, a failed one its amount. */
    closed() {
      // A call under way keeps its state: its answer still moves the flow.
      if (!create.isPending) create.reset()
      if (!update.isPending) update.reset()
      setState((current) =>
        current.step === 'SUCCESS' ? FRESH : current.step === 'ERROR' ? toAmount(current) : current,
      )
    },
  }
}

type ShareFlow = ReturnType<typeof usePatientShare>

function PatientShare({ appointmentId }: { appointmentId: string }) {
  const share = usePatientShare(appointmentId)
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {PAYMENT_TEXTS.open}
      </Button>
      {open && (
        <PatientShareDialog
          share={share}
          onClose={() => {
            setOpen(false)
            share.closed()
          }}
        />
      )}
    </>
  )
}

/** The step's sentence, in the dialog's one status region: each change is read out once. */
function stepNotice(step: PaymentStep) {
  switch (step) {
    case 'WAIT_FOR_VALIDATION':
      return { tone: 'info', text: PAYMENT_MESSAGES.waiting } as const
    case 'SUCCESS':
      return { tone: 'success', text: PAYMENT_MESSAGES.success } as const
    case 'ERROR':
      return { tone: 'error', text: PAYMENT_MESSAGES.error } as const
    case 'ENTER_AMOUNT':
      return { tone: 'none', text: '' } as const
  }
}

function PatientShareDialog({ share, onClose }: { share: ShareFlow; onClose: () => void }) {
  const notice = stepNotice(share.step)
  return (
    <Dialog
      title={PAYMENT_TEXTS.title}
      isOpen
      // A form is open: a click beside it must not lose the amount, nor the request awaited.
      isDismissable={false}
      onOpenChange={(isOpen) => !isOpen && onClose()}
    >
      <div className={styles.body}>
        <div role="status" className={styles.notice[notice.tone]}>
          {share.step === 'WAIT_FOR_VALIDATION' ? (
            <div className={styles.waiting}>
              <Spinner size="sm" label={PAYMENT_TEXTS.waitingLabel} />
              {notice.text}
            </div>
          ) : (
            notice.text
          )}
        </div>
        {share.step === 'ENTER_AMOUNT' && <AmountStep share={share} onCancel={onClose} />}
        {share.step === 'WAIT_FOR_VALIDATION' && <WaitingStep share={share} />}
        {share.step === 'SUCCESS' && (
          <div className={styles.actions}>
            <Button variant="primary" autoFocus onPress={onClose}>
              {PAYMENT_TEXTS.close}
            </Button>
          </div>
        )}
        {share.step === 'ERROR' && (
          <div className={styles.actions}>
            <Button variant="primary" autoFocus onPress={share.retry}>
              {PAYMENT_TEXTS.retry}
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  )
}

function AmountStep({ share, onCancel }: { share: ShareFlow; onCancel: () => void }) {
  const askError = share.askError
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={function askForShare(event) {
        event.preventDefault()
        if (!share.asking) share.ask()
      }}
    >
      <p className={styles.paragraph}>{PAYMENT_TEXTS.intro}</p>
      <TextField
        label={PAYMENT_TEXTS.amount}
        description={PAYMENT_TEXTS.amountHint}
        inputMode="decimal"
        autoComplete="off"
        autoFocus
        isReadOnly={share.asking}
        value={share.amount}
        onChange={share.changeAmount}
        isInvalid={share.amountError !== null}
        errorMessage={share.amountError ?? undefined}
      />
      {askError && (
        <Alert variant="error">
          {askError.reason === 'conflict' ? PAYMENT_TEXTS.awaiting : askError.message}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel}>
          {PAYMENT_TEXTS.cancel}
        </Button>
        <Button type="submit" variant="primary" isPending={share.asking} pendingLabel={PAYMENT_TEXTS.asking}>
          {PAYMENT_TEXTS.ask}
        </Button>
      </div>
    </form>
  )
}

function WaitingStep({ share }: { share: ShareFlow }) {
  return (
    <>
      {share.payment && (
        <p className={styles.amount}>
          {PAYMENT_TEXTS.asked(formatAmount(share.payment.value, share.payment.currency))}
        </p>
      )}
      {share.answered && <Alert variant="info">{PAYMENT_TEXTS.answered}</Alert>}
      {share.cancelError && <Alert variant="error">{share.cancelError.message}</Alert>}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          autoFocus
          onPress={share.back}
          isPending={share.canceling}
          pendingLabel={PAYMENT_TEXTS.canceling}
        >
          {PAYMENT_TEXTS.back}
        </Button>
      </div>
    </>
  )
}
