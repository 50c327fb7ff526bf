import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Table } from './Table'

type Patient = { id: string; name: string; city: string; visits: number }
const rows: Patient[] = [
  { id: '1', name: 'Émilie Durand', city: 'Évry', visits: 12 },
  { id: '2', name: 'Awa Koné', city: 'Abidjan', visits: 3 },
  { id: '3', name: 'Bruno Martin', city: 'Paris', visits: 7 },
]

const meta = {
  title: 'Components/Table',
  component: Table<Patient>,
  args: {
    'aria-label': 'Patients suivis',
    rows,
    columns: [
      { id: 'name', label: 'Nom', isRowHeader: true, sortValue: (r: Patient) => r.name },
      { id: 'city', label: 'Ville', sortValue: (r: Patient) => r.city },
      { id: 'visits', label: 'Visites', sortValue: (r: Patient) => r.visits },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'Tableau triable avec état vide. **Clavier** : flèches de cellule en cellule, Entrée sur un en-tête trie, Entrée sur une ligne l’ouvre (`onRowAction`). **RGAA** : 5.6, 5.7 (en-têtes associés), 7.1 (`aria-sort`), 10.7.',
      },
    },
  },
} satisfies Meta<typeof Table<Patient>>
export default meta
type Story = StoryObj<typeof meta>

export const Sortable: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('columnheader', { name: /Visites/ })
    await userEvent.click(header)
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
  },
}
export const Empty: Story = {
  args: { rows: [], emptyTitle: 'Aucun patient', emptyDescription: 'Ajoutez un patient pour commencer.' },
}
