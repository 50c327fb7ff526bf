import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { guidesStore } from '@relais/api-client/msw'
import { GuidesHarness } from './testing/GuidesHarness.tsx'

interface Args {
  slug: string
}

const meta = {
  title: 'Screens/guides/GuidePage',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A guide (/app/ressources/{slug}): 'Tous les guides' back to the list, its title as the page's only first-level heading, its summary, and its Markdown body — '##' sections, lists, bold, links (inside the app through the router, others as any link) and '> ' remarks set apart; HTML in the body shows as text. A guide the account may not read is 'Page non trouvée', as an unknown one. **Clavier** : Tab atteint « Tous les guides », puis chaque lien du guide. **RGAA** : 9.1 (titres hiérarchisés), 9.3 (listes), 6.1 (liens explicites), 10.6 (liens soulignés).",
      },
    },
  },
  args: { slug: 'prendre-rendez-vous' },
  render: ({ slug }) => <GuidesHarness handlers={guidesStore().handlers} path={`/app/ressources/${slug}`} />,
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const OneGuide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Prendre rendez-vous', level: 1 })).toBeVisible()
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    await expect(canvas.getByRole('heading', { name: 'Réserver un créneau', level: 2 })).toBeVisible()
    await expect(
      canvas.getByText('Un rendez-vous se déplace ou s’annule jusqu’à 24 heures avant son début.'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'agenda' })).toHaveAttribute('href', '/app/agenda')
    await expect(canvas.getByRole('link', { name: 'Tous les guides' })).toHaveAttribute(
      'href',
      '/app/ressources',
    )
  },
}

export const UnknownGuide: Story = {
  args: { slug: 'guide-inconnu' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Page non trouvée', level: 1 })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Tous les guides' })).toBeVisible()
  },
}
