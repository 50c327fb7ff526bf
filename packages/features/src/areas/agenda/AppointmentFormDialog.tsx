// 'Nouvelle consultation' and 'Modifier une consultation': the date (today at the earliest), the patient,
// for an assistant or a midwife whether the consultation needs a doctor (then which one), the category,
// the length, a free slot of that date, and a description. The slots are searched again whenever the
// date, the length, the patient or the doctor changes, and shown in the browser's zone, by hour. On a
// change the patient and the practitioners stay, and the appointment's own slot is offered back.
//
// The description is medical free text: it is encrypted here, in the session shared with the patient's
// medical-file group, and the API only ever holds its envelope. When the patient has not shared her file
// with the user, the appointment is saved without it, as the field says beforehand. Once booked, the
// practitioners the API granted her file join its group (care-team.ts).
import { useEffect, useMemo, useRef, useState } from 'react'
import { Controller, useForm, useWatch, type ControllerFieldState } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { parseDate } from '@internationalized/date'
import { asApiError, useApi, type components } from '@relais/api-client'
import {
  appointmentFormSchema,
  dateInZone,
  DEBOUNCE_MS,
  formatDate,
  isIsoDate,
  SERVICE_CATEGORIES,
  SLOT_MESSAGES,
  type ServiceCategory,
} from '@relais/domain'
import {
  Alert,
  Button,
  Checkbox,
  ComboBox,
  Dialog,
  RadioGroup,
  Select,
  Spinner,
  TextArea,
  toastQueue,
  type ComboBoxItem,
} from '@relais/ui'
import { GroupNotFoundError } from '@relais/vault'
import { ControlledDateField, useControlledField } from '../../core/forms/ControlledFields.tsx'
import { useSignedInUser } from '../../core/session/signed-in.tsx'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import { documentSession } from '../documents/index.ts'
import { useAppointmentDescription } from './appointment-description.ts'
import { addCareTeam } from './care-team.ts'
import type { Appointment } from './appointment-events.ts'
import {
  appointmentPractitioners,
  creationBody,
  descriptionChange,
  DURATION_OPTIONS,
  durationOf,
  formDefaults,
  formFieldOf,
  mayNeedDoctor,
  slotChoices,
  slotOf,
  updateBody,
  type AppointmentFormOutput,
  type AppointmentFormValues,
  type SlotDuration,
  type StaffType,
} from './appointment-form.ts'
import { useRefreshAgenda } from './useAgendaAppointments.ts'
import { SlotsByHour } from './SlotsByHour.tsx'
import * as styles from './appointment-form.css.ts'

type AvailableSlot = components['schemas']['AvailableSlot']
type EncryptedEnvelope = components['schemas']['EncryptedEnvelope']

const CATEGORY_OPTIONS = (Object.keys(SERVICE_CATEGORIES) as ServiceCategory[]).map((id) => ({
  id,
  label: SERVICE_CATEGORIES[id].title,
}))

const DESCRIPTION_HELP = 'Chiffrée dans votre navigateur : seuls le patient et ses soignants peuvent la lire.'
const NOT_SHARED =
  'Le patient ne vous a pas encore partagé son dossier médical : la consultation sera enregistrée sans description.'
const NO_VAULT =
  'La description est chiffrée dans votre navigateur, ce qui est impossible dans cette session : la consultation sera enregistrée sans elle.'
const UNREADABLE =
  'La description enregistrée ne peut pas être déchiffrée : elle est conservée si vous laissez ce champ vide.'
const SAVE_FAILED = "La consultation n'a pas pu être enregistrée. Réessayez."
const ENCRYPTION_FAILED = "La description n'a pas pu être chiffrée. Réessayez."
const SLOTS_FAILED = "Les créneaux n'ont pas pu être chargés."

