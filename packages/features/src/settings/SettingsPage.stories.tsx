import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { accountHandlers, accountUser, onboardingHandlers } from '@relais/api-client/msw'
import { AppHarness } from '../testing/AppHarness.tsx'

const midwife = accountUser('midwife')

const meta = {
  title: 'Screens/settings/SettingsPage',
  component: AppHarness,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        accountHandlers.currentUser(midwife),
        accountHandlers.updateCurrentUser(midwife),
        onboardingHandlers.places,
        onboardingHandlers.placeDetails,
      ],
    },
    docs: {
      description: {
        component:
          "/app/user/settings (spec section 2): sections by URL hash — personal-information (default), access-policy ('Mes données'), integrations, legals — with a side menu on wide screens and a dropdown on narrow ones. The profile form validates with the domain's rules and shows a 409 on the email or phone field.",
      },
    },
  },
  args: { application: 'perinatal', path: '/app/user/settings' },
} satisfies Meta<typeof AppHarness>

export default meta
type Story = StoryObj<typeof meta>

export const PersonalInformation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.clear(await canvas.findByRole('textbox', { name: 'Nom' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nom' }), 'Garnier')
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }))
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Vos informations ont été enregistrées'),
    ).toBeVisible()
  },
}

export const EmailAlreadyUsed: Story = {
  parameters: {
    msw: {
      handlers: [accountHandlers.currentUser(midwife), accountHandlers.updateConflict({ emailExists: true })],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = await canvas.findByRole('textbox', { name: 'Adresse email' })
    await userEvent.clear(email)
    await userEvent.type(email, 'deja.pris@exemple.fr')
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }))
    await expect(await canvas.findByText('Cet email est déjà associé à un compte existant')).toBeVisible()
    await expect(email).toHaveValue('deja.pris@exemple.fr')
  },
}

export const NewAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Adresse' }), 'Rivoli')
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await body.findByRole('option', { name: '1 Rue de Rivoli, 75001 Paris' }))
    await expect(await canvas.findByText('Adresse retenue : 1 Rue de Rivoli, 75001 Paris')).toBeVisible()
  },
}

export const MyData: Story = {
  args: { path: '/app/user/settings#access-policy' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucun accès accordé')).toBeVisible()
  },
}

export const Integrations: Story = { args: { path: '/app/user/settings#integrations' } }

export const Legals: Story = { args: { path: '/app/user/settings#legals' } }

export const Dispatch: Story = {
  args: { application: 'dispatch' },
  globals: { brand: 'dispatch' },
  parameters: {
    msw: { handlers: [accountHandlers.currentUser(accountUser('dispatchManager', 'dispatch'))] },
  },
}

export const Phone: Story = { globals: { viewport: { value: 'small' } } }
