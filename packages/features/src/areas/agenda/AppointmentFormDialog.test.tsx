// The appointment form from the agenda, against answers given in-process and real vaults: a booking sends
// the patient, the practitioners, the slot chosen (in the browser's hours), the category and the
// description as an envelope the patient opens; a past date and a date without a free slot are said at
// their fields; a midwife's consultation needing a doctor searches both; a patient who has not shared her
// file gets her appointment without description, as the field says; a change opens filled in, with its
// patient and doctor fixed and its own slot offered back; the API's 409 keeps what was typed; and the
// whole booking is done with the keyboard only.
import { beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent, type Locator } from 'vitest/browser'
import { accountUser, appointmentSample, messagingHandlers, messagingStore } from '@relais/api-client/msw'
import { addDays, dateInZone, medicalFileGroupName } from '@relais/domain'
import { toastQueue } from '@relais/ui'
import { parseStringEnvelope } from '@relais/vault'
import {
  appointmentWorld,
  bookedWithDescription,
  DOCTOR,
  localTime,
  MIDWIFE,
  MIDWIFE_ID,
  OTHER_DOCTOR,
  OTHER_DOCTOR_ID,
  type AppointmentWorld,
} from './testing/appointment-world.ts'
import { AgendaHarness, DOCTOR_ID } from './testing/AgendaHarness.tsx'

const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone
const TODAY = dateInZone(Date.now(), ZONE)
const TOMORROW = addDays(TODAY, 1)
const LATER = addDays(TODAY, 2)
const MINUTE = 60_000
const NOT_SHARED =
  'Le patient ne vous a pas encore partagé son dossier médical : la consultation sera enregistrée sans description.'

const after = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE).toISOString()

/** `dd/mm/yyyy` typed into the date field's segments, from its day. */
async function typeDate(dialog: Locator, date: string) {
  const [year, month, day] = date.split('-')
  await dialog.getByRole('spinbutton', { name: /jour/i }).click()
  await userEvent.keyboard(`${day}${month}${year}`)
}

function show(world: AppointmentWorld, options: { user?: 'doctor' | 'midwife'; date?: string } = {}) {
  const user =
    options.user === 'midwife'
      ? accountUser('midwife', 'perinatal', { id: MIDWIFE_ID })
      : accountUser('doctor', 'perinatal', { id: DOCTOR_ID })
  // A midwife finds doctors among her contacts (and midwives, whom the form leaves out).
  const contacts = messagingHandlers(
    messagingStore(
      { id: user.id, userType: user.userType, name: user.profile.name.text, activated: true },
      {
        contacts: [
          { id: OTHER_DOCTOR_ID, userType: 'doctor', name: OTHER_DOCTOR.name.text, activated: true },
          { id: crypto.randomUUID(), userType: 'midwife', name: 'Hélène Rocher', activated: true },
        ],
      },
    ),
  )
  return render(
    <AgendaHarness
      withUiProvider
      handlers={[...world.store.handlers, ...contacts]}
      user={user}
      vault={world.vault}
      path={`/app/agenda?view=day&date=${options.date ?? TOMORROW}`}
    />,
  )
}

const dialog = (name = 'Nouvelle consultation') => page.getByRole('dialog', { name })

async function openNew() {
  await page.getByRole('button', { name: 'Nouvelle consultation' }).click()
  await expect.element(dialog()).toBeVisible()
  return dialog()
}

async function choosePatient(form: Locator, text: string, name: string) {
  await form.getByRole('combobox', { name: 'Patient' }).fill(text)
  await page.getByRole('option', { name: new RegExp(name) }).click()
}

/** A slot, by its time: its radio is visually hidden inside its label, which takes the click. */
async function pickSlot(form: Locator, time: string) {
  await form.getByRole('radio', { name: time }).click({ force: true })
}

/** Presses Tab until `target` has the focus (and fails if it never gets it). */
async function tabTo(target: Locator) {
  await expect.element(target).toBeInTheDocument()
  const element = target.element()
  for (let i = 0; i < 40 && document.activeElement !== element; i++) await userEvent.tab()
  expect(document.activeElement).toBe(element)
}

beforeEach(async () => {
  toastQueue.clear()
  await page.viewport(1440, 900)
})

