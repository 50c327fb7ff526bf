// 'Paramètres de l'agenda' against answers given in-process: the week and the exceptions to come read in
// the schedule's zone; slots added to several days, rolled over midnight, merged, changed and removed,
// then saved in the reference-week form; exceptions added over others as the domain merges them and
// saved as removals and additions; the rules' messages at their fields; 'Retour' turned 'Annuler' while
// edits wait; the API's refusals told without losing the edits; a schedule the caller may not open; and
// a slot added with the keyboard alone. Dates are a few days ahead of the real clock, which the rules
// read.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent, type Locator } from 'vitest/browser'
import { HttpResponse, http as plainHttp } from 'msw'
import type { createMemoryRouter } from 'react-router'
import { http, scheduleSample, schedulesStore } from '@relais/api-client/msw'
import { addDays, dateInZone, formatDate, parseTimeOfDay, wallTimeToInstant } from '@relais/domain'
import { toastQueue } from '@relais/ui'
import { AgendaSettingsHarness, PRACTITIONER_ID } from './testing/AgendaSettingsHarness.tsx'

const ZONE = 'Europe/Paris'
const today = dateInZone(Date.now(), ZONE)
const soon = addDays(today, 14)
const later = addDays(today, 21)
const iso = (date: string, time: string) =>
  new Date(wallTimeToInstant(date, parseTimeOfDay(time)!, ZONE)).toISOString()

const ids = {
  mondayMorning: '0b6a4c1e-1d2f-4a3b-8c4d-000000000011',
  mondayAfternoon: '0b6a4c1e-1d2f-4a3b-8c4d-000000000012',
  wednesday: '0b6a4c1e-1d2f-4a3b-8c4d-000000000013',
  free: '0b6a4c1e-1d2f-4a3b-8c4d-000000000021',
  busy: '0b6a4c1e-1d2f-4a3b-8c4d-000000000022',
}

/** Monday 08:00–12:00 and 14:00–18:00, Wednesday 09:00–12:00; extra hours in two weeks, a busy morning in three. */
function world() {
  return schedulesStore([
    scheduleSample(PRACTITIONER_ID, {
      slots: [
        { id: ids.mondayMorning, start: '2018-01-01T08:00:00', end: '2018-01-01T12:00:00' },
        { id: ids.mondayAfternoon, start: '2018-01-01T14:00:00', end: '2018-01-01T18:00:00' },
        { id: ids.wednesday, start: '2018-01-03T09:00:00', end: '2018-01-03T12:00:00' },
      ],
      exceptions: [
        { id: ids.free, start: iso(soon, '08:00'), end: iso(soon, '18:00'), status: 'FREE' },
        { id: ids.busy, start: iso(later, '10:00'), end: iso(later, '12:00'), status: 'BUSY' },
      ],
    }),
  ])
}

const emptyWorld = () => schedulesStore([scheduleSample(PRACTITIONER_ID)])

async function open(handlers = world().handlers, props: { onForbidden?: () => void } = {}) {
  let router: ReturnType<typeof createMemoryRouter> | undefined
  const screen = await render(
    <AgendaSettingsHarness withUiProvider handlers={handlers} onRouter={(r) => (router = r)} {...props} />,
  )
  return { screen, router: () => router! }
}

/** A screen or a part of it. */
type Scope = Pick<Locator, 'getByRole' | 'getByText'>

const dayList = (screen: Scope, day: string) => screen.getByRole('list', { name: day, exact: true })

async function typeTime(scope: Scope, label: string, time: string) {
  await scope.getByRole('group', { name: label, exact: true }).getByRole('spinbutton').first().click()
  await userEvent.keyboard(time.replace(':', ''))
}

/** Empties both segments: the field has no value until all of them are empty or filled. */
async function clearTime(scope: Scope, label: string) {
  const segments = scope.getByRole('group', { name: label, exact: true }).getByRole('spinbutton')
  for (const segment of [segments.last(), segments.first()]) {
    await segment.click()
    await userEvent.keyboard('{Backspace}{Backspace}')
  }
}

