import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Checkbox } from './Checkbox'

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Se souvenir de moi', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Case à cocher dont tout le libellé est cliquable. **Clavier** : Tab pour l'atteindre, Espace pour cocher. " +
          '**RGAA** : 11.1 (étiquette), 7.1 (état coché restitué), 10.7 (focus visible), 3.3 (contraste des composants).',
      },
    },
  },
} satisfies Meta<typeof Checkbox>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Se souvenir de moi'))
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledWith(true)
  },
}
export const Checked: Story = { args: { defaultSelected: true } }
export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'Tous les patients' } }
export const WithDescription: Story = { args: { description: 'Pendant 30 jours sur cet appareil.' } }
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('checkbox')).toHaveFocus()
  },
}
export const Disabled: Story = { args: { isDisabled: true } }
export const Invalid: Story = {
  args: {
    isInvalid: true,
    children: "J'accepte les conditions générales d'utilisation",
    errorMessage: "Veuillez accepter les conditions générales d'utilisation.",
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox')
    await expect(box).toHaveAccessibleDescription("Veuillez accepter les conditions générales d'utilisation.")
  },
}
