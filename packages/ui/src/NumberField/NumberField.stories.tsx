import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { NumberField } from './NumberField'

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: "Rayon d'exercice (km)", defaultValue: 15, minValue: 0, maxValue: 100 },
  parameters: {
    docs: {
      description: {
        component:
          'Nombre au format français. **Clavier** : flèches haut/bas (pas), Page haut/bas, Début/Fin (min/max). Boutons « Diminuer »/« Augmenter » libellés. **RGAA** : 11.1, 11.10, 7.1, 10.7.',
      },
    },
  },
} satisfies Meta<typeof NumberField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox')
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowUp}')
    await expect(input).toHaveValue('16')
  },
}
export const Disabled: Story = { args: { isDisabled: true } }
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Saisissez un rayon entre 0 et 100 km' },
}
