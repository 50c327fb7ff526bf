// The card terminal embedded in the patient's side of the room: when her doctor asks for her share of
// the consultation, a panel says how much, beside the call rather than over it, and she chooses her card
// and pays, or refuses; what the card did is then said a few seconds, as is a request her doctor
// withdrew. The panel says that this terminal is a simulation: no money moves. Its news reach screen
// readers through one polite status region that stays in the page, the panel's arrival included.
import { useEffect, useId, useReducer, useRef, useState } from 'react'
import { formatAmount, mapPaymentIntent } from '@relais/domain'
import { Alert, Button, SegmentedControl } from '@relais/ui'
import { visuallyHidden } from '@relais/ui/themes'
import { useSignedInUser } from '../../../core/session/signed-in.tsx'
import type { Appointment } from '../../agenda/index.ts'
import { usePaymentsHeard, useUpdatePayment, type Payment } from './payment.ts'
import * as styles from './payment.css.ts'
import { PAYMENT_TEXTS } from './texts.ts'

const TEXTS = PAYMENT_TEXTS.terminal

export interface PatientTerminalProps {
  /** The room's appointment: only its patient gets the terminal. */
  appointment: Appointment
  /** How long what became of a request stays said, in milliseconds. */
  noticeDuration?: number
}

/** The embedded terminal, for the patient of the appointment; nothing for anyone else. */
export function PatientTerminal({ appointment, noticeDuration = 6000 }: PatientTerminalProps) {
  const user = useSignedInUser()
  if (user.id !== appointment.patient.id) return null
  return <Terminal appointmentId={appointment.id} noticeDuration={noticeDuration} />
}

interface Notice {
  tone: 'info' | 'success' | 'error'
  text: string
}

interface TerminalState {
  /** The request awaiting her card. */
  asked: Payment | null
  /** What became of the last one. */
  notice: Notice | null
}

type TerminalEvent =
  | { type: 'heard'; payment: Payment }
  | { type: 'answered'; payment: Payment }
  /** The API says the request awaits nothing any more, without saying what became of it. */
  | { type: 'gone'; id: string }
  | { type: 'expired' }

/** What an intent status says to the patient once the request is settled; null while it is not. */
function noticeOf(intentStatus: string): Notice | null {
  if (intentStatus === 'canceled') return { tone: 'info', text: TEXTS.canceled }
  const { step } = mapPaymentIntent(intentStatus)
  if (step === 'SUCCESS') return { tone: 'success', text: TEXTS.paid }
  if (step === 'ERROR') return { tone: 'error', text: TEXTS.refused }
  return null
}

function terminalReducer(state: TerminalState, event: TerminalEvent): TerminalState {
  switch (event.type) {
    case 'heard':
    case 'answered': {
      const { payment } = event
      if (payment.intentStatus === 'requires_confirmation') {
        return event.type === 'heard' ? { asked: payment, notice: null } : state
      }
      if (state.asked?.id !== payment.id) return state
      const notice = noticeOf(payment.intentStatus)
      return notice ? { asked: null, notice } : state
    }
    case 'gone':
      return state.asked?.id === event.id
        ? { asked: null, notice: { tone: 'info', text: TEXTS.settled } }
        : state
    case 'expired':
      return { ...state, notice: null }
  }
}

function Terminal({ appointmentId, noticeDuration }: { appointmentId: string; noticeDuration: number }) {
  const [state, dispatch] = useReducer(terminalReducer, { asked: null, notice: null })
  const update = useUpdatePayment(appointmentId)
  const status = useRef<HTMLDivElement>(null)
  // Set when she pressed 'Payer' or 'Refuser': the panel holding the focus goes, and the focus moves to
  // the sentence that replaces it instead of falling back to the top of the page.
  const pressed = useRef(false)

  usePaymentsHeard(appointmentId, function onPayment(payment) {
    // A new request starts clean: no refusal of the previous one shows on it.
    if (payment.intentStatus === 'requires_confirmation' && !update.isPending) update.reset()
    dispatch({ type: 'heard', payment })
  })

  const { notice } = state
  useEffect(() => {
    if (!notice) return
    if (pressed.current) status.current?.focus()
    pressed.current = false
    const timer = setTimeout(() => dispatch({ type: 'expired' }), noticeDuration)
    return () => clearTimeout(timer)
  }, [notice, noticeDuration])

  const answer = (payment: Payment, outcome: 'COMPLETE' | 'ERROR', method: 'CCCA' | 'DEBC') => {
    pressed.current = true
    update.mutate(
      outcome === 'COMPLETE' ? { id: payment.id, outcome, method } : { id: payment.id, outcome },
      {
        onSuccess: (answered) => dispatch({ type: 'answered', payment: answered }),
        onError: (error) => {
          if (error.reason === 'conflict') dispatch({ type: 'gone', id: payment.id })
          else pressed.current = false
        },
      },
    )
  }

  const failure = update.error && update.error.reason !== 'conflict' ? update.error.message : null
  return (
    <div className={styles.terminal}>
      {state.asked && (
        <RequestPanel
          key={state.asked.id}
          payment={state.asked}
          pending={update.isPending ? (update.variables?.outcome ?? null) : null}
          failure={failure}
          onAnswer={answer}
        />
      )}
      <div
        ref={status}
        role="status"
        tabIndex={-1}
        className={notice ? styles.notice[notice.tone] : styles.notice.none}
      >
        {notice
          ? notice.text
          : state.asked && (
              <span className={visuallyHidden}>
                {TEXTS.announced(formatAmount(state.asked.value, state.asked.currency))}
              </span>
            )}
      </div>
    </div>
  )
}

function RequestPanel({
  payment,
  pending,
  failure,
  onAnswer,
}: {
  payment: Payment
  /** The answer under way. */
  pending: 'COMPLETE' | 'ERROR' | null
  failure: string | null
  onAnswer: (payment: Payment, outcome: 'COMPLETE' | 'ERROR', method: 'CCCA' | 'DEBC') => void
}) {
  const headingId = useId()
  const [method, setMethod] = useState<'DEBC' | 'CCCA'>('DEBC')
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {TEXTS.region}
      </h2>
      <p className={styles.request}>{TEXTS.asks(formatAmount(payment.value, payment.currency))}</p>
      <p className={styles.demo}>{TEXTS.demo}</p>
      <SegmentedControl
        label={TEXTS.card}
        options={[
          { id: 'DEBC', label: TEXTS.debit },
          { id: 'CCCA', label: TEXTS.credit },
        ]}
        value={method}
        onChange={setMethod}
        isDisabled={pending !== null}
      />
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          isPending={pending === 'ERROR'}
          isDisabled={pending === 'COMPLETE'}
          pendingLabel={TEXTS.refusing}
          onPress={() => onAnswer(payment, 'ERROR', method)}
        >
          {TEXTS.refuse}
        </Button>
        <Button
          variant="primary"
          isPending={pending === 'COMPLETE'}
          isDisabled={pending === 'ERROR'}
          pendingLabel={TEXTS.paying}
          onPress={() => onAnswer(payment, 'COMPLETE', method)}
        >
          {TEXTS.pay}
        </Button>
      </div>
    </section>
  )
}
