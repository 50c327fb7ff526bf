// A structure's view of its members' agendas against answers given in-process: a member's agenda read
// through the structure's grant, and an appointment booked in it for one of the structure's patients; without one, the 403 dialog, the request for access sent for the
// structure and confirmed before the dialog closes; and a request already waiting told instead of a
// button.
import { beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import {
  accountUser,
  appointmentsStore,
  http,
  organizationHandlers,
  patientSummary,
} from '@relais/api-client/msw'
import { addDays, dateInZone, SCHEDULE_ACCESS_MESSAGES } from '@relais/domain'
import { toastQueue } from '@relais/ui'
import { OrganizationAgendaPage } from './OrganizationAgendaPage.tsx'
import { AgendaHarness } from './testing/AgendaHarness.tsx'
import { localTime } from './testing/appointment-world.ts'

const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone
const STRUCTURE_ID = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f60718293'
const MOREAU = '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f'
const structure = accountUser('organization', 'perinatal', {
  organizations: [{ id: STRUCTURE_ID, name: 'Maternité des Lilas' }],
})

const forbidden = http.get('/practitioner/{practitionerId}/appointments', ({ response }) =>
  response(403).json({
    statusCode: 403,
    error: 'Forbidden',
    message: "Vous n'avez pas les droits nécessaires",
  }),
)

function accessHandlers(status: 'PENDING' | null) {
  const sent: unknown[] = []
  const policy = (state: 'PENDING') => ({
    id: crypto.randomUUID(),
    resource: 'practitioner_calendar' as const,
    status: state,
    from: null,
    to: null,
    rights: ['read' as const],
    holder: { id: MOREAU, type: 'doctor' as const, name: 'Julien Moreau' },
    grantee: { id: STRUCTURE_ID, type: 'organization' as const, name: 'Maternité des Lilas' },
    createdAt: '2026-11-20T08:00:00.000Z',
    decidedAt: null,
  })
  return {
    sent,
    handlers: [
      http.get('/practitioner/{practitionerId}/schedule/access', ({ response }) =>
        response(200).json({ policy: status ? policy(status) : null }),
      ),
      http.post('/practitioner/{practitionerId}/schedule/access', async ({ request, response }) => {
        sent.push(await request.json())
        return response(201).json(policy('PENDING'))
      }),
    ],
  }
}

beforeEach(async () => {
  toastQueue.clear()
  await page.viewport(1440, 900)
})

describe("a structure's agenda of its members", () => {
  it("shows a member's agenda through the structure's grant, and books in it for the structure's patients", async () => {
    const tomorrow = addDays(dateInZone(Date.now(), ZONE), 1)
    const store = appointmentsStore([])
    store.patients = [patientSummary('Camille', 'Lefèvre')]
    store.practitioners = [
      { id: MOREAU, type: 'doctor', name: { given: 'Julien', family: 'Moreau', text: 'Julien Moreau' } },
    ]
    store.slots[tomorrow] = [localTime(tomorrow, '09:00'), localTime(tomorrow, '09:30')]
    const lists: string[] = []
    const listed = http.get('/{practitionerType}/{practitionerId}/patients', ({ params }) => {
      lists.push(`${params.practitionerType}:${params.practitionerId}`)
    })
    const screen = await render(
      <AgendaHarness
        withUiProvider
        user={structure}
        handlers={[listed, organizationHandlers.team(), ...store.handlers]}
        path={`/app/agenda?doctor=${MOREAU}&view=day&date=${tomorrow}`}
        screen={<OrganizationAgendaPage />}
      />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Agenda de Julien Moreau' })).toBeVisible()
    await expect.element(screen.getByText('Aucun évènement ce jour/cette semaine')).toBeVisible()
    await expect.element(screen.getByRole('link', { name: "Paramètres de l'agenda" })).toBeVisible()

    await screen.getByRole('button', { name: 'Nouvelle consultation' }).click()
    const form = page.getByRole('dialog', { name: 'Nouvelle consultation' })
    await form.getByRole('combobox', { name: 'Patient' }).fill('Cam')
    await page.getByRole('option', { name: /Camille Lefèvre/ }).click()
    await form.getByRole('radio', { name: '09:30' }).click({ force: true })
    await form.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(page.getByText('Consultation ajoutée')).toBeVisible()

    // The member's slots, the structure's patients, the member booked.
    expect(lists.at(-1)).toBe(`organization:${STRUCTURE_ID}`)
    expect(store.slotSearches.at(-1)).toMatchObject({ date: tomorrow, doctorId: MOREAU, midwifeId: null })
    expect(store.created).toEqual([
      expect.objectContaining({
        doctorId: MOREAU,
        start: localTime(tomorrow, '09:30'),
        serviceCategory: 'Consultation',
      }),
    ])
    await expect.element(screen.getByRole('button', { name: /Camille Lefèvre/ })).toBeVisible()
  })

  it('asks for access on a 403 for the structure, and closes once the request is confirmed', async () => {
    const access = accessHandlers(null)
    const screen = await render(
      <AgendaHarness
        withUiProvider
        user={structure}
        handlers={[organizationHandlers.team(), forbidden, ...access.handlers]}
        path={`/app/agenda?doctor=${MOREAU}`}
        screen={<OrganizationAgendaPage />}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: SCHEDULE_ACCESS_MESSAGES.forbidden })
    await expect.element(dialog).toBeVisible()
    await expect.element(dialog).toHaveTextContent("Pour consulter l'agenda de Julien Moreau")
    await dialog.getByRole('button', { name: SCHEDULE_ACCESS_MESSAGES.request }).click()
    await expect.element(dialog.getByText(SCHEDULE_ACCESS_MESSAGES.sent)).toBeVisible()
    expect(access.sent).toEqual([{ organizationId: STRUCTURE_ID }])
    await expect.element(dialog, { timeout: 5000 }).not.toBeInTheDocument()
  })

  it('tells a request already waiting instead of offering another', async () => {
    const access = accessHandlers('PENDING')
    const screen = await render(
      <AgendaHarness
        withUiProvider
        user={structure}
        handlers={[organizationHandlers.team(), forbidden, ...access.handlers]}
        path={`/app/agenda?doctor=${MOREAU}`}
        screen={<OrganizationAgendaPage />}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: SCHEDULE_ACCESS_MESSAGES.forbidden })
    await expect.element(dialog.getByText(SCHEDULE_ACCESS_MESSAGES.PENDING)).toBeVisible()
    await expect
      .element(dialog.getByRole('button', { name: SCHEDULE_ACCESS_MESSAGES.request }))
      .not.toBeInTheDocument()
    expect(access.sent).toEqual([])
  })
})
