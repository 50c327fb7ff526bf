// 'Prendre rendez-vous' of a mobility patient: a home visit of a nurse (by default) or a doctor practising
// near her address. She picks the category, the date (today at the earliest), the length, then one of
// the day's free slots, shown by hour in the browser's zone, and, when several professionals are free
// then, one of them (nearest first). The slots are searched again whenever the kind, the date or the
// length changes; a choice still offered stays. Without coordinates for her address nothing can be
// searched: the dialog says where to complete it. Once booked, the professional joins her medical file's
// encrypted group (the API granted it to him; she may revoke it in 'Mes données').
import { useEffect, useMemo, useRef, useState } from 'react'
import { Controller, useForm, useWatch, type ControllerFieldState } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { parseDate } from '@internationalized/date'
import { asApiError, useApi } from '@relais/api-client'
import {
  dateInZone,
  defaultServiceCategory,
  formatDate,
  formatTime,
  isIsoDate,
  SLOT_MESSAGES,
} from '@relais/domain'
import {
  Alert,
  Button,
  Dialog,
  Link,
  Radio,
  RadioGroup,
  SegmentedControl,
  Select,
  toastQueue,
} from '@relais/ui'
import { ControlledDateField } from '../../../core/forms/ControlledFields.tsx'
import { useSignedInUser } from '../../../core/session/signed-in.tsx'
import { useOptionalVault } from '../../../core/vault/vault-context.tsx'
import { DURATION_OPTIONS, type SlotDuration } from '../appointment-form.ts'
import { addCareTeam } from '../care-team.ts'
import { useRefreshAgenda } from '../useAgendaAppointments.ts'
import {
  bookableSlots,
  bookingFieldOf,
  bookingFormSchema,
  CATEGORY_OPTIONS,
  chosenSlotOf,
  creationBody,
  homeOf,
  PRACTITIONER_KINDS,
  practitionerFor,
  practitionerLabel,
  reconcileChoice,
  sameChoice,
  SEARCH_DISTANCE_KM,
  searchQuery,
  type BookableSlot,
  type BookingFormOutput,
  type BookingFormValues,
  type PractitionerKind,
} from './booking.ts'
import { SlotsByHour } from '../SlotsByHour.tsx'
import * as styles from './BookVisitDialog.css.ts'

// The settings area exports its screen only; its address is the app's, and stable.
const PERSONAL_INFORMATION = '/app/user/settings#personal-information'
const NO_ADDRESS =
  'Pour trouver un professionnel près de chez vous, votre adresse doit être complète : choisissez-la dans la liste des adresses proposées dans vos paramètres.'
const SLOTS_FAILED = "Les créneaux n'ont pas pu être chargés."
const BOOKING_FAILED = "Le rendez-vous n'a pas pu être pris. Réessayez."

export interface BookVisitDialogProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** Called once the appointment is booked, before the dialog closes. */
  onBooked?: () => void
}

export function BookVisitDialog({ isOpen, onOpenChange, onBooked }: BookVisitDialogProps) {
  return (
    <Dialog
      title="Prendre rendez-vous"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      // It holds a form: a click beside it must not lose the choices made.
      isDismissable={false}
    >
      {(close) => <BookVisit onClose={close} onBooked={onBooked} />}
    </Dialog>
  )
}

function BookVisit({ onClose, onBooked }: { onClose: () => void; onBooked?: () => void }) {
  const user = useSignedInUser()
  const home = homeOf(user)
  if (!home) {
    return (
      <div className={styles.form}>
        <Alert variant="warning" title="Adresse incomplète">
          <p>{NO_ADDRESS}</p>
          <Link href={PERSONAL_INFORMATION}>Compléter mon adresse</Link>
        </Alert>
        <div className={styles.footer}>
          <Button variant="secondary" onPress={onClose}>
            Fermer
          </Button>
        </div>
      </div>
    )
  }
  return <BookVisitForm home={home} onClose={onClose} onBooked={onBooked} />
}

class SlotSearchError extends Error {
  constructor(
    message: string,
    readonly field: string | null,
  ) {
    super(message)
  }
}

interface FormProps {
  home: NonNullable<ReturnType<typeof homeOf>>
  onClose: () => void
  onBooked?: () => void
}

