import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { parseTime } from '@internationalized/date'
import { TimeField } from './TimeField'

const meta = {
  title: 'Components/TimeField',
  component: TimeField,
  args: { label: 'Heure de passage' },
  parameters: {
    docs: {
      description: {
        component:
          'Heure HH:mm sur 24 h. **Clavier** : Tab entre heures et minutes, flèches pour changer, chiffres saisis directement. **RGAA** : 11.1, 11.10, 7.1, 10.7.',
      },
    },
  },
} satisfies Meta<typeof TimeField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [hours] = within(canvasElement).getAllByRole('spinbutton')
    await userEvent.click(hours!)
    await userEvent.keyboard('0930')
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('09:30')
  },
}
export const WithValue: Story = { args: { defaultValue: parseTime('14:15') } }
export const Disabled: Story = { args: { isDisabled: true, defaultValue: parseTime('08:00') } }
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choisissez une heure entre 08:00 et 20:00' },
}
