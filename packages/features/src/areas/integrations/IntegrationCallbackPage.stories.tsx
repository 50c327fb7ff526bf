import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { accountHandlers, accountUser, integrationCode, integrationsStore } from '@relais/api-client/msw'
import { AppHarness } from '../../shell/testing/AppHarness.tsx'

const meta = {
  title: 'Screens/integrations/IntegrationCallbackPage',
  component: AppHarness,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "/app/user/settings/integrations/{integrationType}: where a provider's authorization sends the browser back with a code. The code is exchanged once ('Activation en cours...'), then the settings' 'Intégrations' show the result and, for the calendar feed, its link once. A code spent, expired, another account's or missing: 'Ce lien d'activation n'est plus valable. Recommencez l'activation depuis vos paramètres.' with 'Retour aux intégrations'. **Clavier** : Tab atteint « Retour aux intégrations ».",
      },
    },
  },
  args: { application: 'perinatal', path: `/app/user/settings/integrations/ical?code=${integrationCode(1)}` },
} satisfies Meta<typeof AppHarness>

export default meta
type Story = StoryObj<typeof meta>

const doctor = accountUser('doctor')

export const Activating: Story = {
  parameters: {
    msw: {
      handlers: [
        accountHandlers.currentUser(doctor),
        ...Object.assign(integrationsStore(), { holdExchange: true }).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Activation en cours...')).toBeVisible()
  },
}

export const CodeNoLongerValid: Story = {
  parameters: { msw: { handlers: [accountHandlers.currentUser(doctor), ...integrationsStore().handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/Ce lien d'activation n'est plus valable/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Retour aux intégrations' })).toBeVisible()
  },
}