export interface AppointmentFormDialogProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The appointment to change ('Modifier une consultation'); a new one when left out. */
  appointment?: Appointment | null
  /** The browser's zone: dates and slots are the user's local ones. */
  timeZone: string
  /** The date a new appointment starts on (the day the agenda shows); today when earlier. */
  initialDate?: string
  /**
   * A structure booking in a member's agenda (through the member's calendar grant): the member is the
   * practitioner of the appointment, and the patient is one of the structure's. Absent: the signed-in
   * practitioner books in their own agenda, for their own patients.
   */
  onBehalf?: OnBehalf
}

export interface OnBehalf {
  practitioner: { id: string; type: StaffType }
  organizationId: string
}

export function AppointmentFormDialog({
  isOpen,
  onOpenChange,
  appointment = null,
  timeZone,
  initialDate,
  onBehalf,
}: AppointmentFormDialogProps) {
  return (
    <Dialog
      title={appointment ? 'Modifier une consultation' : 'Nouvelle consultation'}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      // It holds a form: a click beside it must not lose what was typed.
      isDismissable={false}
    >
      {(close) => (
        <AppointmentFormLoader
          appointment={appointment}
          timeZone={timeZone}
          initialDate={initialDate}
          onBehalf={onBehalf}
          onClose={close}
        />
      )}
    </Dialog>
  )
}

interface FormProps {
  appointment: Appointment | null
  timeZone: string
  initialDate?: string
  onBehalf?: OnBehalf
  onClose: () => void
}

/** A change opens once its description is decrypted, so that the form starts with its text. */
function AppointmentFormLoader(props: FormProps) {
  const opened = useAppointmentDescription(props.appointment)
  if (opened.isPending) {
    return (
      <div className={styles.loading}>
        <Spinner label="Déchiffrement de la description" />
      </div>
    )
  }
  return <AppointmentForm {...props} openedDescription={opened.data ?? null} />
}

class SlotSearchError extends Error {
  constructor(
    message: string,
    readonly field: string | null,
  ) {
    super(message)
  }
}

