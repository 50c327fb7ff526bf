import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Switch } from './Switch'

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { children: 'Notifications par SMS', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Interrupteur marche/arrêt (`role="switch"`), appliqué immédiatement. **Clavier** : Tab, Espace bascule. **RGAA** : 7.1 (état restitué), 11.1, 10.7, 3.3.',
      },
    },
  },
} satisfies Meta<typeof Switch>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Notifications par SMS'))
    await expect(args.onChange).toHaveBeenCalledWith(true)
  },
}
export const On: Story = { args: { defaultSelected: true } }
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('switch')).toHaveFocus()
  },
}
export const Disabled: Story = { args: { isDisabled: true } }
