import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { UiProvider } from '../UiProvider'
import { AppShell } from './AppShell'

const navItems = [
  { id: 'dash', label: 'Tableau de bord', href: '/app/dashboard' },
  { id: 'agenda', label: 'Agenda', href: '/app/agenda', count: 3 },
]

function Shell({ navigate = () => {} }: { navigate?: (p: string) => void }) {
  return (
    <UiProvider navigate={navigate}>
      <AppShell
        header={{ brand: 'Relais', userName: 'Camille Martin', notificationCount: 2 }}
        navItems={navItems}
        bottomBarItems={navItems}
        currentPath="/app/agenda/2026-11-24"
        footer={{
          copyright: '© 2026 Relais Santé',
          version: '1.4.0',
          links: [{ label: 'Mentions légales', href: '/legal' }],
        }}
        storageKey="test.sidebar"
      >
        Contenu
      </AppShell>
    </UiProvider>
  )
}

describe('AppShell', () => {
  beforeEach(() => localStorage.removeItem('test.sidebar'))

  it('marks the current page, names the bell with its count and shows the version', async () => {
    await page.viewport(1440, 900)
    const screen = await render(<Shell />)
    const nav = screen.getByRole('navigation', { name: 'Menu principal' })
    await expect.element(nav.getByRole('link', { name: /Agenda/ })).toHaveAttribute('aria-current', 'page')
    await expect.element(screen.getByRole('button', { name: 'Notifications, 2 non lues' })).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Compte de Camille Martin' })).toBeVisible()
    await expect.element(screen.getByRole('contentinfo')).toHaveTextContent('Version 1.4.0')
    await expect.element(screen.getByRole('main')).toHaveTextContent('Contenu')
  })

  it('toggles the sidebar and remembers it', async () => {
    await page.viewport(1440, 900)
    const screen = await render(<Shell />)
    const toggle = screen.getByRole('button', { name: 'Masquer le menu' })
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true')
    await toggle.click()
    // Hidden with display: none, so it leaves the accessibility tree.
    await expect.element(screen.getByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument()
    expect(localStorage.getItem('test.sidebar')).toBe('false')
    await screen.unmount()
    const again = await render(<Shell />)
    await expect.element(again.getByRole('button', { name: 'Afficher le menu' })).toBeVisible()
  })

  it('closes the sidebar after navigating on a small screen', async () => {
    await page.viewport(375, 800)
    const navigate = vi.fn()
    const screen = await render(<Shell navigate={navigate} />)
    await screen.getByRole('button', { name: 'Afficher le menu' }).click()
    const nav = screen.getByRole('navigation', { name: 'Menu principal' })
    await nav.getByRole('link', { name: 'Tableau de bord' }).click()
    expect(navigate).toHaveBeenCalledWith('/app/dashboard', undefined)
    await expect.element(nav).not.toBeInTheDocument()
    await expect.element(screen.getByRole('navigation', { name: 'Navigation rapide' })).toBeVisible()
  })

  it('moves focus into the slide-in menu on a small screen and back to the toggle on close', async () => {
    await page.viewport(375, 800)
    const screen = await render(<Shell />)
    const toggle = screen.getByRole('button', { name: 'Afficher le menu' })
    await toggle.click()
    const nav = screen.getByRole('navigation', { name: 'Menu principal' })
    await expect.element(nav.getByRole('link', { name: /Agenda/ })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect.element(nav).not.toBeInTheDocument()
    await expect.element(screen.getByRole('button', { name: 'Afficher le menu' })).toHaveFocus()
  })

  it('returns focus to the toggle after navigating from the slide-in menu', async () => {
    await page.viewport(375, 800)
    const screen = await render(<Shell />)
    await screen.getByRole('button', { name: 'Afficher le menu' }).click()
    const nav = screen.getByRole('navigation', { name: 'Menu principal' })
    await expect.element(nav.getByRole('link', { name: /Agenda/ })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(nav).not.toBeInTheDocument()
    await expect.element(screen.getByRole('button', { name: 'Afficher le menu' })).toHaveFocus()
  })

  it('leaves focus on the toggle on a wide screen', async () => {
    await page.viewport(1440, 900)
    localStorage.setItem('test.sidebar', 'false')
    const screen = await render(<Shell />)
    await screen.getByRole('button', { name: 'Afficher le menu' }).click()
    await expect.element(screen.getByRole('button', { name: 'Masquer le menu' })).toHaveFocus()
  })
})
