import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SearchField } from './SearchField'

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: { label: 'Rechercher un patient', placeholder: 'Nom, NIR…', onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Champ de recherche (`role="searchbox"`). **Clavier** : Entrée lance la recherche, Échap efface ; bouton « Effacer la recherche ». **RGAA** : 11.1, 11.9, 10.7.',
      },
    },
  },
} satisfies Meta<typeof SearchField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'Martin{enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith('Martin')
  },
}
export const Filled: Story = { args: { defaultValue: 'Koné' } }
export const Disabled: Story = { args: { isDisabled: true } }
