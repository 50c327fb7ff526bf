import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { FileDropZone } from './FileDropZone'

const meta = {
  title: 'Components/FileDropZone',
  component: FileDropZone,
  args: { onFiles: fn(), acceptedFileTypes: ['application/pdf', 'image/*'], hint: 'PDF ou image' },
  parameters: {
    docs: {
      description: {
        component:
          'Zone de dépôt de fichiers (plusieurs, types filtrés) avec bouton « Choisir des fichiers » pour le clavier et les lecteurs d’écran ; les fichiers refusés sont signalés. **RGAA** : 7.1, 7.3 (alternative au glisser-déposer), 11.10, 10.7.',
      },
    },
  },
} satisfies Meta<typeof FileDropZone>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choisir des fichiers' })).toBeVisible()
  },
}
export const Single: Story = { args: { allowsMultiple: false } }
