import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { IconButton } from '../IconButton'
import { Tooltip } from './Tooltip'

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Imprimer le compte rendu',
    children: (
      <IconButton label="Imprimer">
        <svg
          width="18"
          height="18"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M5 8V3h10v5M5 15H3V8h14v7h-2M6 12h8v6H6z" />
        </svg>
      </IconButton>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Info-bulle : au survol après 600 ms, immédiatement au focus clavier, Échap la masque ; reliée par `aria-describedby`. **RGAA** : 10.13 (contenu additionnel contrôlable), 7.1, 10.7.',
      },
    },
  },
} satisfies Meta<typeof Tooltip>
export default meta
type Story = StoryObj<typeof meta>

export const Focused: Story = {
  play: async () => {
    await userEvent.tab()
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'Imprimer le compte rendu',
    )
  },
}
