import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TextArea } from './TextArea'

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Transmission', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Zone de texte multiligne redimensionnable verticalement. **Clavier** : Tab pour entrer/sortir, Entrée insère une ligne. **RGAA** : 11.1, 11.10, 10.7.',
      },
    },
  },
} satisfies Meta<typeof TextArea>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox'), 'Pansement refait')
    await expect(args.onChange).toHaveBeenLastCalledWith('Pansement refait')
  },
}
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Texte verrouillé' } }
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Ce champ est obligatoire' } }
