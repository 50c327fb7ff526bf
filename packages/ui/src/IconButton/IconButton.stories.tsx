import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { IconButton } from './IconButton'

const Bell = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 20 20"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M5 14V9a5 5 0 0110 0v5l1.5 2h-13L5 14zM8 18h4" />
  </svg>
)

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Notifications', children: <Bell />, onPress: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Bouton icône : `label` obligatoire devient le nom accessible et s’affiche aussi en info-bulle (survol après 600 ms, immédiatement au focus clavier, Échap la masque). **Clavier** : Tab, Entrée/Espace, Échap. **RGAA** : 11.9 (intitulé), 1.2 (icône décorative ignorée), 10.7, 10.13 (info-bulle contrôlable), 13.9 (cible 44 px).',
      },
    },
  },
} satisfies Meta<typeof IconButton>
export default meta
type Story = StoryObj<typeof meta>

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }))
    await expect(args.onPress).toHaveBeenCalled()
  },
}
export const Primary: Story = { args: { variant: 'primary' } }
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('button')).toHaveFocus()
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Notifications')
  },
}
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    // react-aria shows hover tooltips once it knows the pointer is a mouse (after a press).
    await userEvent.click(canvasElement)
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Notifications' }))
    await expect(await within(document.body).findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(
      'Notifications',
    )
  },
}
export const Disabled: Story = { args: { isDisabled: true } }
