import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  accountHandlers,
  accountUser,
  careRequestDispatchStore,
  EXTERNAL_MIDWIFE,
  serviceRequestsSample,
} from '@relais/api-client/msw'
import { AppHarness } from '../../../shell/testing/AppHarness.tsx'

const meta = {
  title: 'Screens/care-requests/PractitionerRequestsPage',
  component: AppHarness,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "'Mes prises en charge' of a midwife (/app/requests, perinatal): the care requests structures sent her and those she took, the newest first — the patient, the date of issue, the address and where each stands ('En attente de votre réponse', 'Prise en charge par …'). A request waiting for her opens its detail to accept or decline it. **Clavier** : Tab atteint le tableau, les flèches vont de cellule en cellule, Entrée ouvre une demande. **RGAA** : 5.1 (tableau de données), 9.1 (titres), 3.1 (le statut est écrit).",
      },
    },
  },
  args: { application: 'perinatal', path: '/app/requests' },
} satisfies Meta<typeof AppHarness>

export default meta
type Story = StoryObj<typeof meta>

const midwife = { ...accountUser('midwife'), id: EXTERNAL_MIDWIFE.id }

/** One request waiting for her answer, one she took. */
const sentToHer = [
  {
    ...serviceRequestsSample[1]!,
    dispatches: [
      {
        id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
        practitioner: EXTERNAL_MIDWIFE,
        status: 'PENDING' as const,
        sentAt: '2026-12-03T10:00:00.000Z',
        answeredAt: null,
      },
    ],
  },
  { ...serviceRequestsSample[2]!, performer: EXTERNAL_MIDWIFE, dispatches: [] },
]

const withRequests = (requests: typeof sentToHer) => ({
  msw: {
    handlers: [accountHandlers.currentUser(midwife), ...careRequestDispatchStore({ requests }).handlers],
  },
})

export const Requests: Story = {
  parameters: withRequests(sentToHer),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('En attente de votre réponse')).toBeVisible()
    await expect(canvas.getByText('Prise en charge par Inès Faure')).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: withRequests([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Aucune demande trouvée')).toBeVisible()
  },
}
