import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { accountHandlers, accountUser, statisticsStore } from '@relais/api-client/msw'
import { AppHarness } from '../../shell/testing/AppHarness.tsx'

const meta = {
  title: 'Screens/organization/StatisticsPage',
  component: AppHarness,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "'Statistiques' of a structure (/app/organization/statistics): the period (7 days by default, 30 days, 3 months), three cards beside the period before, the volume line chart and the stacked total-duration bars drawn by Observable Plot (each with its sentence and its table), the line per practitioner, and the CSV exports.",
      },
    },
  },
  args: { application: 'perinatal', path: '/app/organization/statistics' },
} satisfies Meta<typeof AppHarness>

export default meta
type Story = StoryObj<typeof meta>

const organization = accountUser('organization')
const withStore = (configure: (store: ReturnType<typeof statisticsStore>) => void = () => {}) => {
  const store = statisticsStore()
  configure(store)
  return { msw: { handlers: [accountHandlers.currentUser(organization), ...store.handlers] } }
}

export const LastSevenDays: Story = {
  parameters: withStore(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('region', { name: 'Consultations réalisées' })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: '7 derniers jours' })).toBeChecked()
    await expect(await canvas.findByRole('heading', { name: 'Volume de consultations' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Activité par praticien' })).toBeVisible()
    await expect(await canvas.findByRole('rowheader', { name: 'Julien Moreau' })).toBeVisible()
  },
}

export const ThreeMonths: Story = {
  parameters: withStore(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('radio', { name: '3 derniers mois' }))
    await expect(await canvas.findAllByText(/aux 90 jours précédents/)).toHaveLength(3)
    // Beyond 32 days the charts count by month.
    await expect(
      await canvas.findByText(/consultations du .* le plus grand nombre en \p{L}+ \d{4}/u),
    ).toBeVisible()
  },
}

export const ChartTable: Story = {
  parameters: withStore(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [volumeTable] = await canvas.findAllByRole('button', { name: 'Afficher le tableau' })
    await userEvent.click(volumeTable!)
    await expect(await canvas.findByRole('grid', { name: 'Consultations par période' })).toBeVisible()
  },
}

export const ManyPractitioners: Story = {
  parameters: withStore((store) => {
    store.practitioners = 14
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Voir tous' }))
    await expect(await canvas.findByRole('button', { name: 'Voir les dix premiers' })).toBeVisible()
  },
}

export const NoConsultation: Story = {
  parameters: withStore((store) => {
    store.empty = true
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Aucune consultation sur la période')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Voir tous' })).toBeDisabled()
  },
}

export const LoadError: Story = {
  parameters: withStore((store) => {
    store.failing = true
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Les statistiques n'ont pas pu être chargées."),
    ).toBeVisible()
  },
}

export const Mobility: Story = {
  args: { application: 'mobility' },
  globals: { brand: 'mobility' },
  parameters: {
    msw: {
      handlers: [
        accountHandlers.currentUser(accountUser('organization', 'mobility')),
        ...statisticsStore({ name: 'Centre de soins Plateau' }).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Centre de soins Plateau')).toBeVisible()
  },
}
