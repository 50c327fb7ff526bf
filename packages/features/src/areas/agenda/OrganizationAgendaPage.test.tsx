// A structure's view of its members' agendas against answers given in-process: a member's agenda read
// through the structure's grant; without one, the 403 dialog, the request for access sent for the
// structure and confirmed before the dialog closes; and a request already waiting told instead of a
// button.
import { beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import { accountUser, appointmentsStore, http, organizationHandlers } from '@relais/api-client/msw'
import { SCHEDULE_ACCESS_MESSAGES } from '@relais/domain'
import { OrganizationAgendaPage } from './OrganizationAgendaPage.tsx'
import { AgendaHarness } from './testing/AgendaHarness.tsx'

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
  await page.viewport(1440, 900)
})

describe("a structure's agenda of its members", () => {
  it("shows a member's agenda read through the structure's grant, read only", async () => {
    const store = appointmentsStore([])
    const screen = await render(
      <AgendaHarness
        withUiProvider
        user={structure}
        handlers={[organizationHandlers.team(), ...store.handlers]}
        path={`/app/agenda?doctor=${MOREAU}&view=week&date=2026-11-26`}
        screen={<OrganizationAgendaPage />}
      />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Agenda de Julien Moreau' })).toBeVisible()
    await expect.element(screen.getByText('Aucun évènement ce jour/cette semaine')).toBeVisible()
    await expect
      .element(screen.getByRole('button', { name: 'Nouvelle consultation' }))
      .not.toBeInTheDocument()
    await expect.element(screen.getByRole('link', { name: "Paramètres de l'agenda" })).toBeVisible()
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
