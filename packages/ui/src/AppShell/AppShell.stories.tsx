import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Banner } from '../Banner'
import { Button } from '../Button'
import { Card } from '../Card'
import { Icon } from '../Icon'
import { SearchField } from '../SearchField'
import { AppShell, HeaderBell, HeaderButton } from './AppShell'

const navItems = [
  { id: 'dash', label: 'Tableau de bord', href: '#dashboard', icon: <Icon name="home" /> },
  { id: 'agenda', label: 'Agenda', href: '#agenda', icon: <Icon name="calendar" /> },
  { id: 'patients', label: 'Patients', href: '#patients', icon: <Icon name="user" /> },
  { id: 'messages', label: 'Messagerie', href: '#messages', count: 4, icon: <Icon name="chat" /> },
  { id: 'settings', label: 'Paramètres', href: '#settings', icon: <Icon name="sliders" /> },
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
          'Coquille : lien d’évitement, en-tête (sélecteur de structure, cloche avec compteur, utilisateur), menu latéral de 260 px (bouton « Afficher/Masquer le menu », état mémorisé, fermeture après navigation sous 1024 px ; sous 1024 px, le menu glisse par-dessus le contenu : le focus y entre à l’ouverture et revient au bouton à la fermeture), barre du bas sur mobile, pied de page avec version. Chaque entrée du menu et de la barre du bas montre un pictogramme décoratif (`icon`, `Icon`) à côté de son libellé. Une fonctionnalité peut y placer sa propre cloche (`notifications`, `HeaderBell`), le compte en lien (`userHref`), une recherche au-dessus de la page (`search`) et un en-tête resserré sur téléphone (`compact`). ' +
          '**Clavier** : le premier Tab atteint « Aller au contenu principal », visible au focus, qui place le focus sur la zone principale ; puis en-tête → menu → contenu → pied ; Échap ferme le menu glissant ; `aria-current="page"` sur l’entrée active ; après chaque changement de page (`currentPath`), le focus va au titre h1 de la nouvelle page (à la zone principale sans h1), jamais au premier affichage. **RGAA** : 12.7 (lien d’évitement), 12.6 (zones), 12.2 (menu cohérent), 12.8, 10.7, 1.2 (pictogrammes décoratifs), 7.1 (`aria-expanded`).',
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
export const Mobile: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('navigation', { name: 'Navigation rapide' })
    // Each entry: a pictogram hidden from assistive technologies, named by its label alone.
    for (const link of within(bar).getAllByRole('link')) {
      await expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    }
    await expect(within(bar).getByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'page')
  },
}

/** The first Tab: the skip link shows in the top corner; Enter moves focus to the main content. */
export const SkipLinkFocused: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const skip = canvas.getByRole('link', { name: 'Aller au contenu principal' })
    skip.focus()
    await expect(skip).toHaveFocus()
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(100)
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('main')).toHaveFocus()
    skip.focus()
  },
}
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

/** What a feature puts in: its own bell, a switcher, the account as a link, a search above the page. */
export const WithFeatureControls: Story = {
  args: {
    header: {
      brand: 'Relais Périnatal',
      compact: true,
      organizationSwitcher: <HeaderButton aria-label="Structure : PMI Paris 11">PMI Paris 11</HeaderButton>,
      notifications: <HeaderBell />,
      userName: 'Camille Martin',
      userHref: '#account',
    },
    search: <SearchField label="Recherche globale" placeholder="Rechercher un patient" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Camille Martin' })).toHaveAttribute('href', '#account')
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Recherche globale' })).toBeVisible()
  },
}
