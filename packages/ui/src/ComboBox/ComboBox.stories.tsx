import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ComboBox } from './ComboBox'

const practitioners = [
  { id: '1', label: 'Camille Martin', description: 'Sage-femme — Évry' },
  { id: '2', label: 'Awa Koné', description: 'Infirmière — Abidjan' },
  { id: '3', label: 'Léa Dubois', description: 'Médecin généraliste — Paris' },
]

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  args: {
    label: 'Professionnel',
    onSelect: fn(),
    search: async (q: string) => practitioners.filter((p) => p.label.toLowerCase().includes(q.toLowerCase())),
    debounceMs: 200,
  },
  parameters: {
    docs: {
      description: {
        component:
          "Saisie avec suggestions : recherche asynchrone fournie par l'appelant (le kit ne charge rien), avec délai (300 ms par défaut) et annulation des requêtes dépassées ; ou filtrage local d'options, insensible aux accents. " +
          '**Clavier** : la saisie ouvre la liste, flèches pour parcourir, Entrée pour choisir, Échap pour fermer. **RGAA** : 11.1, 7.1 (combobox restituée), 7.5 (recherche en cours annoncée), 10.7.',
      },
    },
  },
} satisfies Meta<typeof ComboBox>
export default meta
type Story = StoryObj<typeof meta>

export const AsyncSearch: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'kon')
    await userEvent.click(await within(document.body).findByRole('option', { name: /Awa Koné/ }))
    await expect(args.onSelect).toHaveBeenCalledWith(practitioners[1])
  },
}
export const StaticOptions: Story = { args: { search: undefined, options: practitioners } }
export const Disabled: Story = { args: { isDisabled: true } }
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choisissez un professionnel' } }
