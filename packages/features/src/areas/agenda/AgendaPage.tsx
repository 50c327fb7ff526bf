// /app/agenda: the signed-in practitioner's appointments, or the patient's own (with the practitioners'
// names only, and nothing to change), by day, week or month — the current week from Monday by default,
// the month view on wide screens only — in the browser's time zone: each person sees their own local
// time. The period and view live in the address (`?view=day&date=2026-11-26`), so a link or a reload
// opens the same page. A practitioner adds a consultation ('Nouvelle consultation'), changes a booked one
// from its dialog ('Modifier'), and reaches the agenda's settings ("Paramètres de l'agenda"); a structure
// does the same in a member's agenda it holds the grant of.
import { useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { addDays, dateInZone, DEFAULT_TIME_ZONE, isPractitioner } from '@relais/domain'
import {
  AgendaLegend,
  AgendaView,
  Alert,
  Button,
  Link,
  matchesBreakpoint,
  PageHeader,
  SegmentedControl,
  Spinner,
  visibleDates,
  type AgendaViewMode,
} from '@relais/ui'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import { useSignedInUser } from '../../core/session/signed-in.tsx'
import { AppointmentDialog } from './AppointmentDialog.tsx'
import { AppointmentFormDialog, type OnBehalf } from './AppointmentFormDialog.tsx'
import type { StaffType } from './appointment-form.ts'
import { BookVisitDialog } from './booking/BookVisitDialog.tsx'
import {
  categoryColour,
  categoryTitle,
  legendCategories,
  toAgendaEvent,
  type Appointment,
} from './appointment-events.ts'
import {
  AgendaRequestError,
  useAgendaAppointments,
  useRefreshAgenda,
  type AgendaOwner,
} from './useAgendaAppointments.ts'
import * as styles from './agenda.css.ts'

const VIEW_LABELS: Record<AgendaViewMode, string> = { day: 'Jour', week: 'Semaine', month: 'Mois' }
const EMPTY = 'Aucun évènement ce jour/cette semaine'

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE
}

const isView = (value: string | null): value is AgendaViewMode =>
  value === 'day' || value === 'week' || value === 'month'
const isIsoDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value)

/** The date `steps` periods away: a day, a week, or a month (the same day of the month, or its last). */
function shift(view: AgendaViewMode, date: string, steps: number): string {
  if (view === 'day') return addDays(date, steps)
  if (view === 'week') return addDays(date, 7 * steps)
  const [year, month] = date.split('-').map(Number) as [number, number]
  const target = new Date(Date.UTC(year, month - 1 + steps, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  const day = Math.min(Number(date.slice(8)), lastDay)
  return `${target.toISOString().slice(0, 7)}-${String(day).padStart(2, '0')}`
}

const utcDay = (date: string) => Date.parse(`${date}T12:00:00Z`)
const longDay = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'UTC' })
const dayMonth = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' })
const monthYear = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** « jeudi 26 novembre 2026 », « Du 23 novembre au 29 novembre 2026 », « novembre 2026 ». */
function periodTitle(view: AgendaViewMode, date: string, dates: string[]): string {
  if (view === 'day') return longDay.format(utcDay(date))
  if (view === 'month') return monthYear.format(utcDay(date))
  const first = dates[0]!
  const last = dates[dates.length - 1]!
  return `Du ${dayMonth.format(utcDay(first))} au ${dayMonth.format(utcDay(last))} ${last.slice(0, 4)}`
}

export interface AgendaPageProps {
  /**
   * Another practitioner's agenda, which the user sees through a calendar grant (a structure's agenda
   * of its members), titled with their name. Absent: the user's own agenda.
   */
  practitioner?: { id: string; name: string; type: StaffType }
  /**
   * The structure whose grant opens the member's agenda: its account books, changes and cancels
   * appointments there, for the structure's patients. Absent: the member's agenda is read only.
   */
  organizationId?: string
  /** The practitioner's calendar answered 403: the user may not see it. */
  onForbidden?: () => void
}

