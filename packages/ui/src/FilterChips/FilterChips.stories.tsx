import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FilterChips } from './FilterChips'

const meta = {
  title: 'Components/FilterChips',
  component: FilterChips,
  args: {
    label: 'Filtrer les demandes',
    onChange: fn(),
    chips: [
      { id: 'pending', label: 'En attente', count: 4 },
      { id: 'accepted', label: 'Acceptées', count: 2 },
      { id: 'done', label: 'Terminées', count: 9 },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'Filtres en puces avec compteurs, « Tout » en premier. **Clavier** : Tab atteint le groupe, flèches parcourent, Espace/Entrée sélectionne. **RGAA** : 7.1 (sélection restituée), 3.1 (sélection pas seulement par la couleur : contraste et fond plein), 10.7.',
      },
    },
  },
} satisfies Meta<typeof FilterChips>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('row', { name: /Terminées/ }))
    await expect(args.onChange).toHaveBeenCalledWith('done')
  },
}
