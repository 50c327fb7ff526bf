import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { parseDate } from '@internationalized/date'
import { Calendar } from './Calendar'

const meta = {
  title: 'Components/Calendar',
  component: Calendar,
  args: { 'aria-label': 'Date du rendez-vous', defaultFocusedValue: parseDate('2026-11-18'), onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Grille mensuelle, semaines du lundi au dimanche. **Clavier** : flèches (jour/semaine), Page haut/bas (mois), Début/Fin (semaine), Entrée choisit. **RGAA** : 7.1 (grille restituée), 7.3, 10.7.',
      },
    },
  },
} satisfies Meta<typeof Calendar>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /20 novembre 2026/ }))
    await expect(args.onChange).toHaveBeenCalled()
  },
}
export const MinMax: Story = {
  args: { minValue: parseDate('2026-11-10'), maxValue: parseDate('2026-11-25') },
}
export const Disabled: Story = { args: { isDisabled: true } }
