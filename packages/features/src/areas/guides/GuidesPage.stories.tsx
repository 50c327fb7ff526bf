import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { guidesStore, type GuidesStoreOptions } from '@relais/api-client/msw'
import { GuidesHarness } from './testing/GuidesHarness.tsx'

interface Args {
  store?: GuidesStoreOptions
}

const meta = {
  title: 'Screens/guides/GuidesPage',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "'Guides' (/app/ressources), the sidebar footer's entry: the practical guides written for the account's type, in their authors' order, each a card with its title (a link to the guide) and its summary; a spinner while they load, an alert with 'Réessayer' when they could not be, and a sentence when no guide addresses the account. **Clavier** : Tab atteint chaque guide dans l'ordre de la liste, Entrée l'ouvre. **RGAA** : 9.1 (un titre par guide), 9.3 (liste), 6.1 (le lien porte le titre du guide), 7.5 (« Chargement des guides » annoncé).",
      },
    },
  },
  render: ({ store }) => <GuidesHarness handlers={guidesStore(store).handlers} />,
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Guides', level: 1 })).toBeVisible()
    const items = await canvas.findAllByRole('listitem')
    await expect(items).toHaveLength(3)
    await expect(canvas.getByRole('heading', { name: 'Prendre rendez-vous', level: 2 })).toBeVisible()
    await expect(
      canvas.getByText('Trouver un créneau avec un professionnel et préparer votre consultation.'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Donner accès à mon dossier' })).toHaveAttribute(
      'href',
      '/app/ressources/donner-acces-a-mon-dossier',
    )
  },
}

export const Empty: Story = {
  args: { store: { guides: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Aucun guide pour le moment' })).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

export const LoadError: Story = {
  args: { store: { failing: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText("Les guides n'ont pas pu être chargés.")).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible()
  },
}

export const Loading: Story = {
  args: { store: { loading: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('progressbar', { name: 'Chargement des guides' })).toBeVisible()
  },
}
