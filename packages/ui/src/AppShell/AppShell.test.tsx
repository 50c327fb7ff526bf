import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { UiProvider } from '../UiProvider'
import { AppShell, currentHref, HeaderBell } from './AppShell'

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

  it('makes current only the entry with the longest matching address', () => {
    const items = [
      { id: 'home', label: 'Tableau de bord', href: '/app' },
      { id: 'org', label: 'Structure', href: '/app/organization' },
      { id: 'org-agenda', label: 'Agenda de la structure', href: '/app/organization/agenda' },
      { id: 'settings', label: 'Paramètres', href: '/app/user/settings' },
    ]
    expect(currentHref(items, '/app')).toBe('/app')
    expect(currentHref(items, '/app/user/settings')).toBe('/app/user/settings')
    expect(currentHref(items, '/app/organization/agenda/settings')).toBe('/app/organization/agenda')
    expect(currentHref(items, '/app/organization/team')).toBe('/app/organization')
    // A shared prefix is not a parent: /app/organizations is not under /app/organization.
    expect(currentHref(items, '/app/organizations')).toBe('/app')
    expect(currentHref(items, '/login')).toBeUndefined()
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

  it('takes a feature’s bell, the account as a link and a search above the page', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <UiProvider>
        <AppShell
          header={{
            brand: 'Relais',
            userName: 'Camille Martin',
            userHref: '/app',
            compact: true,
            notifications: <HeaderBell aria-expanded={false} />,
          }}
          navItems={navItems}
          currentPath="/app"
          search={<div role="search" aria-label="Recherche globale" />}
          storageKey="test.sidebar"
        >
          Contenu
        </AppShell>
      </UiProvider>,
    )
    await expect.element(screen.getByRole('link', { name: 'Camille Martin' })).toHaveAttribute('href', '/app')
    await expect.element(screen.getByTestId('user-name')).toHaveTextContent('Camille Martin')
    await expect
      .element(screen.getByRole('button', { name: 'Notifications' }))
      .toHaveAttribute('aria-expanded', 'false')
    await expect.element(screen.getByRole('main').getByRole('search')).toBeInTheDocument()
  })

  it('shows no bell when the feature says so', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <UiProvider>
        <AppShell
          header={{ brand: 'Relais', userName: 'Camille Martin', notifications: null }}
          navItems={navItems}
          currentPath="/app"
        >
          Contenu
        </AppShell>
      </UiProvider>,
    )
    await expect.element(screen.getByRole('button', { name: 'Compte de Camille Martin' })).toBeVisible()
    await expect.element(screen.getByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument()
  })

  it('starts a phone with the page even when left open on a wide screen, and never remembers the slide-in', async () => {
    await page.viewport(375, 800)
    localStorage.setItem('test.sidebar', 'true')
    const screen = await render(<Shell />)
    const toggle = screen.getByRole('button', { name: 'Afficher le menu' })
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await userEvent.keyboard('{Escape}')
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(localStorage.getItem('test.sidebar')).toBe('true')
  })
})

/** A shell on `path` showing a page titled `title` (no h1 when it is omitted), as a router would. */
function PageShell({
  path,
  title,
  children,
  navigate,
}: {
  path: string
  title?: string
  children?: ReactNode
  navigate?: (path: string) => void
}) {
  return (
    <UiProvider navigate={navigate}>
      <AppShell
        header={{ brand: 'Relais', userName: 'Camille Martin' }}
        navItems={navItems}
        bottomBarItems={navItems}
        currentPath={path}
        storageKey="test.sidebar"
      >
        {title ? <h1>{title}</h1> : <p>Contenu sans titre</p>}
        <button type="button">Action de la page</button>
        {children}
      </AppShell>
    </UiProvider>
  )
}

describe('AppShell and the keyboard', () => {
  beforeEach(() => localStorage.removeItem('test.sidebar'))

  it('starts with a skip link, shown when focused, that moves focus to the main content', async () => {
    await page.viewport(1440, 900)
    const navigate = vi.fn()
    const screen = await render(<PageShell path="/app/agenda" title="Agenda" navigate={navigate} />)
    const skip = screen.getByRole('link', { name: 'Aller au contenu principal' })
    // Out of sight until the keyboard reaches it.
    expect(skip.element().getBoundingClientRect().width).toBeLessThanOrEqual(1)
    ;(document.activeElement as HTMLElement | null)?.blur()
    await userEvent.keyboard('{Tab}')
    await expect.element(skip).toHaveFocus()
    expect(skip.element().getBoundingClientRect().width).toBeGreaterThan(100)
    await userEvent.keyboard('{Enter}')
    const main = screen.getByRole('main')
    await expect.element(main).toHaveFocus()
    expect(main.element().getAttribute('tabindex')).toBe('-1')
    // An in-page link to <main>, which moves focus without a navigation: the address keeps its hash.
    expect(skip.element().getAttribute('href')).toBe(`#${main.element().id}`)
    expect(main.element().id).not.toBe('')
    expect(navigate).not.toHaveBeenCalled()
    expect(window.location.hash).toBe('')
    // The next Tab goes into the page, past the header and the menu.
    await userEvent.keyboard('{Tab}')
    await expect.element(screen.getByRole('button', { name: 'Action de la page' })).toHaveFocus()
  })

  it('leaves focus alone on the first page, then moves it to the h1 of each new page', async () => {
    await page.viewport(1440, 900)
    const screen = await render(<PageShell path="/app/agenda" title="Agenda" />)
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible()
    expect(document.activeElement).toBe(document.body)

    // The user follows a menu link; the router then shows the new page.
    const nav = screen.getByRole('navigation', { name: 'Menu principal' })
    ;(nav.getByRole('link', { name: 'Tableau de bord' }).element() as HTMLElement).focus()
    await screen.rerender(<PageShell path="/app/dashboard" title="Tableau de bord" />)
    const heading = screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })
    await expect.element(heading).toHaveFocus()
    expect(heading.element().getAttribute('tabindex')).toBe('-1')

    // The same page drawn again (new data, a hash or a query the caller leaves out) keeps focus where it is.
    const action = screen.getByRole('button', { name: 'Action de la page' })
    ;(action.element() as HTMLElement).focus()
    await screen.rerender(<PageShell path="/app/dashboard" title="Tableau de bord" />)
    await expect.element(action).toHaveFocus()
  })

  it('leaves focus in a dialog the new page opens on arrival', async () => {
    await page.viewport(1440, 900)
    const screen = await render(<PageShell path="/app/agenda" title="Agenda" />)
    await screen.rerender(
      <PageShell path="/app/agenda/new" title="Agenda">
        <div role="dialog" aria-label="Nouveau rendez-vous">
          <input aria-label="Motif" autoFocus />
        </div>
      </PageShell>,
    )
    await expect.element(screen.getByRole('textbox', { name: 'Motif' })).toHaveFocus()
  })

  it('moves focus to the main landmark when the new page has no h1', async () => {
    await page.viewport(1440, 900)
    const screen = await render(<PageShell path="/app/agenda" title="Agenda" />)
    await screen.rerender(<PageShell path="/app/dashboard" />)
    await expect.element(screen.getByRole('main')).toHaveFocus()
  })
})
