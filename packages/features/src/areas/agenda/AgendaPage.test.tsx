// The agenda against answers given in-process: the week from Monday with its appointments and legend,
// the periods and views moved through (in the address), an appointment opened and cancelled after a
// confirmation, the practitioner's 'Nouvelle consultation' and "Paramètres de l'agenda", and the patient's own agenda,
// read only. The agenda draws in the browser's own zone, whichever the machine's: the expected hours are
// computed in it.
import { beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import type { createMemoryRouter } from 'react-router'
import { accountUser, appointmentSample, appointmentsStore } from '@relais/api-client/msw'
import { addDays, dateInZone, startOfDayInstant } from '@relais/domain'
import { toastQueue } from '@relais/ui'
import { AgendaHarness, DOCTOR_ID } from './testing/AgendaHarness.tsx'
import { DOCTOR, appointmentWorld, bookedWithDescription } from './testing/appointment-world.ts'

const PATIENT_ID = '3f6c2a1e-8d4b-4c1a-9e2f-6b7a8c9d0e1f'
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone
const hm = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: ZONE }).format(
    Date.parse(iso),
  )
/** An event button's name: its start, then the words given, in order. */
const named = (startIso: string, ...words: string[]) => new RegExp(`^${[hm(startIso), ...words].join('.*')}$`)
const week = '/app/agenda?view=week&date=2026-11-26'

function world() {
  return appointmentsStore([
    appointmentSample('2026-11-23T08:30:00Z', 30),
    appointmentSample('2026-11-24T13:00:00Z', 15, {
      serviceCategory: 'UrgentFollowUp',
      patient: { id: crypto.randomUUID(), name: { given: 'Amina', family: 'Diallo', text: 'Amina Diallo' } },
    }),
    appointmentSample('2026-11-26T09:00:00Z', 45, {
      status: 'CANCELLED',
      cancelledAt: '2026-11-25T10:00:00Z',
    }),
  ])
}

beforeEach(async () => {
  toastQueue.clear()
  await page.viewport(1440, 900)
})