function AppointmentForm({
  appointment,
  timeZone,
  initialDate,
  onBehalf,
  onClose,
  openedDescription,
}: FormProps & { openedDescription: string | null }) {
  const user = useSignedInUser()
  const { client } = useApi()
  const vault = useOptionalVault()
  const queryClient = useQueryClient()
  // Whose agenda it is: the signed-in practitioner's own, or the member's a structure books in.
  const booker = onBehalf?.practitioner ?? { id: user.id, type: user.userType as StaffType }
  const patientList = onBehalf
    ? { type: 'organization' as const, id: onBehalf.organizationId }
    : { type: booker.type, id: booker.id }
  const refresh = useRefreshAgenda({ kind: 'practitioner', id: booker.id })
  const userType = booker.type
  const editing = appointment !== null
  const asksDoctor = mayNeedDoctor(userType)
  const [today] = useState(() => dateInZone(Date.now(), timeZone))
  const schema = useMemo(() => appointmentFormSchema({ today, userType }), [today, userType])
  const [defaults] = useState(() =>
    formDefaults({ userType, today, timeZone, initialDate, appointment, description: openedDescription }),
  )
  const form = useForm<AppointmentFormValues, unknown, AppointmentFormOutput>({
    mode: 'onTouched',
    resolver: valibotResolver(schema),
    defaultValues: defaults,
  })
  // The length only chooses which slots are offered: the slot chosen carries its own end.
  const [duration, setDuration] = useState<SlotDuration>(() => durationOf(appointment))
  const [formError, setFormError] = useState<string | null>(null)
  const [date, patientId, needsDoctor, doctorId, slot, description] = useWatch({
    control: form.control,
    name: ['date', 'patientId', 'needsDoctor', 'doctorId', 'slot', 'description'],
  })

  const practitioners = appointmentPractitioners({
    user: { id: booker.id, userType, application: user.application },
    needsDoctor: needsDoctor !== false,
    doctorId,
    appointment,
  })
  const dateReady = typeof date === 'string' && isIsoDate(date) && date >= today
  const searchable = dateReady && Boolean(patientId) && practitioners !== null
  const slots = useQuery<AvailableSlot[], SlotSearchError>({
    // The patient is part of the key: choosing another one searches again.
    queryKey: ['available-slots', date, duration, patientId, practitioners],
    enabled: searchable,
    retry: false,
    queryFn: async ({ signal }) => {
      const answer = await client.GET('/available-slots', {
        params: { query: { date: date!, duration, ...practitioners } },
        signal,
      })
      if (answer.data) return answer.data.slots
      const apiError = asApiError(answer.error)
      const located = apiError?.fieldErrors?.[0]
      throw new SlotSearchError(located?.message ?? apiError?.message ?? SLOTS_FAILED, located?.field ?? null)
    },
  })
  const sameDateAndLength =
    appointment !== null &&
    date === dateInZone(Date.parse(appointment.start), timeZone) &&
    duration === durationOf(appointment)
  const choices =
    searchable && slots.data
      ? slotChoices(slots.data, practitioners ?? {}, appointment && slotOf(appointment), sameDateAndLength)
      : []
  const offered = choices.map((c) => `${c.start}-${c.end}`).join(' ')
  const noSlot = searchable && slots.isSuccess && choices.length === 0

  // A date the API says is past shows at the date field, as the form's own check does.
  const searchError = slots.error
  useEffect(() => {
    if (searchError && formFieldOf(searchError.field ?? '') === 'date') {
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

  // The slot chosen goes once the list no longer offers it (another date, length or doctor, or taken).
  const chosen = slot ? `${slot.start}-${slot.end}` : null
  const settled = slots.isSuccess && !slots.isFetching
  useEffect(() => {
    if (chosen && settled && !offered.split(' ').includes(chosen)) {
      form.setValue('slot', undefined as never)
    }
  }, [chosen, offered, settled, form])

  // Whether the description can be encrypted for the patient's group, asked once something is typed,
  // so that the field says so before the appointment is saved without it.
  const wantsDescription = Boolean(description?.trim()) && Boolean(patientId) && vault !== null
  const sharing = useQuery({
    queryKey: ['medical-file-session', vault?.userId ?? null, patientId ?? null],
    enabled: wantsDescription,
    retry: false,
    staleTime: Infinity,
    queryFn: async () => {
      try {
        await documentSession(vault!, patientId!)
        return true
      } catch (error) {
        if (error instanceof GroupNotFoundError) return false
        throw error
      }
    },
  })
  const notShared = wantsDescription && sharing.data === false
  const descriptionHelp = !vault
    ? NO_VAULT
    : notShared
      ? NOT_SHARED
      : editing && openedDescription === null
        ? UNREADABLE
        : DESCRIPTION_HELP

  const invalid = (state: ControllerFieldState) =>
    state.invalid && (state.isTouched || form.formState.isSubmitted || state.error?.type === 'server')

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    if (!practitioners) return
    const change = descriptionChange(values.description, editing ? openedDescription : '')
    let envelope: EncryptedEnvelope | null | undefined = change.kind === 'remove' ? null : undefined
    let withoutDescription = false
    if (change.kind === 'set') {
      if (!vault) withoutDescription = true
      else {
        try {
          const session = await documentSession(vault, values.patientId)
          envelope = await session.encryptString(change.text)
        } catch (error) {
          if (!(error instanceof GroupNotFoundError)) {
            setFormError(ENCRYPTION_FAILED)
            return
          }
          withoutDescription = true
        }
      }
    }
    const answer = appointment
      ? await client.PATCH('/appointment/{appointmentId}', {
          params: { path: { appointmentId: appointment.id } },
          body: updateBody(values, envelope),
        })
      : await client.POST('/appointment', {
          body: creationBody(values, practitioners, envelope ?? undefined),
        })
    if (!answer.data) {
      refused(answer.error, answer.response.status)
      return
    }
    await addCareTeam(vault, values.patientId, answer.data.sharedWith)
    toastQueue.add({
      title: editing ? 'Consultation modifiée' : 'Consultation ajoutée',
      variant: 'success',
    })
    if (withoutDescription) {
      toastQueue.add({
        title: 'Consultation enregistrée sans description',
        description: vault ? NOT_SHARED : NO_VAULT,
        variant: 'warning',
      })
    }
    void refresh()
    onClose()
  })

  /** The API's refusal at the field it names, else above the form; nothing typed is lost. */
  const refused = (body: unknown, status: number) => {
    const apiError = asApiError(body)
    let placed = false
    for (const { field, message } of apiError?.fieldErrors ?? []) {
      const name = formFieldOf(field)
      // A field the form does not show (the signed-in doctor's own id) is said above it.
      if (!name || (name === 'doctorId' && !(asksDoctor && needsDoctor !== false))) continue
      form.setError(name, { type: 'server', message })
      placed = true
    }
    // A 500 already shows the client's toast.
    if (!placed && status < 500) setFormError(apiError?.message ?? SAVE_FAILED)
    // The slot was just taken: the list shows what is still free.
    if (status === 409) void queryClient.invalidateQueries({ queryKey: ['available-slots'] })
  }

  const descriptionField = useControlledField({ control: form.control, name: 'description' })

  return (
    <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
      {formError && <Alert variant="error">{formError}</Alert>}
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
        name="patientId"
        render={({ field, fieldState }) => (
          <PatientField
            appointment={appointment}
            list={patientList}
            onBlur={field.onBlur}
            onChange={(id) => {
              field.onChange(id)
              field.onBlur()
            }}
            isInvalid={invalid(fieldState)}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      {asksDoctor && (
        <Controller
          control={form.control}
          name="needsDoctor"
          render={({ field }) => (
            <Checkbox
              isSelected={field.value !== false}
              isDisabled={editing}
              onChange={(checked) => {
                field.onChange(checked)
                if (!checked) form.setValue('doctorId', undefined)
              }}
            >
              La consultation nécessite un médecin
            </Checkbox>
          )}
        />
      )}
      {asksDoctor && needsDoctor !== false && (
        <Controller
          control={form.control}
          name="doctorId"
          render={({ field, fieldState }) => (
            <DoctorField
              appointment={appointment}
              onBlur={field.onBlur}
              onChange={(id) => {
                field.onChange(id)
                field.onBlur()
              }}
              isInvalid={invalid(fieldState)}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      )}
      <div className={styles.row}>
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
        <Select
          label="Durée"
          options={DURATION_OPTIONS}
          selectedKey={String(duration)}
          onSelectionChange={(key) => key !== null && setDuration(Number(key) as SlotDuration)}
        />
      </div>
      <Controller
        control={form.control}
        name="slot"
        render={({ field, fieldState }) => {
          // The API's word first; then why nothing can be chosen, rather than that something must be.
          const shown = invalid(fieldState) ? fieldState.error?.message : undefined
          const message = fieldState.error?.type === 'server' ? shown : noSlot ? SLOT_MESSAGES.none : shown
          return (
            <RadioGroup
              label="Créneau"
              isRequired
              description={slotHint({ dateReady, patientId, practitioners, asksDoctor })}
              value={field.value ? String(field.value.start) : null}
              onChange={(value) => {
                field.onChange(choices.find((c) => String(c.start) === value))
                field.onBlur()
              }}
              isInvalid={message !== undefined}
              errorMessage={message}
            >
              <SlotsByHour
                slots={choices}
                timeZone={timeZone}
                isSearching={slots.isFetching}
                error={
                  searchError && formFieldOf(searchError.field ?? '') !== 'date' ? searchError.message : null
                }
                onRetry={() => void slots.refetch()}
              />
            </RadioGroup>
          )
        }}
      />
      <TextArea
        label="Description"
        description={descriptionHelp}
        name={descriptionField.bound.name}
        value={typeof descriptionField.field.value === 'string' ? descriptionField.field.value : ''}
        onChange={descriptionField.field.onChange}
        onBlur={descriptionField.bound.onBlur}
        isDisabled={!vault}
        isInvalid={descriptionField.bound.isInvalid}
        errorMessage={descriptionField.bound.errorMessage}
      />
      <div className={styles.formFooter}>
        <Button variant="secondary" onPress={onClose}>
          Annuler
        </Button>
        <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Enregistrement">
          Enregistrer
        </Button>
      </div>
    </form>
  )
}

/** What the slot list waits for, said under its label. */
function slotHint(input: {
  dateReady: boolean
  patientId: string | undefined
  practitioners: unknown
  asksDoctor: boolean
}): string | undefined {
  if (!input.patientId) return 'Choisissez le patient pour voir les créneaux disponibles.'
  if (input.practitioners === null && input.asksDoctor) {
    return 'Choisissez le médecin pour voir les créneaux disponibles.'
  }
  if (!input.dateReady) return 'Choisissez une date à venir pour voir les créneaux disponibles.'
  return undefined
}

interface PickerProps {
  appointment: Appointment | null
  onChange: (id: string | undefined) => void
  onBlur: () => void
  isInvalid: boolean
  errorMessage?: string
}

const bornOn = (gender: string | null, birthDate: string) =>
  `${gender === 'MALE' ? 'Né' : gender === 'FEMALE' ? 'Née' : 'Né(e)'} le ${formatDate(birthDate)}`

/**
 * The patients of a list (the practitioner's own, or the structure's), searched by name; the
 * appointment's patient, fixed, on a change.
 */
function PatientField({
  appointment,
  list,
  ...props
}: PickerProps & { list: { type: StaffType | 'organization'; id: string } }) {
  const { client } = useApi()
  if (appointment) {
    const { id, name } = appointment.patient
    return (
      <ComboBox label="Patient" isRequired isDisabled options={[{ id, label: name.text }]} selectedKey={id} />
    )
  }
  const search = async (query: string, signal: AbortSignal): Promise<ComboBoxItem[]> => {
    const text = query.trim()
    const { data } = await client.GET('/{practitionerType}/{practitionerId}/patients', {
      params: {
        path: { practitionerType: list.type, practitionerId: list.id },
        query: { ...(text ? { search: text } : {}), limit: 20 },
      },
      signal,
    })
    return (data?.patients ?? []).map((p) => ({
      id: p.id,
      label: p.name.text,
      description: p.birthDate ? bornOn(p.gender, p.birthDate) : undefined,
    }))
  }
  return (
    <ComboBox
      label="Patient"
      isRequired
      search={search}
      debounceMs={DEBOUNCE_MS.search}
      // The list opens on the user's first patients; typing narrows it.
      minQueryLength={0}
      placeholder="Nom du patient"
      emptyMessage="Aucun patient trouvé"
      onBlur={props.onBlur}
      onSelect={(item) => props.onChange(item?.id)}
      isInvalid={props.isInvalid}
      errorMessage={props.errorMessage}
    />
  )
}

/** Doctors among the professionals matching a name (2 letters at least); the appointment's, fixed, on a change. */
function DoctorField({ appointment, ...props }: PickerProps) {
  const { client } = useApi()
  if (appointment) {
    const doctor = appointment.practitioners.find((p) => p.type === 'doctor')
    return (
      <ComboBox
        label="Médecin"
        isRequired
        isDisabled
        options={doctor ? [{ id: doctor.id, label: doctor.name.text }] : []}
        selectedKey={doctor?.id ?? null}
      />
    )
  }
  const search = async (query: string, signal: AbortSignal): Promise<ComboBoxItem[]> => {
    const { data } = await client.GET('/user/contacts', { params: { query: { query } }, signal })
    return (data ?? [])
      .filter((contact) => contact.userType === 'doctor')
      .map((contact) => ({ id: contact.id, label: contact.name }))
  }
  return (
    <ComboBox
      label="Médecin"
      isRequired
      search={search}
      debounceMs={DEBOUNCE_MS.doctorSearch}
      minQueryLength={2}
      placeholder="Nom du médecin"
      description="Saisissez au moins 2 lettres du nom"
      emptyMessage="Aucun médecin trouvé"
      onBlur={props.onBlur}
      onSelect={(item) => props.onChange(item?.id)}
      isInvalid={props.isInvalid}
      errorMessage={props.errorMessage}
    />
  )
}
