import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { OtpField } from './OtpField'

const meta = {
  title: 'Components/OtpField',
  component: OtpField,
  args: { onComplete: fn(), onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Code à 6 chiffres reçu par SMS ou e-mail. Un seul champ (`autocomplete="one-time-code"`, clavier numérique) dessiné en cases : ' +
          "les lecteurs d'écran annoncent un champ unique avec son étiquette, le collage et le remplissage automatique fonctionnent. " +
          '`onComplete` est appelé au sixième chiffre. **Clavier** : saisie de chiffres, Retour arrière efface, Tab quitte. ' +
          '**RGAA** : 11.1 (étiquette), 11.10 (format indiqué), 11.13 (autocomplete), 10.7 (focus visible), 3.2.',
      },
    },
  },
} satisfies Meta<typeof OtpField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Code de vérification' })
    await userEvent.type(input, '12x3456')
    await expect(input).toHaveValue('123456')
    await expect(args.onComplete).toHaveBeenCalledWith('123456')
  },
}
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus()
  },
}
export const Filled: Story = { args: { defaultValue: '482' } }
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '123456' } }
export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: '123456', errorMessage: 'Code incorrect, 2 essais restants' },
}
