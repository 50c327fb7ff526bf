import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  accountHandlers,
  accountUser,
  appointmentSample,
  appointmentsStore,
  careRequestDispatchStore,
  EXTERNAL_MIDWIFE,
  serviceRequestsSample,
  emptyOrganizationTeam,
  noConversationsHandlers,
  http,
  organizationHandlers,
  statisticsStore,
  organizationTeamSample,
  referentSample,
  referentStore,
} from '@relais/api-client/msw'
import { dateInZone, startOfDayInstant } from '@relais/domain'
import { AppHarness } from '../../shell/testing/AppHarness.tsx'
import { PregnancySection } from './sections.tsx'

const meta = {
  title: 'Screens/dashboard/DashboardPage',
  component: AppHarness,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "/app per user type (the spec's screens): each section whose data arrive with a later feature shows the spec's empty state ('Aucune conversation', 'Aucun rendez-vous pour le …', 'Aucune demande trouvée', 'Aucun document'…), never invented figures.",
      },
    },
  },
  args: { application: 'perinatal', path: '/app' },
} satisfies Meta<typeof AppHarness>

export default meta
type Story = StoryObj<typeof meta>

const as = (user: ReturnType<typeof accountUser>) => ({
  msw: { handlers: [accountHandlers.currentUser(user), ...appointmentsStore().handlers] },
})

/** The demo doctor's day, whichever day the story runs (the screenshots' clock is frozen at 09:00). */
const doctorsDay = () => {
  const day = startOfDayInstant(dateInZone(Date.now(), 'Europe/Paris'), 'Europe/Paris')
  const at = (hours: number) => new Date(day + hours * 3_600_000).toISOString()
  return appointmentsStore([
    appointmentSample(at(8), 30),
    appointmentSample(at(15), 45, { serviceCategory: 'UrgentFollowUp' }),
  ]).handlers
}

export const Patient: Story = {
  parameters: {
    msw: {
      handlers: [
        accountHandlers.currentUser(accountUser('patient')),
        ...referentStore().handlers,
        ...appointmentsStore().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Ma grossesse' })).toBeVisible()
    await expect(canvas.getByText('Aucun document')).toBeVisible()
  },
}
export const MobilityPatient: Story = {
  args: { application: 'mobility' },
  globals: { brand: 'mobility' },
  parameters: {
    msw: {
      handlers: [
        accountHandlers.currentUser(accountUser('patient', 'mobility')),
        ...referentStore(referentSample).handlers,
        ...appointmentsStore().handlers,
      ],
    },
  },
}
export const Doctor: Story = {
  parameters: {
    msw: {
      handlers: [
        accountHandlers.currentUser(accountUser('doctor')),
        ...statisticsStore().handlers,
        ...noConversationsHandlers(),
        ...doctorsDay(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Aucune conversation')).toBeVisible()
    await expect(await canvas.findByRole('list', { name: 'Rendez-vous du jour' })).toBeVisible()
    await expect(await canvas.findByRole('region', { name: 'Rendez-vous à venir' })).toHaveTextContent('14')
  },
}
/** Nothing sent to her yet: the map's and the list's empty states. */
export const Midwife: Story = {
  parameters: {
    msw: {
      handlers: [
        accountHandlers.currentUser(accountUser('midwife')),
        ...appointmentsStore().handlers,
        ...careRequestDispatchStore({ requests: [] }).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Demandes (0)' })).toBeVisible()
    await expect(canvas.getAllByText('Aucune demande trouvée')).toHaveLength(2)
  },
}

/** A request sent to her and one she took: on the map around her zone, and in the list. */
export const MidwifeWithRequests: Story = {
  parameters: {
    // The map is drawn by WebGL, whose pixels follow the browser's build.
    visual: { skip: true, reason: 'the map is drawn by WebGL, whose pixels vary with the browser build' },
    msw: {
      handlers: [
        accountHandlers.currentUser({ ...accountUser('midwife'), id: EXTERNAL_MIDWIFE.id }),
        ...appointmentsStore().handlers,
        ...careRequestDispatchStore({
          requests: [
            { ...serviceRequestsSample[1]!, performer: EXTERNAL_MIDWIFE, dispatches: [] },
            { ...serviceRequestsSample[2]!, performer: EXTERNAL_MIDWIFE, dispatches: [] },
          ],
        }).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Demandes (2)' })).toBeVisible()
    await expect(
      await canvas.findByRole(
        'region',
        { name: 'Carte de vos demandes de prise en charge (2)' },
        { timeout: 10_000 },
      ),
    ).toBeVisible()
  },
}
export const Organization: Story = {
  parameters: {
    msw: {
      handlers: [
        accountHandlers.currentUser(accountUser('organization')),
        organizationHandlers.team(emptyOrganizationTeam),
        ...statisticsStore().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Mes rendez-vous du jour' })).toBeVisible()
    await expect(await canvas.findByText("Aucun membre dans l'équipe")).toBeVisible()
    await expect(await canvas.findByRole('region', { name: 'Consultations réalisées' })).toBeVisible()
  },
}
/** Two members share their agenda with the structure, the midwife does not: she is counted, not shown. */
export const OrganizationDay: Story = {
  parameters: {
    msw: {
      handlers: [
        accountHandlers.currentUser(
          accountUser('organization', 'perinatal', {
            organizations: [{ id: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f60718293', name: 'Maternité des Lilas' }],
          }),
        ),
        organizationHandlers.team(),
        ...statisticsStore().handlers,
        http.get('/practitioner/{practitionerId}/appointments', ({ params, response }) =>
          params.practitionerId === organizationTeamSample.midwives[0]!.userId
            ? response(403).json({
                statusCode: 403,
                error: 'Forbidden',
                message: "Vous n'avez pas les droits nécessaires",
              })
            : undefined,
        ),
        ...doctorsDay(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Rendez-vous du jour' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    await expect(canvas.getByText("L'agenda d'un membre ne vous est pas partagé.")).toBeVisible()
  },
}
export const DispatchManager: Story = {
  args: { application: 'dispatch' },
  globals: { brand: 'dispatch' },
  parameters: as(accountUser('dispatchManager', 'dispatch')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Ouvrir la carte' })).toBeVisible()
  },
}

/** The calculator of the spec's constants, once the last-period date is known (23 weeks and 2 days here). */
export const PregnancyInProgress: Story = {
  render: () => <PregnancySection lastPeriod="2026-06-12" day="2026-11-22" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('23 SA + 2 j')).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'Avancement de la grossesse' })).toBeVisible()
  },
}
