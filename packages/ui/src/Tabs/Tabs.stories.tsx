import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Tabs } from './Tabs'

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Dossier médical',
    items: [
      { id: 'obs', label: 'Observations', content: 'Aucune observation pour le moment.' },
      { id: 'docs', label: 'Documents', content: '3 documents partagés.' },
      { id: 'reports', label: 'Comptes rendus', content: 'Dernier compte rendu le 12/11/2026.' },
      { id: 'old', label: 'Archives', content: '—', isDisabled: true },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'Onglets. **Clavier** : Tab atteint l’onglet actif, flèches gauche/droite changent d’onglet (activation automatique), Début/Fin, puis Tab entre dans le panneau. **RGAA** : 7.1 (onglets restitués), 7.3, 10.7, 12.8.',
      },
    },
  },
} satisfies Meta<typeof Tabs>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent('3 documents partagés.')
  },
}
