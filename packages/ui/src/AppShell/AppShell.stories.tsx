import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Banner } from '../Banner'
import { Button } from '../Button'
import { Card } from '../Card'
import { AppShell } from './AppShell'

const navItems = [
  { id: 'dash', label: 'Tableau de bord', href: '#dashboard' },
  { id: 'agenda', label: 'Agenda', href: '#agenda' },
  { id: 'patients', label: 'Patients', href: '#patients' },
  { id: 'messages', label: 'Messagerie', href: '#messages', count: 4 },
  { id: 'settings', label: 'Paramètres', href: '#settings' },
]

const meta = {
  title: 'Patterns/AppShell',
  component: AppShell,
  args: {
    header: { brand: 'Relais Santé', userName: 'Camille Martin', notificationCount: 3 },
    navItems,
    bottomBarItems: navItems.slice(0, 4),
    currentPath: '#agenda',
    footer: {
      copyright: '© 2026 Relais Santé',
      links: [
        { label: 'Mentions légales', href: '#legal' },
        { label: 'Support', href: '#support' },
      ],
      version: '1.4.0',
    },
    children: <Card title="Agenda du jour">3 rendez-vous</Card>,
    storageKey: 'storybook.sidebar',
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Coquille : en-tête (sélecteur de structure, cloche avec compteur, utilisateur), menu latéral de 260 px (bouton « Afficher/Masquer le menu », état mémorisé, fermeture après navigation sous 1024 px ; sous 1024 px, le menu glisse par-dessus le contenu : le focus y entre à l’ouverture et revient au bouton à la fermeture), barre du bas sur mobile, pied de page avec version. ' +
          '**Clavier** : ordre en-tête → menu → contenu → pied ; Échap ferme le menu glissant ; `aria-current="page"` sur l’entrée active. **RGAA** : 12.6 (zones), 12.2 (menu cohérent), 12.8, 10.7, 7.1 (`aria-expanded`).',
      },
    },
  },
} satisfies Meta<typeof AppShell>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument()
    const toggle = canvas.getByRole('button', { name: /le menu/ })
    await userEvent.click(toggle)
    await userEvent.click(toggle)
    await expect(canvas.getByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'page')
  },
}
export const Mobile: Story = { globals: { viewport: { value: 'small' } } }
export const MobileMenuOpen: Story = {
  args: { storageKey: 'storybook.sidebar.mobile' },
  globals: { viewport: { value: 'small' } },
  beforeEach: () => localStorage.removeItem('storybook.sidebar.mobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toggle = canvas.getByRole('button', { name: 'Afficher le menu' })
    await userEvent.click(toggle)
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' })
    await expect(within(nav).getByRole('link', { name: 'Agenda' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(canvas.getByRole('button', { name: 'Afficher le menu' })).toHaveFocus()
  },
}
export const Impersonating: Story = {
  args: {
    banner: (
      <Banner
        action={
          <Button size="sm" variant="secondary">
            Quitter
          </Button>
        }
      >
        Vous agissez en tant que Camille Martin
      </Banner>
    ),
  },
}
