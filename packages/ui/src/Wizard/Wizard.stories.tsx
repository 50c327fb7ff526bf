import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { TextField } from '../TextField'
import { Wizard } from './Wizard'

const meta = {
  title: 'Patterns/Wizard',
  component: Wizard,
  args: {
    onSubmit: fn(),
    submitLabel: 'Créer le patient',
    steps: [
      { id: 'info', title: 'Informations personnelles', content: <TextField label="Nom" /> },
      {
        id: 'history',
        title: 'Antécédents et traitements',
        content: <TextField label="Traitements en cours" />,
      },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'Cadre d’assistant : étapes, « Précédent »/« Suivant » avec validation par étape, dernier bouton qui soumet ; le focus va au titre de l’étape (« Étape 2 sur 2 »). **RGAA** : 12.9 (pas de piège), 11.10, 9.1, 7.1 (`aria-current="step"`).',
      },
    },
  },
} satisfies Meta<typeof Wizard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }))
    const heading = canvas.getByRole('heading', { level: 2 })
    await expect(heading).toHaveTextContent('Étape 2 sur 2')
    // The new step's heading takes focus on the next frame: the press below must come after it.
    await waitFor(() => expect(heading).toHaveFocus())
    await userEvent.click(canvas.getByRole('button', { name: 'Créer le patient' }))
    await expect(args.onSubmit).toHaveBeenCalled()
  },
}
