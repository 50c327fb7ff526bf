import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Pagination } from './Pagination'

function Demo({ pageCount }: { pageCount: number }) {
  const [page, setPage] = useState(1)
  return <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
}

const meta = {
  title: 'Components/Pagination',
  component: Demo,
  args: { pageCount: 12 },
  parameters: {
    docs: {
      description: {
        component:
          'Pagination de liste : « Précédent », pages (première, dernière, courante ±1), « Suivant » ; `aria-current="page"`. **Clavier** : Tab de bouton en bouton, Entrée/Espace. **RGAA** : 12.2, 7.1, 10.7, 13.9.',
      },
    },
  },
} satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }))
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  },
}
export const Few: Story = { args: { pageCount: 3 } }
