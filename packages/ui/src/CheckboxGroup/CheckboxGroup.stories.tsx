import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Checkbox } from '../Checkbox'
import { CheckboxGroup } from './CheckboxGroup'

const meta = {
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Langues parlées',
    onChange: fn(),
    children: (
      <>
        <Checkbox value="fr">Français</Checkbox>
        <Checkbox value="en">Anglais</Checkbox>
        <Checkbox value="dyu">Dioula</Checkbox>
      </>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Groupe de cases à cocher libellé (`role="group"`). **Clavier** : Tab passe de case en case, Espace coche. **RGAA** : 11.5, 11.6 (regroupement et légende), 11.10, 10.7.',
      },
    },
  },
} satisfies Meta<typeof CheckboxGroup>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Anglais'))
    await expect(args.onChange).toHaveBeenCalledWith(['en'])
  },
}
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: ['fr'] } }
export const Disabled: Story = { args: { isDisabled: true } }
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choisissez au moins une langue' } }