describe('the appointment form', () => {
  it('books the slot chosen with the patient, the doctor, the category, and the description encrypted for the patient', async () => {
    const world = await appointmentWorld()
    world.store.slots[TOMORROW] = [
      localTime(TOMORROW, '10:30'),
      localTime(TOMORROW, '09:00'),
      localTime(TOMORROW, '09:30'),
    ]
    await show(world)
    const form = await openNew()
    await expect.element(form.getByRole('radio')).not.toBeInTheDocument()
    await expect
      .element(form.getByText('Choisissez le patient pour voir les créneaux disponibles.'))
      .toBeVisible()

    await choosePatient(form, 'cam', 'Camille Lefèvre')
    // By hour, in the browser's hours, in order.
    await expect.element(form.getByRole('radio', { name: '09:00' })).toBeVisible()
    expect(
      form
        .getByRole('radio')
        .elements()
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['09:00', '09:30', '10:30'])
    await expect.element(form.getByText('10:00', { exact: true })).toBeVisible()

    await form.getByRole('button', { name: /Durée/ }).click()
    await page.getByRole('option', { name: '30 minutes' }).click()
    await expect.element(form.getByRole('radio', { name: '09:30' })).toBeVisible()
    await pickSlot(form, '09:30')
    await form.getByRole('button', { name: /Type de consultation/ }).click()
    await page.getByRole('option', { name: 'Urgent' }).click()
    await form
      .getByRole('textbox', { name: 'Description' })
      .fill('Nausées depuis 3 jours, tension à contrôler')
    await form.getByRole('button', { name: 'Enregistrer' }).click()

    await expect.element(page.getByText('Consultation ajoutée')).toBeVisible()
    await expect.element(dialog()).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: /Urgent.*Camille Lefèvre/ })).toBeVisible()

    expect(world.store.slotSearches.at(-1)).toEqual({
      date: TOMORROW,
      duration: 30,
      doctorId: DOCTOR_ID,
      assistantId: null,
      midwifeId: null,
    })
    expect(world.store.created).toHaveLength(1)
    const { description, ...body } = world.store.created[0]!
    expect(body).toEqual({
      patientId: world.patient.id,
      doctorId: DOCTOR_ID,
      start: localTime(TOMORROW, '09:30'),
      end: after(localTime(TOMORROW, '09:30'), 30),
      serviceCategory: 'UrgentFollowUp',
    })
    // An envelope, never the text, which the patient opens with her own keys.
    expect(JSON.stringify(world.store.created)).not.toContain('Nausées')
    const envelope = parseStringEnvelope(description)
    const session = await world.patientVault.retrieveSession(envelope.encryptionSessionId)
    expect(await session.decryptString(envelope)).toBe('Nausées depuis 3 jours, tension à contrôler')
  })

  it('says a past date at the date field, and a date without a free slot at the slot field', async () => {
    const world = await appointmentWorld()
    world.store.slots[TOMORROW] = [localTime(TOMORROW, '09:00')]
    await show(world)
    const form = await openNew()
    await choosePatient(form, 'cam', 'Camille Lefèvre')
    await expect.element(form.getByRole('radio', { name: '09:00' })).toBeVisible()

    const yesterday = addDays(TODAY, -1)
    await typeDate(form, yesterday)
    await expect.element(form.getByText('Cette date est déjà passée')).toBeVisible()
    await expect.element(form.getByRole('radio')).not.toBeInTheDocument()
    expect(world.store.slotSearches.map((search) => search.date)).not.toContain(yesterday)

    await typeDate(form, LATER)
    await expect.element(form.getByText('Cette date est déjà passée')).not.toBeInTheDocument()
    await expect.element(form.getByText('Aucun créneaux disponible pour cette date')).toBeVisible()
    expect(world.store.slotSearches.at(-1)?.date).toBe(LATER)
    await form.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(dialog()).toBeVisible()
    expect(world.store.created).toHaveLength(0)
  })

  it("searches a midwife's slots with the doctor she picks, offers those free for both, and books them both", async () => {
    const world = await appointmentWorld(MIDWIFE_ID)
    world.store.slots[TOMORROW] = [
      localTime(TOMORROW, '14:00'),
      // Free for the midwife only: booking both would be refused.
      { start: localTime(TOMORROW, '14:15'), practitionerIds: [MIDWIFE_ID] },
    ]
    await show(world, { user: 'midwife' })
    const form = await openNew()
    await expect
      .element(form.getByRole('checkbox', { name: 'La consultation nécessite un médecin' }))
      .toBeChecked()
    await expect
      .element(form.getByRole('button', { name: /Type de consultation/ }))
      .toHaveTextContent('Suivi périnatal')
    await choosePatient(form, 'cam', 'Camille Lefèvre')
    await expect
      .element(form.getByText('Choisissez le médecin pour voir les créneaux disponibles.'))
      .toBeVisible()
    expect(world.store.slotSearches).toHaveLength(0)

    // Professionals match the name; only doctors are offered.
    await form.getByRole('combobox', { name: 'Médecin' }).fill('Hél')
    await expect.element(page.getByRole('option', { name: 'Hélène Roussel' })).toBeVisible()
    await expect.element(page.getByRole('option', { name: 'Hélène Rocher' })).not.toBeInTheDocument()
    await page.getByRole('option', { name: 'Hélène Roussel' }).click()

    await expect.element(form.getByRole('radio', { name: '14:00' })).toBeVisible()
    await expect.element(form.getByRole('radio', { name: '14:15' })).not.toBeInTheDocument()
    expect(world.store.slotSearches.at(-1)).toEqual({
      date: TOMORROW,
      duration: 15,
      doctorId: OTHER_DOCTOR_ID,
      assistantId: null,
      midwifeId: MIDWIFE_ID,
    })
    const fileGroup = () => world.patientVault.findGroupByName(medicalFileGroupName(world.patient.id))
    expect((await fileGroup())?.members).not.toContain(OTHER_DOCTOR_ID)
    await pickSlot(form, '14:00')
    await form.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(page.getByText('Consultation ajoutée')).toBeVisible()
    expect(world.store.created).toEqual([
      {
        patientId: world.patient.id,
        doctorId: OTHER_DOCTOR_ID,
        midwifeId: MIDWIFE_ID,
        start: localTime(TOMORROW, '14:00'),
        end: after(localTime(TOMORROW, '14:00'), 15),
        serviceCategory: 'MaternalPerinatalCare',
      },
    ])
    // The API shared the patient's file with the doctor: the midwife, a member of its group, adds him.
    expect((await fileGroup())?.members).toContain(OTHER_DOCTOR_ID)
  })

  it('books for a patient who has not shared her file without the description, as its field says beforehand', async () => {
    const world = await appointmentWorld()
    world.store.slots[TOMORROW] = [localTime(TOMORROW, '11:00')]
    await show(world)
    const form = await openNew()
    await choosePatient(form, 'ami', 'Amina Diallo')
    const description = form.getByRole('textbox', { name: 'Description' })
    await description.fill('Suivi post-partum')
    await expect.element(description).toHaveAccessibleDescription(NOT_SHARED)
    await expect.element(description).toHaveValue('Suivi post-partum')
    await pickSlot(form, '11:00')
    await form.getByRole('button', { name: 'Enregistrer' }).click()

    await expect.element(page.getByText('Consultation ajoutée')).toBeVisible()
    await expect.element(page.getByText('Consultation enregistrée sans description')).toBeVisible()
    expect(world.store.created).toEqual([
      {
        patientId: world.stranger.id,
        doctorId: DOCTOR_ID,
        start: localTime(TOMORROW, '11:00'),
        end: after(localTime(TOMORROW, '11:00'), 15),
        serviceCategory: 'Consultation',
      },
    ])
  })

  it('opens a booked appointment filled in, its patient and doctor fixed and its own slot offered back', async () => {
    const world = await appointmentWorld(MIDWIFE_ID)
    const start = localTime(TOMORROW, '10:00')
    const booked = await bookedWithDescription(world, {
      start,
      minutes: 30,
      practitioners: [DOCTOR, MIDWIFE],
      serviceCategory: 'MaternalPerinatalCare',
      description: 'Monitoring, 34 SA',
    })
    world.store.appointments.push(booked)
    // The API leaves out 10:00, which the appointment holds.
    world.store.slots[TOMORROW] = [start, localTime(TOMORROW, '11:00')]
    await show(world, { user: 'midwife' })
    await page.getByRole('button', { name: /Suivi périnatal.*Camille Lefèvre/ }).click()
    await page
      .getByRole('dialog', { name: 'Suivi périnatal' })
      .getByRole('button', { name: 'Modifier' })
      .click()

    const form = dialog('Modifier une consultation')
    await expect.element(form.getByRole('radio', { name: '10:00' })).toBeChecked()
    await expect.element(form.getByRole('radio', { name: '11:00' })).not.toBeChecked()
    const patient = form.getByRole('combobox', { name: 'Patient' })
    await expect.element(patient).toBeDisabled()
    await expect.element(patient).toHaveValue('Camille Lefèvre')
    const doctor = form.getByRole('combobox', { name: 'Médecin' })
    await expect.element(doctor).toBeDisabled()
    await expect.element(doctor).toHaveValue('Julien Moreau')
    await expect
      .element(form.getByRole('checkbox', { name: 'La consultation nécessite un médecin' }))
      .toBeDisabled()
    await expect
      .element(form.getByRole('button', { name: /Type de consultation/ }))
      .toHaveTextContent('Suivi périnatal')
    await expect.element(form.getByRole('button', { name: /Durée/ })).toHaveTextContent('30 minutes')
    const description = form.getByRole('textbox', { name: 'Description' })
    await expect.element(description).toHaveValue('Monitoring, 34 SA')
    expect(world.store.slotSearches.at(-1)).toEqual({
      date: TOMORROW,
      duration: 30,
      doctorId: DOCTOR_ID,
      assistantId: null,
      midwifeId: MIDWIFE_ID,
    })

    await pickSlot(form, '11:00')
    await description.fill('Monitoring, 35 SA')
    await form.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(page.getByText('Consultation modifiée')).toBeVisible()
    await expect.element(form).not.toBeInTheDocument()
    expect(world.store.updated).toHaveLength(1)
    const { id, body } = world.store.updated[0]!
    expect(id).toBe(booked.id)
    expect(body).toMatchObject({
      start: localTime(TOMORROW, '11:00'),
      end: after(localTime(TOMORROW, '11:00'), 30),
      serviceCategory: 'MaternalPerinatalCare',
    })
    const envelope = parseStringEnvelope(body.description)
    const session = await world.patientVault.retrieveSession(envelope.encryptionSessionId)
    expect(await session.decryptString(envelope)).toBe('Monitoring, 35 SA')
  })

  it("says the API's 409 above the form, keeps what was typed, and searches the slots again", async () => {
    const world = await appointmentWorld()
    world.store.slots[TOMORROW] = [localTime(TOMORROW, '09:00'), localTime(TOMORROW, '09:15')]
    await show(world)
    const form = await openNew()
    await choosePatient(form, 'cam', 'Camille Lefèvre')
    await pickSlot(form, '09:15')
    await form.getByRole('button', { name: /Type de consultation/ }).click()
    await page.getByRole('option', { name: 'Urgent' }).click()
    await form.getByRole('textbox', { name: 'Description' }).fill('Douleurs abdominales')
    // Someone books 09:15 with the doctor meanwhile.
    world.store.appointments.push(appointmentSample(localTime(TOMORROW, '09:15'), 15))
    await form.getByRole('button', { name: 'Enregistrer' }).click()

    await expect.element(form.getByRole('alert')).toHaveTextContent("Ce créneau vient d'être réservé")
    await expect.element(form.getByRole('combobox', { name: 'Patient' })).toHaveValue('Camille Lefèvre')
    await expect
      .element(form.getByRole('button', { name: /Type de consultation/ }))
      .toHaveTextContent('Urgent')
    await expect
      .element(form.getByRole('textbox', { name: 'Description' }))
      .toHaveValue('Douleurs abdominales')
    await expect.element(form.getByRole('radio', { name: '09:15' })).not.toBeInTheDocument()
    await expect.element(form.getByRole('radio', { name: '09:00' })).not.toBeChecked()
    expect(world.store.created).toHaveLength(1)
  })

  it('books with the keyboard only', async () => {
    const world = await appointmentWorld()
    world.store.slots[TOMORROW] = [localTime(TOMORROW, '09:00'), localTime(TOMORROW, '09:15')]
    await show(world)
    await tabTo(page.getByRole('button', { name: 'Nouvelle consultation' }))
    await userEvent.keyboard('{Enter}')
    const form = dialog()
    await expect.element(form).toBeVisible()

    const patient = form.getByRole('combobox', { name: 'Patient' })
    await tabTo(patient)
    await userEvent.keyboard('Cam')
    await expect.element(page.getByRole('option', { name: /Camille Lefèvre/ })).toBeVisible()
    // The search answers after its debounce: until then the list may still hold the other patients,
    // and ArrowDown would land on one of them.
    await expect.element(page.getByRole('option', { name: /Amina Diallo/ })).not.toBeInTheDocument()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect.element(patient).toHaveValue('Camille Lefèvre')

    await tabTo(form.getByRole('radio', { name: '09:00' }))
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(form.getByRole('radio', { name: '09:15' })).toBeChecked()
    await tabTo(form.getByRole('textbox', { name: 'Description' }))
    await userEvent.keyboard('Bilan')
    await tabTo(form.getByRole('button', { name: 'Enregistrer' }))
    await userEvent.keyboard('{Enter}')

    await expect.element(page.getByText('Consultation ajoutée')).toBeVisible()
    expect(world.store.created).toHaveLength(1)
    expect(world.store.created[0]).toMatchObject({
      patientId: world.patient.id,
      start: localTime(TOMORROW, '09:15'),
      serviceCategory: 'Consultation',
    })
  })
})