describe('the agenda', () => {
  it('shows the week from Monday with its appointments, each named by time, category and patient', async () => {
    const store = world()
    const screen = await render(<AgendaHarness withUiProvider handlers={store.handlers} path={week} />)
    await expect
      .element(screen.getByRole('heading', { name: 'Du 23 novembre au 29 novembre 2026' }))
      .toBeVisible()
    await expect
      .element(
        screen.getByRole('button', {
          name: named('2026-11-23T08:30:00Z', hm('2026-11-23T09:00:00Z'), 'Consultation', 'Camille Lefèvre'),
        }),
      )
      .toBeVisible()
    await expect
      .element(screen.getByRole('button', { name: named('2026-11-24T13:00:00Z', 'Urgent', 'Amina Diallo') }))
      .toBeVisible()
    await expect
      .element(
        screen.getByRole('button', {
          name: named('2026-11-26T09:00:00Z', 'Consultation', 'Camille Lefèvre', 'Annulé'),
        }),
      )
      .toBeVisible()
    await expect
      .element(screen.getByRole('list', { name: 'Légende' }))
      .toHaveTextContent("ConsultationUrgentRoutine checkupRenouvellement d'ordonnance")
    // One request for the week, Monday 00:00 to the next Monday 00:00 in the browser's zone.
    const midnight = (date: string) => new Date(startOfDayInstant(date, ZONE)).toISOString()
    expect(store.asked).toEqual([`${midnight('2026-11-23')}/${midnight(addDays('2026-11-29', 1))}`])
    // The practitioner books from here, and reaches the agenda's settings.
    await expect.element(screen.getByRole('button', { name: 'Nouvelle consultation' })).toBeVisible()
    await expect
      .element(screen.getByRole('link', { name: "Paramètres de l'agenda" }))
      .toHaveAttribute('href', '/app/agenda/settings')
  })

  it('moves through periods and views, keeping them in the address, and says when a period is empty', async () => {
    let router: ReturnType<typeof createMemoryRouter> | undefined
    const screen = await render(
      <AgendaHarness withUiProvider handlers={world().handlers} path={week} onRouter={(r) => (router = r)} />,
    )
    await screen.getByRole('button', { name: 'Suivant' }).click()
    await expect
      .element(screen.getByRole('heading', { name: 'Du 30 novembre au 6 décembre 2026' }))
      .toBeVisible()
    await expect.element(screen.getByText('Aucun évènement ce jour/cette semaine')).toBeVisible()
    await screen.getByText('Mois', { exact: true }).click()
    await expect.element(screen.getByRole('heading', { name: 'décembre 2026' })).toBeVisible()
    await screen.getByRole('button', { name: 'Précédent' }).click()
    await screen.getByRole('button', { name: 'Voir le mardi 24 novembre 2026' }).click()
    await expect.element(screen.getByRole('heading', { name: 'mardi 24 novembre 2026' })).toBeVisible()
    expect(router!.state.location.search).toBe('?view=day&date=2026-11-24')
  })

  it('opens an appointment and cancels it after a confirmation', async () => {
    const store = world()
    const screen = await render(<AgendaHarness withUiProvider handlers={store.handlers} path={week} />)
    await screen.getByRole('button', { name: named('2026-11-23T08:30:00Z', 'Camille Lefèvre') }).click()
    const dialog = screen.getByRole('dialog', { name: 'Consultation' })
    await expect.element(dialog.getByText('Lundi 23 novembre 2026', { exact: false })).toBeInTheDocument()
    await expect
      .element(dialog.getByText(`${hm('2026-11-23T08:30:00Z')} – ${hm('2026-11-23T09:00:00Z')}`))
      .toBeVisible()
    await expect.element(dialog.getByText('Julien Moreau')).toBeVisible()
    await dialog.getByRole('button', { name: 'Annuler le rendez-vous' }).click()
    const confirm = screen.getByRole('alertdialog', { name: 'Annuler le rendez-vous' })
    await expect.element(confirm).toHaveTextContent('avec Camille Lefèvre sera annulé')
    await confirm.getByRole('button', { name: 'Annuler le rendez-vous' }).click()
    await expect.element(screen.getByText('Rendez-vous annulé')).toBeVisible()
    await expect
      .element(
        screen.getByRole('button', { name: named('2026-11-23T08:30:00Z', 'Camille Lefèvre', 'Annulé') }),
      )
      .toBeVisible()
    expect(store.cancelled).toHaveLength(1)
  })

  it("shows the description decrypted with the reader's keys, and says when her file is not shared with him", async () => {
    const world = await appointmentWorld(DOCTOR_ID)
    // Another patient's file, in a key directory this doctor is not part of.
    const elsewhere = await appointmentWorld(DOCTOR_ID)
    const booking = { minutes: 30, practitioners: [DOCTOR], serviceCategory: 'FollowUp' as const }
    world.store.appointments.push(
      await bookedWithDescription(world, {
        ...booking,
        start: '2026-11-23T08:30:00Z',
        description: 'Tension à contrôler',
      }),
      await bookedWithDescription(elsewhere, {
        ...booking,
        start: '2026-11-24T13:00:00Z',
        description: 'Secret',
      }),
    )
    const screen = await render(
      <AgendaHarness withUiProvider handlers={world.store.handlers} path={week} vault={world.vault} />,
    )
    await screen.getByRole('button', { name: named('2026-11-23T08:30:00Z', 'Camille Lefèvre') }).click()
    const readable = screen.getByRole('dialog', { name: 'Routine checkup' })
    await expect.element(readable.getByText('Tension à contrôler')).toBeVisible()
    await readable.getByRole('button', { name: 'Fermer' }).first().click()

    await screen.getByRole('button', { name: named('2026-11-24T13:00:00Z', 'Camille Lefèvre') }).click()
    const sealed = screen.getByRole('dialog', { name: 'Routine checkup' })
    await expect
      .element(sealed.getByText('Chiffrée : le dossier médical de ce patient ne vous est pas partagé.'))
      .toBeVisible()
    await expect.element(sealed.getByText('Secret')).not.toBeInTheDocument()
  })

  it('offers its doctor to join a teleconsultation to come in the mobility app, not in the perinatal one', async () => {
    // Booked and not over, and within one day (an appointment across midnight shows on both days): an
    // hour from now, else under way since five minutes, else just after midnight.
    const minute = Math.floor(Date.now() / 60_000) * 60_000
    const withinADay = (from: number) => dateInZone(from, ZONE) === dateInZone(from + 10 * 60_000 - 1, ZONE)
    const startsAt = [minute + 60 * 60_000, minute - 5 * 60_000, minute + 15 * 60_000].find(withinADay)!
    const start = new Date(startsAt).toISOString()
    const appointment = appointmentSample(start, 10)
    const path = `/app/agenda?view=week&date=${dateInZone(Date.parse(start), ZONE)}`
    const doctorIn = (application: 'mobility' | 'perinatal') =>
      accountUser('doctor', application, { id: DOCTOR_ID })
    const join = { name: 'Rejoindre la téléconsultation' }

    const mobility = await render(
      <AgendaHarness
        withUiProvider
        handlers={appointmentsStore([appointment]).handlers}
        path={path}
        user={doctorIn('mobility')}
      />,
    )
    await mobility.getByRole('button', { name: named(start, 'Camille Lefèvre') }).click()
    await expect
      .element(mobility.getByRole('dialog', { name: 'Consultation' }).getByRole('link', join))
      .toHaveAttribute('href', `/app/join-appointment/${appointment.id}`)
    await mobility.unmount()

    const perinatal = await render(
      <AgendaHarness
        withUiProvider
        handlers={appointmentsStore([appointment]).handlers}
        path={path}
        user={doctorIn('perinatal')}
      />,
    )
    await perinatal.getByRole('button', { name: named(start, 'Camille Lefèvre') }).click()
    const dialog = perinatal.getByRole('dialog', { name: 'Consultation' })
    await expect.element(dialog.getByText('Julien Moreau')).toBeVisible()
    await expect.element(dialog.getByRole('link', join)).not.toBeInTheDocument()
  })

  it("shows the patient her own appointments with the practitioners' names, and nothing to change", async () => {
    const store = world()
    const patient = accountUser('patient', 'perinatal', { id: PATIENT_ID })
    const screen = await render(
      <AgendaHarness withUiProvider handlers={store.handlers} path={week} user={patient} />,
    )
    await screen
      .getByRole('button', { name: named('2026-11-23T08:30:00Z', 'Consultation', 'Julien Moreau') })
      .click()
    const dialog = screen.getByRole('dialog', { name: 'Consultation' })
    await expect.element(dialog.getByText('Julien Moreau')).toBeVisible()
    await expect
      .element(dialog.getByRole('button', { name: 'Annuler le rendez-vous' }))
      .not.toBeInTheDocument()
    await expect.element(screen.getByRole('button', { name: /Amina Diallo/ })).not.toBeInTheDocument()
    await expect.element(dialog.getByRole('button', { name: 'Modifier' })).not.toBeInTheDocument()
    await expect
      .element(screen.getByRole('button', { name: 'Nouvelle consultation' }))
      .not.toBeInTheDocument()
    await expect.element(screen.getByRole('link', { name: "Paramètres de l'agenda" })).not.toBeInTheDocument()
  })
})
