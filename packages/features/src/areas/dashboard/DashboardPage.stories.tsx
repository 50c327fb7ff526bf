import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  accountHandlers,
  accountUser,
  appointmentSample,
  appointmentsStore,
  careRequestDispatchStore,
  dispatchBoardStore,
  EXTERNAL_MIDWIFE,
  HOME_VISIT_NURSE,
  homeVisitRequest,
  homeVisitStore,
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
/** The mobility patient at her home in Abidjan, found in the places' list (with its coordinates). */
const abidjanPatient = (() => {
  const user = accountUser('patient', 'mobility')
  return {
    ...user,
    profile: {
      ...user.profile,
      address: [
        {
          text: 'Boulevard Latrille, Cocody, Abidjan, Côte d’Ivoire',
          city: 'Abidjan',
          country: 'CI',
          coordinates: { latitude: 5.3599, longitude: -3.9869 },
        },
      ],
    },
  }
})()

export const MobilityPatient: Story = {
  args: { application: 'mobility' },
  globals: { brand: 'mobility' },
  parameters: {
    msw: {
      handlers: [
        accountHandlers.currentUser(abidjanPatient),
        ...referentStore(referentSample).handlers,
        ...appointmentsStore().handlers,
        ...homeVisitStore().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Visite à domicile' })).toBeVisible()
    await expect(await canvas.findByRole('button', { name: 'Demander une visite à domicile' })).toBeVisible()
  },
}
/** 'Demander une visite à domicile': her address proposed, the reason to write (encrypted before it leaves). */
export const MobilityPatientAsksForAVisit: Story = {
  ...MobilityPatient,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Demander une visite à domicile' }))
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Demander une visite à domicile',
      }),
    )
    // Visible once the dialog's entrance is over.
    await waitFor(() => expect(dialog.getByText(/Adresse retenue : Boulevard Latrille/)).toBeVisible())
    await expect(dialog.getByRole('textbox', { name: 'Motif de la visite' })).toBeVisible()
  },
}
/** Her nurse is on the way: the visit's steps, the current one marked. */
export const MobilityPatientVisitUnderWay: Story = {
  args: { application: 'mobility' },
  globals: { brand: 'mobility' },
  parameters: {
    msw: {
      handlers: [
        accountHandlers.currentUser(abidjanPatient),
        ...referentStore(referentSample).handlers,
        ...appointmentsStore().handlers,
        ...homeVisitStore({
          requests: [
            homeVisitRequest({
              performer: HOME_VISIT_NURSE,
              routeStatus: 'TRAVELLING',
              performerPosition: { latitude: 5.3364, longitude: -4.0827 },
            }),
          ],
        }).handlers,
      ],
    },
    visual: { skip: true, reason: 'the map draws with WebGL, whose pixels differ from one GPU to another' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('Votre infirmier est en route', { selector: '[role="status"]' }),
    ).toBeVisible()
    await expect(canvas.getByText(/Infirmier : Karim Benali/)).toBeVisible()
    await expect(canvas.getByText(/^Karim Benali est à ≈ \d+,\d\d km · \d+ min de chez vous/)).toBeVisible()
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
/** The dispatch centre's queue: four visits waiting for a nurse, the oldest first, and the way to the map. */
export const DispatchManager: Story = {
  args: { application: 'dispatch' },
  globals: { brand: 'dispatch' },
  parameters: {
    msw: {
      handlers: [
        accountHandlers.currentUser(accountUser('dispatchManager', 'dispatch')),
        ...dispatchBoardStore().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Demandes en attente' })).toBeVisible()
    await expect(await canvas.findByText('4 demandes en attente')).toBeVisible()
    const oldest = canvas.getByRole('list', { name: 'Les plus anciennes demandes en attente' })
    await expect(within(oldest).getAllByRole('listitem')[0]).toHaveTextContent('Yopougon')
    await expect(canvas.getByRole('link', { name: 'Ouvrir la carte' })).toBeVisible()
  },
}

/** Nothing waits for a nurse. */
export const DispatchOperatorEmpty: Story = {
  args: { application: 'dispatch' },
  globals: { brand: 'dispatch' },
  parameters: {
    msw: {
      handlers: [
        accountHandlers.currentUser(accountUser('dispatchOperator', 'dispatch')),
        ...dispatchBoardStore({ requests: [] }).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Aucune demande de prise en charge pour le moment')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Ouvrir la carte' })).toBeVisible()
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
