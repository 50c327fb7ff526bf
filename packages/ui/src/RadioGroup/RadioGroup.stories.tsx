import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Radio, RadioGroup } from './RadioGroup'

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Type de visite',
    onChange: fn(),
    children: (
      <>
        <Radio value="home">À domicile</Radio>
        <Radio value="office">Au cabinet</Radio>
        <Radio value="video">En téléconsultation</Radio>
      </>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          "Groupe de boutons radio libellé. **Clavier** : Tab atteint le groupe, les flèches changent l'option. " +
          '**RGAA** : 11.5, 11.6 (regroupement et légende), 11.10 (erreur), 7.1, 10.7.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Au cabinet' }))
    await expect(args.onChange).toHaveBeenCalledWith('office')
  },
}
export const Horizontal: Story = { args: { orientation: 'horizontal' } }
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getAllByRole('radio')[0]).toHaveFocus()
  },
}
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'home' } }
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choisissez un type de visite' } }