function BookVisitForm({ home, onClose, onBooked }: FormProps) {
  const user = useSignedInUser()
  const vault = useOptionalVault()
  const { client } = useApi()
  const queryClient = useQueryClient()
  const refresh = useRefreshAgenda({ kind: 'patient', id: user.id })
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
  const [today] = useState(() => dateInZone(Date.now(), timeZone))
  const schema = useMemo(() => bookingFormSchema({ today }), [today])
  const [defaults] = useState<Partial<BookingFormValues>>(() => ({
    kind: 'assistant',
    serviceCategory: defaultServiceCategory(user.userType),
    date: today,
    duration: 15,
  }))
  const form = useForm<BookingFormValues, unknown, BookingFormOutput>({
    mode: 'onTouched',
    resolver: valibotResolver(schema),
    defaultValues: defaults,
  })
  const [formError, setFormError] = useState<string | null>(null)
  const [kind, date, duration, slot, practitionerId] = useWatch({
    control: form.control,
    name: ['kind', 'date', 'duration', 'slot', 'practitionerId'],
  })

  const dateReady = typeof date === 'string' && isIsoDate(date) && date >= today
  const search = useQuery<BookableSlot[], SlotSearchError>({
    queryKey: ['nearby-slots', kind, date, duration, home.coordinates],
    enabled: dateReady,
    retry: false,
    queryFn: async ({ signal }) => {
      const answer = await client.GET('/available-slots/nearby', {
        params: {
          query: searchQuery({
            kind: kind as PractitionerKind,
            coordinates: home.coordinates,
            date: date!,
            duration: duration as SlotDuration,
          }),
        },
        signal,
      })
      if (answer.data) return bookableSlots(answer.data.slots)
      const apiError = asApiError(answer.error)
      const located = apiError?.fieldErrors?.[0]
      throw new SlotSearchError(located?.message ?? apiError?.message ?? SLOTS_FAILED, located?.field ?? null)
    },
  })
  const offered = useMemo(() => (dateReady ? (search.data ?? []) : []), [dateReady, search.data])
  const settled = dateReady && search.isSuccess && !search.isFetching
  const noSlot = settled && offered.length === 0
  const searchError = search.error
  const dateRefused = searchError !== null && bookingFieldOf(searchError.field ?? '') === 'date'

  // A date the API says is past shows at the date field, as the form's own check does.
  useEffect(() => {
    if (searchError && bookingFieldOf(searchError.field ?? '') === 'date') {
      form.setError('date', { type: 'server', message: searchError.message })
    }
  }, [searchError, form])

  // A whole date is checked as soon as it is entered, not once the field is left: a past one says so
  // at once instead of an empty slot list.
  const checkedDate = useRef(defaults.date)
  useEffect(() => {
    if (date === checkedDate.current) return
    checkedDate.current = date
    if (typeof date === 'string' && isIsoDate(date)) void form.trigger('date')
  }, [date, form])

  // Once the slots are searched again, the choice follows what is offered now: the slot goes when it is
  // no longer offered, and so does a professional no longer free for it.
  useEffect(() => {
    if (!settled) return
    const current = { slot, practitionerId }
    const next = reconcileChoice(current, offered)
    if (sameChoice(current, next)) return
    form.setValue('slot', next.slot as never)
    form.setValue('practitionerId', next.practitionerId)
  }, [settled, offered, slot, practitionerId, form])

  const chosen = slot ? offered.find((s) => s.start === slot.start && s.end === slot.end) : undefined
  const practitioner = chosen?.practitioners.find((p) => p.id === practitionerId)
  const ready = settled && practitioner !== undefined

  const invalid = (state: ControllerFieldState) =>
    state.invalid && (state.isTouched || form.formState.isSubmitted || state.error?.type === 'server')

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    if (!practitioner) return
    try {
      const answer = await client.POST('/appointment', {
        body: creationBody({
          patientId: user.id,
          practitioner,
          slot: values.slot,
          serviceCategory: values.serviceCategory,
        }),
      })
      if (!answer.data) {
        refused(answer.error, answer.response.status)
        return
      }
      await addCareTeam(vault, user.id, answer.data.sharedWith)
    } catch {
      setFormError(BOOKING_FAILED)
      return
    }
    toastQueue.add({
      title: 'Rendez-vous confirmé',
      description: `${practitioner.name.text}, le ${formatDate(values.date)} à ${formatTime(values.slot.start, timeZone)}`,
      variant: 'success',
    })
    void refresh()
    onBooked?.()
    onClose()
  })

  /** The API's refusal at the field it names, else above the form; every choice made stays. */
  const refused = (body: unknown, status: number) => {
    const apiError = asApiError(body)
    const unplaced: string[] = []
    for (const { field, message } of apiError?.fieldErrors ?? []) {
      const name = bookingFieldOf(field)
      if (name) form.setError(name, { type: 'server', message })
      else unplaced.push(message)
    }
    const placedAll = (apiError?.fieldErrors?.length ?? 0) > 0 && unplaced.length === 0
    // A 500 already shows the client's toast.
    if (!placedAll && status < 500) {
      setFormError(unplaced.length > 0 ? unplaced.join(' ') : (apiError?.message ?? BOOKING_FAILED))
    }
    // The slot was just taken: the list shows who is still free.
    if (status === 409) void queryClient.invalidateQueries({ queryKey: ['nearby-slots'] })
  }

  return (
    <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
      {formError && <Alert variant="error">{formError}</Alert>}
      <div className={styles.row}>
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <SegmentedControl
              label="Type de professionnel"
              options={[...PRACTITIONER_KINDS]}
              value={field.value as PractitionerKind}
              onChange={(value) => field.onChange(value)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="serviceCategory"
          render={({ field, fieldState }) => (
            <Select
              label="Type de consultation"
              isRequired
              options={CATEGORY_OPTIONS}
              selectedKey={field.value ?? null}
              onSelectionChange={(key) => {
                field.onChange(key ?? undefined)
                field.onBlur()
              }}
              onBlur={field.onBlur}
              isInvalid={invalid(fieldState)}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      </div>
      <div className={styles.row}>
        <ControlledDateField
          control={form.control}
          name="date"
          label="Date"
          isRequired
          minValue={parseDate(today)}
          // Its error comes only once a whole date is checked (see above), and then shows at once.
          showsInvalid={(state) => state.invalid}
          clearServerError={form.clearErrors}
        />
        <Controller
          control={form.control}
          name="duration"
          render={({ field }) => (
            <Select
              label="Durée"
              options={DURATION_OPTIONS}
              selectedKey={String(field.value)}
              onSelectionChange={(key) => key !== null && field.onChange(Number(key))}
            />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="slot"
        render={({ field, fieldState }) => {
          // The API's word first; then why nothing can be chosen, rather than that something must be.
          const shown = invalid(fieldState) ? fieldState.error?.message : undefined
          const message =
            fieldState.error?.type === 'server' ? shown : noSlot ? SLOT_MESSAGES.noPractitioner : shown
          return (
            <RadioGroup
              label="Heure"
              isRequired
              description={
                dateReady
                  ? `Professionnels à moins de ${SEARCH_DISTANCE_KM} km de votre adresse : ${home.text}`
                  : 'Choisissez une date à venir pour voir les créneaux disponibles.'
              }
              value={field.value ? String(field.value.start) : null}
              onChange={(value) => {
                const picked = offered.find((s) => String(s.start) === value)
                if (!picked) return
                const next = chosenSlotOf(picked)
                field.onChange(next)
                form.setValue('practitionerId', practitionerFor(next, form.getValues('practitionerId')))
                field.onBlur()
              }}
              isInvalid={message !== undefined}
              errorMessage={message}
            >
              <SlotsByHour
                slots={offered}
                timeZone={timeZone}
                isSearching={search.isFetching}
                error={searchError && !dateRefused ? searchError.message : null}
                onRetry={() => void search.refetch()}
              />
            </RadioGroup>
          )
        }}
      />
      {chosen && (
        <Controller
          control={form.control}
          name="practitionerId"
          render={({ field, fieldState }) => (
            <RadioGroup
              label="Professionnel"
              isRequired
              description={
                chosen.practitioners.length > 1
                  ? 'Plusieurs professionnels sont libres à cette heure, du plus proche au plus éloigné.'
                  : undefined
              }
              value={field.value ?? null}
              onChange={(value) => {
                field.onChange(value)
                field.onBlur()
              }}
              onBlur={field.onBlur}
              isInvalid={invalid(fieldState)}
              errorMessage={fieldState.error?.message}
            >
              {chosen.practitioners.map((p) => (
                <Radio key={p.id} value={p.id}>
                  <span className={styles.practitioner}>{practitionerLabel(p)}</span>
                </Radio>
              ))}
            </RadioGroup>
          )}
        />
      )}
      <div className={styles.footer}>
        <Button variant="secondary" onPress={onClose}>
          Annuler
        </Button>
        <Button
          type="submit"
          isDisabled={!ready}
          isPending={form.formState.isSubmitting}
          pendingLabel="Réservation en cours"
        >
          Confirmer
        </Button>
      </div>
    </form>
  )
}
