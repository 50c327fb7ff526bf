import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SegmentedControl } from './SegmentedControl'

const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl,
  args: {
    label: 'Se connecter avec',
    options: [
      { id: 'email', label: 'Email' },
      { id: 'phone', label: 'Téléphone' },
    ],
    onChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Choix exclusif présenté en segments, construit sur un groupe de boutons radio. **Clavier** : Tab atteint le choix courant, ' +
          'flèches gauche/droite changent la sélection. **RGAA** : 11.5 (champs de même nature regroupés), 11.6 (légende du groupe), 7.1, 10.7, 3.2.',
      },
    },
  },
} satisfies Meta<typeof SegmentedControl>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Téléphone' }))
    await expect(args.onChange).toHaveBeenCalledWith('phone')
  },
}
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('radio', { name: 'Email' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(within(canvasElement).getByRole('radio', { name: 'Téléphone' })).toBeChecked()
  },
}
export const HiddenLabel: Story = { args: { hideLabel: true } }
export const Disabled: Story = { args: { isDisabled: true } }
