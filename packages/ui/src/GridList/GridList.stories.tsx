import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Badge } from '../Badge'
import { GridList } from './GridList'

type Patient = { id: string; name: string; city: string; urgent?: boolean }
const patients: Patient[] = [
  { id: 'p1', name: 'Émilie Durand', city: 'Évry' },
  { id: 'p2', name: 'Awa Koné', city: 'Abidjan', urgent: true },
  { id: 'p3', name: 'Bruno Martin', city: 'Paris' },
  { id: 'p4', name: 'Chloé Petit', city: 'Lyon' },
]

const meta = {
  title: 'Components/GridList',
  component: GridList<Patient>,
  args: {
    'aria-label': 'Patients',
    items: patients,
    textValue: (p: Patient) => p.name,
    children: (p: Patient) => (
      <>
        <strong>{p.name}</strong>, {p.city} {p.urgent && <Badge variant="danger">Urgent</Badge>}
      </>
    ),
    onSelectionChange: fn(),
    onAction: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Liste interactive (patients, documents) avec sélection simple ou multiple et état vide « Aucun résultat ». ' +
          '**Clavier** : Tab entre dans la liste, flèches haut/bas, Début/Fin, Page préc./suiv. ; Espace sélectionne ; Entrée ouvre l’élément (`onAction`) ; Ctrl/Cmd+A sélectionne tout, Échap vide la sélection ; saisir des lettres va à l’élément correspondant. ' +
          '**RGAA** : 7.1 (rôles `grid`/`row`, `aria-selected`), 7.3 (contrôlable au clavier), 10.7 (focus visible), 11.9 (cases nommées).',
      },
    },
  },
} satisfies Meta<typeof GridList<Patient>>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab()
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('row', { name: 'Émilie Durand' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onAction).toHaveBeenCalledWith('p2')
  },
}
export const SingleSelection: Story = {
  args: { selectionMode: 'single', onAction: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('row', { name: 'Bruno Martin' }))
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['p3'])
  },
}
export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', defaultSelectedIds: ['p1'] },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown} ')
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['p1', 'p2'])
    await expect(within(canvasElement).getByRole('row', { name: /Awa Koné/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}
export const Disabled: Story = { args: { selectionMode: 'single', disabledIds: ['p2'] } }
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucun résultat')).toBeVisible()
  },
}