export function AgendaPage({ practitioner, organizationId, onForbidden }: AgendaPageProps = {}) {
  const user = useSignedInUser()
  const { application } = useAppConfig()
  const timeZone = browserTimeZone()
  const today = dateInZone(Date.now(), timeZone)
  const [params, setParams] = useSearchParams()
  const wide = useMemo(() => matchesBreakpoint('tablet'), [])
  const requested = params.get('view')
  const view: AgendaViewMode = isView(requested) && (requested !== 'month' || wide) ? requested : 'week'
  const date = isIsoDate(params.get('date')) ? params.get('date')! : today
  const dates = visibleDates(view, date)
  const patient = user.userType === 'patient'
  const owner: AgendaOwner = practitioner
    ? { kind: 'practitioner', id: practitioner.id }
    : { kind: patient ? 'patient' : 'practitioner', id: user.id }
  const appointments = useAgendaAppointments(owner, {
    first: dates[0]!,
    last: dates[dates.length - 1]!,
    timeZone,
  })
  const refresh = useRefreshAgenda(owner)
  const [openId, setOpenId] = useState<string | null>(null)
  const open = appointments.data?.find((a) => a.id === openId) ?? null
  // The appointment stays while the form closes, so that its title does not change on the way out.
  const onBehalf: OnBehalf | undefined =
    practitioner && organizationId
      ? { practitioner: { id: practitioner.id, type: practitioner.type }, organizationId }
      : undefined
  const books = practitioner ? onBehalf !== undefined : isPractitioner(user.userType)
  // In mobility a patient books her home visits herself, among the professionals around her.
  const booksVisits = !practitioner && patient && application === 'mobility'
  const [booking, setBooking] = useState(false)
  // `?new=1` (the global search's 'Ajouter un rendez-vous') opens the form at once.
  const [form, setForm] = useState<{ isOpen: boolean; appointment: Appointment | null }>(() => ({
    isOpen: books && params.get('new') === '1',
    appointment: null,
  }))
  const forbidden = appointments.error instanceof AgendaRequestError && appointments.error.status === 403
  useEffect(() => {
    if (forbidden) onForbidden?.()
  }, [forbidden, onForbidden])

  const go = (next: { view?: AgendaViewMode; date?: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        updated.set('view', next.view ?? view)
        updated.set('date', next.date ?? date)
        updated.delete('new')
        return updated
      },
      { replace: true },
    )
  const views: AgendaViewMode[] = wide ? ['day', 'week', 'month'] : ['day', 'week']

  return (
    <div className={styles.page}>
      <PageHeader
        title={practitioner ? `Agenda de ${practitioner.name}` : 'Agenda'}
        actions={
          booksVisits ? (
            <Button variant="primary" onPress={() => setBooking(true)}>
              Prendre rendez-vous
            </Button>
          ) : (
            books && (
              <div className={styles.actions}>
                {/* A member's settings are the structure's page's own link. */}
                {!practitioner && (
                  <Link href="/app/agenda/settings" variant="standalone">
                    Paramètres de l&apos;agenda
                  </Link>
                )}
                <Button variant="primary" onPress={() => setForm({ isOpen: true, appointment: null })}>
                  Nouvelle consultation
                </Button>
              </div>
            )
          )
        }
      />
      <div className={styles.toolbar}>
        <div className={styles.navigation}>
          <Button variant="secondary" size="sm" onPress={() => go({ date: shift(view, date, -1) })}>
            Précédent
          </Button>
          <Button variant="secondary" size="sm" onPress={() => go({ date: today })}>
            Aujourd&apos;hui
          </Button>
          <Button variant="secondary" size="sm" onPress={() => go({ date: shift(view, date, 1) })}>
            Suivant
          </Button>
        </div>
        <h2 className={styles.period} aria-live="polite">
          {periodTitle(view, date, dates)}
        </h2>
        <SegmentedControl
          label="Affichage"
          options={views.map((id) => ({ id, label: VIEW_LABELS[id] }))}
          value={view}
          onChange={(next) => go({ view: next })}
        />
      </div>
      <AgendaLegend
        items={legendCategories(user.userType).map((category) => ({
          category: categoryColour(category),
          label: categoryTitle(category),
        }))}
      />
      {appointments.isError && !forbidden && (
        <Alert variant="error" title="L'agenda n'a pas pu être chargé.">
          <Button size="sm" variant="secondary" onPress={() => void appointments.refetch()}>
            Réessayer
          </Button>
        </Alert>
      )}
      {appointments.isPending ? (
        <div className={styles.loading}>
          <Spinner label="Chargement de l'agenda" />
        </div>
      ) : (
        <AgendaView
          view={view}
          date={date}
          today={today}
          timeZone={timeZone}
          label="Agenda"
          events={(appointments.data ?? []).map((a) =>
            toAgendaEvent(a, patient ? 'patient' : 'practitioner'),
          )}
          emptyMessage={appointments.isError ? undefined : EMPTY}
          onEventPress={setOpenId}
          onDayPress={(day) => go({ view: 'day', date: day })}
        />
      )}
      <AppointmentDialog
        appointment={open}
        timeZone={timeZone}
        canCancel={books}
        onEdit={
          books && open
            ? () => {
                setOpenId(null)
                setForm({ isOpen: true, appointment: open })
              }
            : undefined
        }
        onClose={() => setOpenId(null)}
        onCancelled={() => {
          setOpenId(null)
          void refresh()
        }}
      />
      {booksVisits && <BookVisitDialog isOpen={booking} onOpenChange={setBooking} />}
      {books && (
        <AppointmentFormDialog
          isOpen={form.isOpen}
          onOpenChange={(isOpen) => setForm((current) => ({ ...current, isOpen }))}
          appointment={form.appointment}
          timeZone={timeZone}
          initialDate={date}
          onBehalf={onBehalf}
        />
      )}
    </div>
  )
}