async function typeDate(scope: Scope, label: string, date: string) {
  await scope
    .getByRole('group', { name: label, exact: true })
    .getByRole('spinbutton', { name: /jour/ })
    .click()
  await userEvent.keyboard(`${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`)
}

/** Opens the add dialog of `day` and adds `start`–`end` to it and to the `others` days. */
async function addSlot(screen: Scope, day: string, start: string, end: string, others: string[] = []) {
  await screen.getByRole('button', { name: `Ajouter un créneau le ${day.toLowerCase()}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Ajouter un créneau' })
  await typeTime(dialog, 'Heure de début', start)
  await typeTime(dialog, 'Heure de fin', end)
  for (const other of others) await dialog.getByText(other, { exact: true }).click()
  await dialog.getByRole('button', { name: 'Ajouter' }).click()
  await expect.element(dialog).not.toBeInTheDocument()
}

async function addException(
  screen: Scope,
  exception: {
    status: 'Indisponible' | 'Disponible'
    startDate: string
    startTime?: string
    endDate?: string
    endTime?: string
  },
) {
  await screen.getByRole('button', { name: 'Ajouter une indisponibilité ou une disponibilité' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ajouter une indisponibilité ou une disponibilité' })
  await dialog.getByText(exception.status, { exact: true }).click()
  await typeDate(dialog, 'Date de début', exception.startDate)
  if (exception.startTime) await typeTime(dialog, 'Heure de début', exception.startTime)
  if (exception.endDate) await typeDate(dialog, 'Date de fin', exception.endDate)
  if (exception.endTime) await typeTime(dialog, 'Heure de fin', exception.endTime)
  await dialog.getByRole('button', { name: 'Ajouter' }).click()
  return dialog
}

beforeEach(async () => {
  toastQueue.clear()
  await page.viewport(1440, 900)
})

describe("the agenda's settings", () => {
  it('shows the week from Monday with its slots, and the exceptions to come, in the schedule’s zone', async () => {
    const { screen } = await open()
    await expect
      .element(screen.getByRole('heading', { name: "Paramètres de l'agenda", level: 1 }))
      .toBeVisible()
    await expect.element(dayList(screen, 'Lundi')).toHaveTextContent(/^08:00 – 12:00.*14:00 – 18:00/)
    await expect.element(screen.getByText('Fuseau horaire : Europe/Paris')).toBeVisible()
    const days = screen
      .getByRole('heading', { level: 3 })
      .elements()
      .map((h) => h.textContent)
    expect(days).toEqual(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'])
    await expect.element(dayList(screen, 'Mercredi')).toHaveTextContent(/^09:00 – 12:00/)
    const exceptions = screen.getByRole('list', { name: /à venir$/ })
    await expect
      .element(exceptions.getByRole('listitem').first())
      .toHaveTextContent(`DisponibleLe ${formatDate(soon)}, 08:00 – 18:00`)
    await expect
      .element(exceptions.getByRole('listitem').nth(1))
      .toHaveTextContent(`IndisponibleLe ${formatDate(later)}, 10:00 – 12:00`)
    await expect.element(screen.getByRole('button', { name: 'Retour' })).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled()
  })

  it('adds Monday to Friday 08:00–12:00 at once and saves the week in its reference-week form', async () => {
    const store = emptyWorld()
    const { screen } = await open(store.handlers)
    await expect.element(dayList(screen, 'Lundi')).not.toBeInTheDocument()
    await addSlot(screen, 'Lundi', '08:00', '12:00', ['Mardi', 'Mercredi', 'Jeudi', 'Vendredi'])
    for (const day of ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi']) {
      await expect.element(dayList(screen, day)).toHaveTextContent('08:00 – 12:00')
    }
    await expect.element(dayList(screen, 'Samedi')).not.toBeInTheDocument()
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText("Paramètres de l'agenda enregistrés")).toBeVisible()
    expect(store.replacements).toEqual([
      {
        slots: [1, 2, 3, 4, 5].map((day) => ({
          start: `2018-01-0${day}T08:00:00`,
          end: `2018-01-0${day}T12:00:00`,
        })),
      },
    ])
    // Nothing else changed: the exceptions are left alone.
    expect(store.additions).toEqual([])
    expect(store.removals).toEqual([])
    await expect.element(screen.getByRole('button', { name: 'Retour' })).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled()
  })

  it('shows a slot ending before its start as ending the next day, merges a day’s overlaps, changes and removes slots', async () => {
    const store = world()
    const { screen } = await open(store.handlers)
    await addSlot(screen, 'Dimanche', '22:00', '02:00')
    await expect.element(dayList(screen, 'Dimanche')).toHaveTextContent('22:00 – 02:00 (lendemain)')
    // Over the morning and touching the afternoon: one slot of the whole day.
    await addSlot(screen, 'Lundi', '11:00', '14:00')
    await expect.element(dayList(screen, 'Lundi').getByRole('listitem')).toHaveTextContent('08:00 – 18:00')
    await screen.getByRole('button', { name: 'Modifier le créneau du mercredi 09:00 – 12:00' }).click()
    const dialog = page.getByRole('dialog', { name: 'Modifier le créneau du mercredi' })
    await typeTime(dialog, 'Heure de début', '10:00')
    await dialog.getByRole('button', { name: 'Modifier' }).click()
    await expect.element(dayList(screen, 'Mercredi').getByRole('listitem')).toHaveTextContent('10:00 – 12:00')
    await screen
      .getByRole('button', { name: 'Supprimer le créneau du dimanche 22:00 – 02:00 (lendemain)' })
      .click()
    await expect.element(dayList(screen, 'Dimanche')).not.toBeInTheDocument()
    await addSlot(screen, 'Samedi', '23:30', '00:30')
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText("Paramètres de l'agenda enregistrés")).toBeVisible()
    expect(store.replacements).toEqual([
      {
        slots: [
          { id: ids.mondayMorning, start: '2018-01-01T08:00:00', end: '2018-01-01T18:00:00' },
          { id: ids.wednesday, start: '2018-01-03T10:00:00', end: '2018-01-03T12:00:00' },
          { start: '2018-01-06T23:30:00', end: '2018-01-07T00:30:00' },
        ],
      },
    ])
    await expect.element(dayList(screen, 'Samedi')).toHaveTextContent('23:30 – 00:30 (lendemain)')
  })

  it('adds an unavailability and saves it', async () => {
    const store = emptyWorld()
    const { screen } = await open(store.handlers)
    await expect
      .element(screen.getByText('Aucune indisponibilité ni disponibilité exceptionnelle à venir.'))
      .toBeVisible()
    const dialog = await addException(screen, {
      status: 'Indisponible',
      startDate: soon,
      startTime: '09:00',
      endTime: '11:30',
    })
    await expect.element(dialog).not.toBeInTheDocument()
    await expect
      .element(screen.getByRole('list', { name: /à venir$/ }))
      .toHaveTextContent(`IndisponibleLe ${formatDate(soon)}, 09:00 – 11:30`)
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText("Paramètres de l'agenda enregistrés")).toBeVisible()
    expect(store.additions).toEqual([
      { exceptions: [{ start: iso(soon, '09:00'), end: iso(soon, '11:30'), status: 'BUSY' }] },
    ])
    expect(store.removals).toEqual([])
    expect(store.replacements).toEqual([])
  })

  it('splits or trims the exceptions of the other type a new one overlaps, and sends the removals before the pieces', async () => {
    const store = world()
    const calls: string[] = []
    const spy = plainHttp.all('*/practitioner/*/schedule/*', ({ request }) => {
      if (request.method !== 'GET') calls.push(request.method)
    })
    const { screen } = await open([spy, ...store.handlers])
    // Splits the extra hours in two.
    await addException(screen, {
      status: 'Indisponible',
      startDate: soon,
      startTime: '12:00',
      endTime: '14:00',
    })
    // Trims the end of the busy morning.
    await addException(screen, {
      status: 'Disponible',
      startDate: later,
      startTime: '11:00',
      endTime: '13:00',
    })
    const items = screen.getByRole('list', { name: /à venir$/ }).getByRole('listitem')
    expect(items.elements().map((item) => item.textContent)).toEqual([
      `DisponibleLe ${formatDate(soon)}, 08:00 – 12:00Supprimer`,
      `IndisponibleLe ${formatDate(soon)}, 12:00 – 14:00Supprimer`,
      `DisponibleLe ${formatDate(soon)}, 14:00 – 18:00Supprimer`,
      `IndisponibleLe ${formatDate(later)}, 10:00 – 11:00Supprimer`,
      `DisponibleLe ${formatDate(later)}, 11:00 – 13:00Supprimer`,
    ])
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText("Paramètres de l'agenda enregistrés")).toBeVisible()
    expect(store.removals).toEqual([{ ids: [ids.free, ids.busy] }])
    expect(store.additions).toEqual([
      {
        exceptions: [
          { start: iso(soon, '08:00'), end: iso(soon, '12:00'), status: 'FREE' },
          { start: iso(soon, '12:00'), end: iso(soon, '14:00'), status: 'BUSY' },
          { start: iso(soon, '14:00'), end: iso(soon, '18:00'), status: 'FREE' },
          { start: iso(later, '10:00'), end: iso(later, '11:00'), status: 'BUSY' },
          { start: iso(later, '11:00'), end: iso(later, '13:00'), status: 'FREE' },
        ],
      },
    ])
    expect(calls).toEqual(['DELETE', 'POST'])
    // Read again from the store: the same five pieces.
    await expect.element(items.nth(4)).toHaveTextContent(`DisponibleLe ${formatDate(later)}, 11:00 – 13:00`)
    expect(items.elements()).toHaveLength(5)
  })

  it('merges an exception with one of its type it touches, and removes one', async () => {
    const store = world()
    const { screen } = await open(store.handlers)
    await addException(screen, {
      status: 'Disponible',
      startDate: soon,
      startTime: '18:00',
      endTime: '20:00',
    })
    const list = screen.getByRole('list', { name: /à venir$/ })
    await expect
      .element(list.getByRole('listitem').first())
      .toHaveTextContent(`Le ${formatDate(soon)}, 08:00 – 20:00`)
    await screen
      .getByRole('button', { name: `Supprimer : Indisponible, Le ${formatDate(later)}, 10:00 – 12:00` })
      .click()
    expect(list.getByRole('listitem').elements()).toHaveLength(1)
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText("Paramètres de l'agenda enregistrés")).toBeVisible()
    expect(store.removals).toEqual([{ ids: [ids.free, ids.busy] }])
    expect(store.additions).toEqual([
      { exceptions: [{ start: iso(soon, '08:00'), end: iso(soon, '20:00'), status: 'FREE' }] },
    ])
  })

  it("tells the rules' messages at their fields", async () => {
    const { screen } = await open(emptyWorld().handlers)
    await screen.getByRole('button', { name: 'Ajouter un créneau le lundi' }).click()
    const slot = page.getByRole('dialog', { name: 'Ajouter un créneau' })
    const hourOf = (scope: Scope, label: string) =>
      scope.getByRole('group', { name: label, exact: true }).getByRole('spinbutton').first()
    await clearTime(slot, 'Heure de début')
    await slot.getByRole('button', { name: 'Ajouter' }).click()
    await expect.element(hourOf(slot, 'Heure de début')).toHaveAttribute('aria-invalid', 'true')
    await expect
      .element(hourOf(slot, 'Heure de début'))
      .toHaveAccessibleDescription(/L'heure de début est requise/)
    await typeTime(slot, 'Heure de début', '18:00')
    await expect
      .element(hourOf(slot, 'Heure de fin'))
      .toHaveAccessibleDescription(/L'heure de fin doit être différente de l'heure de début/)
    await clearTime(slot, 'Heure de fin')
    await expect
      .element(hourOf(slot, 'Heure de fin'))
      .toHaveAccessibleDescription(/L'heure de fin est requise/)
    await slot.getByText('Lundi', { exact: true }).click()
    await expect.element(slot.getByText('Choisissez au moins un jour')).toBeVisible()
    await slot.getByRole('button', { name: 'Annuler' }).click()

    await screen.getByRole('button', { name: 'Ajouter une indisponibilité ou une disponibilité' }).click()
    const exception = page.getByRole('dialog', { name: 'Ajouter une indisponibilité ou une disponibilité' })
    const dayOf = (label: string) =>
      exception.getByRole('group', { name: label, exact: true }).getByRole('spinbutton', { name: /jour/ })
    await exception.getByRole('button', { name: 'Ajouter' }).click()
    await expect.element(dayOf('Date de début')).toHaveAccessibleDescription(/La date de début est requise/)
    await typeDate(exception, 'Date de début', addDays(today, -1))
    await expect
      .element(hourOf(exception, 'Heure de début'))
      .toHaveAccessibleDescription(/La date et l'heure de début ne peuvent pas être dans le passé/)
    await typeDate(exception, 'Date de début', soon)
    await typeDate(exception, 'Date de fin', addDays(soon, -1))
    await expect
      .element(dayOf('Date de fin'))
      .toHaveAccessibleDescription(/La date de fin doit être après la date de début/)
    await typeDate(exception, 'Date de fin', soon)
    await typeTime(exception, 'Heure de début', '14:00')
    await typeTime(exception, 'Heure de fin', '13:00')
    await expect
      .element(hourOf(exception, 'Heure de fin'))
      .toHaveAccessibleDescription(/L'heure de fin doit être après l'heure de début/)
    await exception.getByRole('button', { name: 'Annuler' }).click()
    // Nothing was added.
    await expect.element(screen.getByRole('button', { name: 'Retour' })).toBeVisible()
  })

  it("turns 'Retour' into 'Annuler' while edits wait, which discards them once confirmed", async () => {
    const store = world()
    const { screen, router } = await open(store.handlers)
    await screen.getByRole('button', { name: 'Supprimer le créneau du mercredi 09:00 – 12:00' }).click()
    await expect.element(dayList(screen, 'Mercredi')).not.toBeInTheDocument()
    await expect.element(screen.getByRole('button', { name: 'Retour' })).not.toBeInTheDocument()
    await screen.getByRole('button', { name: 'Annuler' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Abandonner les modifications ?' })
    await confirm.getByRole('button', { name: 'Continuer la saisie' }).click()
    await expect.element(dayList(screen, 'Mercredi')).not.toBeInTheDocument()
    await screen.getByRole('button', { name: 'Annuler' }).click()
    await confirm.getByRole('button', { name: 'Abandonner les modifications' }).click()
    await expect.element(dayList(screen, 'Mercredi')).toHaveTextContent('09:00 – 12:00')
    await expect.element(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled()
    // Undoing an edit by hand leaves nothing to save either.
    await addSlot(screen, 'Mercredi', '10:00', '11:00')
    await expect.element(screen.getByRole('button', { name: 'Retour' })).toBeVisible()
    await screen.getByRole('button', { name: 'Retour' }).click()
    await expect.poll(() => router().state.location.pathname).toBe('/app/agenda')
    expect(store.replacements).toEqual([])
  })

  it('keeps the edits and tells the fields at fault when the API refuses them', async () => {
    const store = world()
    const refusal = http.put(
      '/practitioner/{practitionerId}/schedule/recurring-slots',
      ({ response }) =>
        response(400).json({
          statusCode: 400,
          error: 'Bad Request',
          message: 'La requête contient des champs invalides',
          code: 'VALIDATION_FAILED',
          fieldErrors: [{ field: 'body.slots.2.end', message: "L'heure de fin est requise" }],
        }),
      { once: true },
    )
    const { screen } = await open([refusal, ...store.handlers])
    await addSlot(screen, 'Mardi', '13:00', '17:00')
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    const alert = screen.getByRole('alert')
    await expect.element(alert).toHaveTextContent("L'enregistrement n'a pas abouti")
    await expect.element(alert).toHaveTextContent("Mardi 13:00 – 17:00 : L'heure de fin est requise")
    await expect.element(dayList(screen, 'Mardi')).toHaveTextContent('13:00 – 17:00')
    await expect.element(screen.getByRole('button', { name: 'Annuler' })).toBeVisible()
    // Sent again, it goes through.
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText("Paramètres de l'agenda enregistrés")).toBeVisible()
    await expect.element(screen.getByText("L'enregistrement n'a pas abouti")).not.toBeInTheDocument()
    expect(store.replacements).toHaveLength(1)
    expect(store.replacements[0]!.slots[2]).toEqual({
      start: '2018-01-02T13:00:00',
      end: '2018-01-02T17:00:00',
    })
  })

  it('keeps the edits when the caller lost the right to change the schedule', async () => {
    const store = world()
    const onForbidden = vi.fn()
    const refusal = http.post('/practitioner/{practitionerId}/schedule/exceptions', ({ response }) =>
      response(403).json({
        statusCode: 403,
        error: 'Forbidden',
        message: "Vous n'avez pas les droits nécessaires",
        code: 'FORBIDDEN',
      }),
    )
    const { screen } = await open([refusal, ...store.handlers], { onForbidden })
    await addException(screen, {
      status: 'Indisponible',
      startDate: later,
      startTime: '14:00',
      endTime: '15:00',
    })
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent("Vous n'avez pas les droits nécessaires")
    await expect
      .element(screen.getByRole('list', { name: /à venir$/ }))
      .toHaveTextContent(`IndisponibleLe ${formatDate(later)}, 14:00 – 15:00`)
    await expect.element(screen.getByRole('button', { name: 'Annuler' })).toBeVisible()
    expect(onForbidden).toHaveBeenCalledTimes(1)
  })

  it('says when the schedule may not be opened, and lets a failed load be tried again', async () => {
    const onForbidden = vi.fn()
    const forbidden = await open(schedulesStore([], { forbidden: [PRACTITIONER_ID] }).handlers, {
      onForbidden,
    })
    await expect.element(forbidden.screen.getByText("Vous n'avez pas les droits nécessaires")).toBeVisible()
    await expect
      .element(forbidden.screen.getByRole('button', { name: 'Enregistrer' }))
      .not.toBeInTheDocument()
    await expect.element(forbidden.screen.getByRole('button', { name: 'Retour' })).toBeVisible()
    expect(onForbidden).toHaveBeenCalledTimes(1)
    await forbidden.screen.unmount()

    const failing = http.get(
      '/practitioner/{practitionerId}/schedule',
      () => HttpResponse.json({ statusCode: 500, error: 'Error', message: 'Oops' }, { status: 500 }),
      { once: true },
    )
    const { screen } = await open([failing, ...world().handlers])
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent("Les paramètres de l'agenda n'ont pas pu être chargés.")
    await screen.getByRole('button', { name: 'Réessayer' }).click()
    await expect.element(dayList(screen, 'Lundi')).toHaveTextContent('08:00 – 12:00')
  })

  it('adds a slot with the keyboard alone', async () => {
    const store = emptyWorld()
    const { screen } = await open(store.handlers)
    const trigger = screen.getByRole('button', { name: 'Ajouter un créneau le mardi' })
    await expect.element(trigger).toBeVisible()
    // Tab from the top of the page to Tuesday's add button.
    ;(document.activeElement as HTMLElement | null)?.blur()
    for (let i = 0; i < 20 && document.activeElement !== trigger.element(); i++) await userEvent.tab()
    expect(document.activeElement).toBe(trigger.element())
    await userEvent.keyboard('{Enter}')
    const dialog = page.getByRole('dialog', { name: 'Ajouter un créneau' })
    await expect.element(dialog).toBeVisible()
    // The start's hour has the focus: type over 08:00, then on to the end's.
    await userEvent.keyboard('0900')
    await userEvent.tab()
    await userEvent.keyboard('1330')
    const add = dialog.getByRole('button', { name: 'Ajouter' })
    for (let i = 0; i < 15 && document.activeElement !== add.element(); i++) await userEvent.tab()
    expect(document.activeElement).toBe(add.element())
    await userEvent.keyboard('{Enter}')
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(dayList(screen, 'Mardi')).toHaveTextContent('09:00 – 13:30')
    // Focus is back where it was.
    await expect.element(trigger).toHaveFocus()
  })
})
