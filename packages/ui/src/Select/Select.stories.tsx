import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Select } from './Select'

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Groupe sanguin',
    onSelectionChange: fn(),
    options: ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'].map((g) => ({ id: g, label: g })),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Liste déroulante à choix unique. **Clavier** : Entrée, Espace ou flèches ouvrent la liste, flèches pour parcourir, Entrée pour choisir, Échap pour fermer, saisie de lettres pour aller à une option. ' +
          '**RGAA** : 11.1, 11.2 (étiquette), 7.1 (rôle et état restitués), 10.7, 11.10.',
      },
    },
  },
} satisfies Meta<typeof Select>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    await userEvent.click(await within(document.body).findByRole('option', { name: 'O+' }))
    await expect(args.onSelectionChange).toHaveBeenCalledWith('O+')
  },
}
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('button')).toHaveFocus()
  },
}
export const Selected: Story = { args: { defaultSelectedKey: 'AB+' } }
export const Disabled: Story = { args: { isDisabled: true } }
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Ce champ est obligatoire' } }
