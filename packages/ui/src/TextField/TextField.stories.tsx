import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TextField } from './TextField'

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Adresse e-mail', type: 'email', onChange: fn(), autoComplete: 'email' },
  parameters: {
    docs: {
      description: {
        component:
          'Champ de saisie libellé (react-aria `TextField`). **Clavier** : Tab pour entrer et sortir. ' +
          "L'aide et l'erreur sont reliées au champ par `aria-describedby` ; l'erreur en français remplace le message du navigateur. " +
          '**RGAA** : 11.1 et 11.2 (étiquette pertinente), 11.10 (contrôle de saisie et indication du format), 11.13 (autocomplete), 10.7 (focus visible), 3.2 (contrastes).',
      },
    },
  },
} satisfies Meta<typeof TextField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse e-mail' })
    await userEvent.type(input, 'sage@exemple.fr')
    await expect(args.onChange).toHaveBeenLastCalledWith('sage@exemple.fr')
  },
}
export const WithDescription: Story = { args: { description: 'Nous vous enverrons un code de connexion.' } }
export const Required: Story = { args: { isRequired: true } }
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus()
  },
}
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'sage@exemple.fr' } }
export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'sage@exemple', errorMessage: 'Adresse e-mail invalide' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(within(canvasElement).getByText('Adresse e-mail invalide')).toBeVisible()
  },
}
