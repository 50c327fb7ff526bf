import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from './Button'

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Se connecter', onPress: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Bouton d'action (react-aria `Button`). **Clavier** : Tab pour atteindre, Entrée ou Espace pour activer. " +
          'En attente (`isPending`), le bouton reste focalisable, ignore les activations et annonce « Chargement en cours ». ' +
          '**RGAA** : 7.1 (composant accessible aux technologies d’assistance), 10.7 (focus visible), 11.9 (intitulé pertinent), 3.2 (contrastes), 13.9 (cible de 44 px).',
      },
    },
  },
} satisfies Meta<typeof Button>
export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Se connecter' })
    await userEvent.click(button)
    await expect(args.onPress).toHaveBeenCalledTimes(1)
  },
}
export const Secondary: Story = { args: { variant: 'secondary', children: 'Annuler' } }
export const Ghost: Story = { args: { variant: 'ghost', children: 'Plus tard' } }
export const Danger: Story = { args: { variant: 'danger', children: 'Supprimer' } }
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Petit
      </Button>
      <Button {...args} size="md">
        Moyen
      </Button>
      <Button {...args} size="lg">
        Grand
      </Button>
    </div>
  ),
}
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    const button = within(canvasElement).getByRole('button')
    await expect(button).toHaveFocus()
    await expect(button).toHaveAttribute('data-focus-visible', 'true')
  },
}
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button')
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onPress).not.toHaveBeenCalled()
  },
}
export const Loading: Story = {
  args: { isPending: true, pendingLabel: 'Connexion en cours' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('progressbar', { name: 'Connexion en cours' })).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button'))
    await expect(args.onPress).not.toHaveBeenCalled()
  },
}
export const FullWidth: Story = { args: { fullWidth: true } }
