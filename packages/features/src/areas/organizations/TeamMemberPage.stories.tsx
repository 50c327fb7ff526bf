import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { organizationTeamSample, teamStore } from '@relais/api-client/msw'
import { TeamHarness } from './testing/TeamHarness.tsx'

const doctor = organizationTeamSample.doctors[0]!

const meta = {
  title: 'Screens/organizations/TeamMemberPage',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A member of 'Équipe' (/app/organization/team/{id}): profession, RPPS, email and phone, and the structures the viewer shares with them; '← Retour' goes back to the team. Someone the viewer shares no structure with is 'Page non trouvée'. **Clavier** : Tab atteint le bouton Retour. **RGAA** : 9.1 (titres), 8.9 (listes de définitions).",
      },
    },
  },
  args: { path: `/app/organization/team/${doctor.userId}` },
  render: ({ path }) => <TeamHarness handlers={teamStore().handlers} path={path} />,
} satisfies Meta<{ path: string }>

export default meta
type Story = StoryObj<typeof meta>

export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Julien Moreau', level: 1 })).toBeVisible()
    await expect(canvas.getByText('10101010101')).toBeVisible()
    await expect(canvas.getByText('Maternité des Lilas')).toBeVisible()
  },
}

export const Unknown: Story = {
  args: { path: '/app/organization/team/0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Page non trouvée')).toBeVisible()
  },
}
