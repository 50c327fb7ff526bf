import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Icon, iconNames } from './Icon'

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'home' },
  parameters: {
    docs: {
      description: {
        component:
          'Pictogrammes au trait (grille de 24 px, couleur du texte), toujours décoratifs : `aria-hidden`, non focalisables, posés à côté d’un libellé visible qui porte le sens (menu latéral, barre du bas). Seul, un pictogramme va dans un contrôle qui porte le nom (`IconButton`, `label`). **RGAA** : 1.2 (image de décoration ignorée), 10.7.',
      },
    },
  },
} satisfies Meta<typeof Icon>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Every glyph with its name, at the size used beside a label. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 16,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Icon name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(iconNames.length)
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(iconNames.length)
  },
}
