// 'Prendre rendez-vous' of a mobility patient, against answers given in-process: the search carries her
// address's coordinates, the kind of professional, the date and the length; the day's slots show by hour
// in the browser's hours; a slot with two nurses asks which one, a slot with one has her chosen; the
// booking sends the patient herself, the professional in the field of their kind, the slot and the
// category; a day without a slot, a past date and a professional booked meanwhile are said, keeping
// every choice; an address without coordinates searches nothing; and the whole booking is done with the
// keyboard only, on a phone's width too.
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent, type Locator } from 'vitest/browser'
import type { User } from '@relais/api-client'
import type { NearbySlotsStore } from '@relais/api-client/msw'
import { addDays, dateInZone } from '@relais/domain'
import { Button, toastQueue } from '@relais/ui'
import { localTime } from '../testing/appointment-world.ts'
import { AgendaHarness } from '../testing/AgendaHarness.tsx'
import { BookVisitDialog } from './BookVisitDialog.tsx'
import {
  AWA,
  bookingStore,
  COCODY,
  DOCTOR_YAO,
  FATOU,
  mobilityPatient,
  PATIENT_ID,
} from './testing/booking-world.ts'

const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone
const TODAY = dateInZone(Date.now(), ZONE)
const TOMORROW = addDays(TODAY, 1)
const MINUTE = 60_000
const NONE = 'Aucun professionnel disponible pour cette plage horaire'

const after = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE).toISOString()

/** The agenda's 'Prendre rendez-vous' button and its dialog, as the agenda page holds them. */
function Launcher({ onBooked }: { onBooked?: () => void }) {
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <Button onPress={() => setOpen(true)}>Prendre rendez-vous</Button>
      <BookVisitDialog isOpen={isOpen} onOpenChange={setOpen} onBooked={onBooked} />
    </>
  )
}

async function show(store: NearbySlotsStore, options: { user?: User; onBooked?: () => void } = {}) {
  await render(
    <AgendaHarness
      withUiProvider
      handlers={store.handlers}
      user={options.user ?? mobilityPatient()}
      screen={<Launcher onBooked={options.onBooked} />}
    />,
  )
}

const dialog = () => page.getByRole('dialog', { name: 'Prendre rendez-vous' })

async function open() {
  await page.getByRole('button', { name: 'Prendre rendez-vous' }).click()
  await expect.element(dialog()).toBeVisible()
  return dialog()
}

/** `dd/mm/yyyy` typed into the date field's segments, from its day. */
async function typeDate(form: Locator, date: string) {
  const [year, month, day] = date.split('-')
  await form.getByRole('spinbutton', { name: /jour/i }).click()
  await userEvent.keyboard(`${day}${month}${year}`)
}

/** A radio, by its name: it is visually hidden inside its label, which takes the click. */
async function pick(form: Locator, name: string | RegExp) {
  await form.getByRole('radio', { name }).click({ force: true })
}

async function choose(form: Locator, field: RegExp, option: string) {
  await form.getByRole('button', { name: field }).click()
  await page.getByRole('option', { name: option }).click()
}

/** Presses Tab until `target` has the focus (and fails if it never gets it). */
async function tabTo(target: Locator) {
  await expect.element(target).toBeInTheDocument()
  const element = target.element()
  for (let i = 0; i < 40 && document.activeElement !== element; i++) await userEvent.tab()
  expect(document.activeElement).toBe(element)
}

const slotTimes = (form: Locator) =>
  form
    .getByRole('radiogroup', { name: 'Heure' })
    .getByRole('radio')
    .elements()
    .map((radio) => radio.closest('label')?.textContent)

const confirm = (form: Locator) => form.getByRole('button', { name: 'Confirmer' })

beforeEach(async () => {
  toastQueue.clear()
  await page.viewport(1440, 900)
})

