import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CodeField } from './CodeField'

const meta = {
  title: 'Components/CodeField',
  component: CodeField,
  args: {
    label: 'Code de récupération',
    description: '8 caractères : lettres minuscules ou chiffres',
    onComplete: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Code de récupération à 8 caractères (lettres minuscules et chiffres ; majuscules converties, autres caractères ignorés). **Clavier** : saisie libre. **RGAA** : 11.1, 11.10, 10.7.',
      },
    },
  },
} satisfies Meta<typeof CodeField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox')
    await userEvent.type(input, 'AB12cd34')
    await expect(args.onComplete).toHaveBeenCalledWith('ab12cd34')
  },
}
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'ab12cd34' } }
export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'ab12cd34', errorMessage: 'Code de récupération incorrect' },
}
