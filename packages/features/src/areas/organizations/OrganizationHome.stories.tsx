import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  accountHandlers,
  accountUser,
  emptyOrganizationTeam,
  organizationHandlers,
  organizationTeamSample,
  appointmentsStore,
  statisticsStore,
} from '@relais/api-client/msw'
import { AppHarness } from '../../shell/testing/AppHarness.tsx'

const meta = {
  title: 'Screens/dashboard/OrganizationHome',
  component: AppHarness,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The organization's home on /app (the spec's screens): 'Ma structure' with its name and member count, and 'Équipe', its doctors, midwives and assistants (GET /organization/{organizationId}/team).",
      },
    },
  },
  args: { application: 'perinatal', path: '/app' },
} satisfies Meta<typeof AppHarness>

export default meta
type Story = StoryObj<typeof meta>

const organization = accountUser('organization')
const withTeam = (team: ReturnType<typeof organizationHandlers.team>) => ({
  msw: {
    handlers: [
      accountHandlers.currentUser(organization),
      team,
      ...appointmentsStore().handlers,
      ...statisticsStore().handlers,
    ],
  },
})

export const Team: Story = {
  parameters: withTeam(organizationHandlers.team(organizationTeamSample)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Médecins (2)' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Sages-femmes (1)' })).toBeVisible()
    await expect(canvas.getByText('3')).toBeVisible()
    await expect(canvas.getByText('Sophie Garnier')).toBeVisible()
  },
}

export const EmptyTeam: Story = {
  parameters: withTeam(organizationHandlers.team(emptyOrganizationTeam)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText("Aucun membre dans l'équipe")).toBeVisible()
    await expect(canvas.getByText('0')).toBeVisible()
  },
}

export const MobilityTeam: Story = {
  args: { application: 'mobility' },
  globals: { brand: 'mobility' },
  parameters: {
    msw: {
      handlers: [
        ...appointmentsStore().handlers,
        ...statisticsStore({ name: 'Centre de soins Plateau' }).handlers,
        accountHandlers.currentUser(accountUser('organization', 'mobility')),
        organizationHandlers.team({
          ...emptyOrganizationTeam,
          doctors: organizationTeamSample.doctors.slice(0, 1),
          assistants: [
            {
              userId: '4a516273-8d9e-4fa0-b1c2-3d4e5f607182',
              userType: 'assistant',
              role: 'member',
              name: { given: 'Karim', family: 'Benali', text: 'Karim Benali' },
              joinedAt: '2026-10-12T07:15:00.000Z',
            },
          ],
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Infirmiers (1)' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: withTeam(organizationHandlers.teamLoading()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('progressbar', { name: "Chargement de l'équipe" })).toBeVisible()
  },
}

export const LoadError: Story = {
  parameters: withTeam(organizationHandlers.teamError()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("L'équipe n'a pas pu être chargée.")).toBeVisible()
  },
}