describe('booking a home visit', () => {
  it('searches around her address for the kind, date and length chosen, and shows the slots by hour', async () => {
    const store = bookingStore()
    store.slots[TOMORROW] = [
      { start: localTime(TOMORROW, '10:15'), practitioners: [FATOU] },
      { start: localTime(TOMORROW, '09:00'), practitioners: [AWA] },
      { start: localTime(TOMORROW, '09:30'), practitioners: [FATOU, AWA] },
      { start: localTime(TOMORROW, '11:00'), practitioners: [DOCTOR_YAO] },
    ]
    const onBooked = vi.fn()
    await show(store, { onBooked })
    const form = await open()
    // A nurse, today, 15 minutes.
    await expect.element(form.getByRole('radio', { name: 'Infirmier' })).toBeChecked()
    await expect.element(form.getByText(NONE)).toBeVisible()
    expect(store.searches).toEqual([
      { type: 'assistant', ...COCODY, distance: 50, date: TODAY, duration: 15 },
    ])

    await typeDate(form, TOMORROW)
    await expect.element(form.getByRole('radio', { name: '09:00' })).toBeVisible()
    expect(slotTimes(form)).toEqual(['09:00', '09:30', '10:15'])
    await expect.element(form.getByText('10:00', { exact: true })).toBeVisible()
    expect(store.searches.at(-1)).toEqual({
      type: 'assistant',
      ...COCODY,
      distance: 50,
      date: TOMORROW,
      duration: 15,
    })
    await expect.element(confirm(form)).toBeDisabled()

    await choose(form, /Durée/, '30 minutes')
    await expect.element(form.getByRole('radio', { name: '09:00' })).toBeVisible()
    expect(store.searches.at(-1)).toMatchObject({ type: 'assistant', date: TOMORROW, duration: 30 })

    // A doctor: the one free at 11:00 is chosen with the slot, and booked in the doctor's field.
    await form.getByText('Médecin', { exact: true }).click()
    await expect.element(form.getByRole('radio', { name: '11:00' })).toBeVisible()
    expect(slotTimes(form)).toEqual(['11:00'])
    expect(store.searches.at(-1)).toMatchObject({ type: 'doctor', date: TOMORROW, duration: 30 })
    await pick(form, '11:00')
    await expect.element(form.getByRole('radio', { name: 'Yao Kouassi — 12,4 km' })).toBeChecked()
    await choose(form, /Type de consultation/, "Renouvellement d'ordonnance")
    await confirm(form).click()

    await expect.element(page.getByText('Rendez-vous confirmé')).toBeVisible()
    await expect.element(dialog()).not.toBeInTheDocument()
    expect(onBooked).toHaveBeenCalledOnce()
    expect(store.created).toEqual([
      {
        patientId: PATIENT_ID,
        doctorId: DOCTOR_YAO.id,
        start: localTime(TOMORROW, '11:00'),
        end: after(localTime(TOMORROW, '11:00'), 30),
        serviceCategory: 'RenewalOfPrescription',
      },
    ])
  })

  it('asks which nurse when two are free, and books the one chosen', async () => {
    const store = bookingStore()
    store.slots[TOMORROW] = [
      { start: localTime(TOMORROW, '09:00'), practitioners: [AWA] },
      { start: localTime(TOMORROW, '09:30'), practitioners: [FATOU, AWA] },
    ]
    await show(store)
    const form = await open()
    await typeDate(form, TOMORROW)
    await pick(form, '09:30')

    // Nearest first, neither chosen: 'Confirmer' waits, and leaving the choice says so.
    const nurses = form.getByRole('radiogroup', { name: 'Professionnel', exact: true })
    expect(
      nurses
        .getByRole('radio')
        .elements()
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Awa Koné — 3,2 km', 'Fatou Diabaté — 5,75 km'])
    await expect.element(nurses.getByRole('radio', { name: /Awa Koné/ })).not.toBeChecked()
    await expect.element(nurses.getByRole('radio', { name: /Fatou Diabaté/ })).not.toBeChecked()
    await expect.element(confirm(form)).toBeDisabled()
    await tabTo(nurses.getByRole('radio', { name: /Awa Koné/ }))
    await userEvent.tab()
    await expect.element(form.getByText('Choisissez un professionnel')).toBeVisible()

    await pick(form, /Fatou Diabaté/)
    await expect.element(form.getByText('Choisissez un professionnel')).not.toBeInTheDocument()
    await expect.element(confirm(form)).toBeEnabled()
    // Alone at 09:00, Awa is chosen with the slot; back at 09:30 the choice is hers again.
    await pick(form, '09:00')
    await expect.element(form.getByRole('radio', { name: 'Awa Koné — 3,2 km' })).toBeChecked()
    await pick(form, '09:30')
    await expect.element(form.getByRole('radio', { name: /Awa Koné/ })).toBeChecked()
    await pick(form, /Fatou Diabaté/)
    await choose(form, /Type de consultation/, 'Urgent')
    await confirm(form).click()

    await expect.element(page.getByText('Rendez-vous confirmé')).toBeVisible()
    expect(store.created).toEqual([
      {
        patientId: PATIENT_ID,
        assistantId: FATOU.id,
        start: localTime(TOMORROW, '09:30'),
        end: after(localTime(TOMORROW, '09:30'), 15),
        serviceCategory: 'UrgentFollowUp',
      },
    ])
  })

  it('says when nobody is free that day, and a past date at the date field without searching it', async () => {
    const store = bookingStore()
    await show(store)
    const form = await open()
    await typeDate(form, TOMORROW)
    await expect.element(form.getByText(NONE)).toBeVisible()
    await expect.element(form.getByRole('radio', { name: /\d\d:\d\d/ })).not.toBeInTheDocument()
    await expect.element(confirm(form)).toBeDisabled()
    expect(store.searches.at(-1)?.date).toBe(TOMORROW)

    const yesterday = addDays(TODAY, -1)
    await typeDate(form, yesterday)
    await expect.element(form.getByText('Cette date est déjà passée')).toBeVisible()
    await expect
      .element(form.getByText('Choisissez une date à venir pour voir les créneaux disponibles.'))
      .toBeVisible()
    await expect.element(form.getByText(NONE)).not.toBeInTheDocument()
    expect(store.searches.map((search) => search.date)).not.toContain(yesterday)
    await expect.element(confirm(form)).toBeDisabled()
  })

  it('says a nurse was booked meanwhile, keeps every choice, and offers who is still free', async () => {
    const store = bookingStore()
    store.slots[TOMORROW] = [{ start: localTime(TOMORROW, '09:30'), practitioners: [AWA, FATOU] }]
    await show(store)
    const form = await open()
    await choose(form, /Type de consultation/, 'Urgent')
    await typeDate(form, TOMORROW)
    await choose(form, /Durée/, '30 minutes')
    await pick(form, '09:30')
    await pick(form, /Awa Koné/)
    // Another patient books Awa at 09:30 meanwhile.
    store.booked.push({
      practitionerId: AWA.id,
      start: localTime(TOMORROW, '09:30'),
      end: after(localTime(TOMORROW, '09:30'), 30),
    })
    await confirm(form).click()

    await expect.element(form.getByRole('alert')).toHaveTextContent("Ce créneau vient d'être réservé")
    await expect.element(form.getByRole('radio', { name: 'Infirmier' })).toBeChecked()
    await expect
      .element(form.getByRole('button', { name: /Type de consultation/ }))
      .toHaveTextContent('Urgent')
    await expect.element(form.getByRole('button', { name: /Durée/ })).toHaveTextContent('30 minutes')
    await expect.element(form.getByRole('radio', { name: '09:30' })).toBeChecked()
    // Fatou alone is free now: she is chosen.
    await expect.element(form.getByRole('radio', { name: /Awa Koné/ })).not.toBeInTheDocument()
    await expect.element(form.getByRole('radio', { name: 'Fatou Diabaté — 5,75 km' })).toBeChecked()
    await expect.element(dialog()).toBeVisible()

    await confirm(form).click()
    await expect.element(page.getByText('Rendez-vous confirmé')).toBeVisible()
    expect(store.created.map((body) => body.assistantId)).toEqual([AWA.id, FATOU.id])
    expect(store.created[1]).toMatchObject({ serviceCategory: 'UrgentFollowUp', patientId: PATIENT_ID })
  })

  it("says the API's refusal of the slot at the slot field", async () => {
    const store = bookingStore()
    store.slots[TOMORROW] = [{ start: localTime(TOMORROW, '09:00'), practitioners: [AWA] }]
    store.refuseNext = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'La requête contient des champs invalides',
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'body.start', message: "L'assistant n'est pas disponible dans ces horaires" }],
    }
    await show(store)
    const form = await open()
    await typeDate(form, TOMORROW)
    await pick(form, '09:00')
    await confirm(form).click()

    const slots = form.getByRole('radiogroup', { name: 'Heure' })
    await expect
      .element(slots)
      .toHaveAccessibleDescription(/L'assistant n'est pas disponible dans ces horaires/)
    await expect.element(form.getByRole('radio', { name: '09:00' })).toBeChecked()
    await expect.element(form.getByRole('alert')).not.toBeInTheDocument()
    expect(store.created).toHaveLength(1)
  })

  it('searches nothing while her address has no coordinates, and says where to complete it', async () => {
    const store = bookingStore()
    await show(store, { user: mobilityPatient({ located: false }) })
    const form = await open()
    await expect.element(form.getByText('Adresse incomplète')).toBeVisible()
    await expect
      .element(form.getByRole('link', { name: 'Compléter mon adresse' }))
      .toHaveAttribute('href', '/app/user/settings#personal-information')
    await expect.element(form.getByRole('button', { name: 'Confirmer' })).not.toBeInTheDocument()
    // The footer's, beside the dialog's own cross.
    await form.getByRole('button', { name: 'Fermer', exact: true }).last().click()
    await expect.element(dialog()).not.toBeInTheDocument()
    expect(store.searches).toHaveLength(0)
  })

  it('books with the keyboard only, on a phone', async () => {
    await page.viewport(375, 812)
    const store = bookingStore()
    store.slots[TOMORROW] = [
      { start: localTime(TOMORROW, '09:00'), practitioners: [AWA] },
      { start: localTime(TOMORROW, '09:30'), practitioners: [AWA, FATOU] },
    ]
    await show(store)
    await tabTo(page.getByRole('button', { name: 'Prendre rendez-vous' }))
    await userEvent.keyboard('{Enter}')
    const form = dialog()
    await expect.element(form).toBeVisible()
    // Nothing wider than the phone.
    const element = form.element()
    expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth)

    await tabTo(form.getByRole('spinbutton', { name: /jour/i }))
    const [year, month, day] = TOMORROW.split('-')
    await userEvent.keyboard(`${day}${month}${year}`)
    await tabTo(form.getByRole('radio', { name: '09:00' }))
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(form.getByRole('radio', { name: '09:30' })).toBeChecked()
    await tabTo(form.getByRole('radio', { name: /Awa Koné/ }))
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(form.getByRole('radio', { name: /Fatou Diabaté/ })).toBeChecked()
    expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth)
    await tabTo(confirm(form))
    await userEvent.keyboard('{Enter}')

    await expect.element(page.getByText('Rendez-vous confirmé')).toBeVisible()
    expect(store.created).toEqual([
      {
        patientId: PATIENT_ID,
        assistantId: FATOU.id,
        start: localTime(TOMORROW, '09:30'),
        end: after(localTime(TOMORROW, '09:30'), 15),
        serviceCategory: 'Consultation',
      },
    ])
    // Focus goes back to the button that opened it.
    await expect.element(page.getByRole('button', { name: 'Prendre rendez-vous' })).toHaveFocus()
  })
})
