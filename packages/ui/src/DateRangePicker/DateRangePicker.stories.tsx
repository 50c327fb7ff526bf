import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { parseDate } from '@internationalized/date'
import { DateRangePicker } from './DateRangePicker'

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Période' },
  parameters: {
    docs: {
      description: {
        component:
          'Période : deux dates jj/mm/aaaa et un calendrier de plage (lundi en premier). **Clavier** : comme DatePicker ; dans le calendrier, Entrée fixe le début puis la fin. **RGAA** : 11.1, 11.10, 7.1, 10.7.',
      },
    },
  },
} satisfies Meta<typeof DateRangePicker>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: { defaultValue: { start: parseDate('2026-11-02'), end: parseDate('2026-11-13') } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    await expect(await within(document.body).findByRole('grid')).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
  },
}
export const Empty: Story = {}
export const Disabled: Story = { args: { isDisabled: true } }
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'La fin doit suivre le début' } }
