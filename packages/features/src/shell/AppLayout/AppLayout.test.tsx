import type { ComponentProps } from 'react'
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import {
  accountHandlers,
  accountUser,
  adminUser,
  http,
  patientSummary,
  searchHandlers,
  SHELL_ORGANIZATIONS,
} from '@relais/api-client/msw'
import type { ApplicationName, components } from '@relais/api-client'
import {
  sidebarEntries,
  sidebarFooterEntries,
  USER_TYPES_BY_APPLICATION,
  type UserType,
} from '@relais/domain'
import { ChatRealtimeContext, memoryRealtime } from '../../areas/messaging/index.ts'
import { AppHarness } from '../testing/AppHarness.tsx'

type Notification = components['schemas']['Notification']

/** A notification of the bell, `minutes` old. */
const notification = (id: number, content: string, seen: boolean, minutes = id): Notification => ({
  id: `8d4e5f6a-7b8c-4d9e-8f0a-${String(id).padStart(12, '0')}`,
  templateIdentifier: 'access-decision',
  content,
  payload: { status: 'ACCEPTED' },
  seen,
  createdAt: new Date(Date.now() - minutes * 60_000).toISOString(),
})

/** The bell's API over `notifications`: the pages asked for and the times everything was marked seen. */
function bellApi(notifications: Notification[]) {
  const api = { pages: [] as string[], seen: 0, notifications }
  return Object.assign(api, {
    handlers: [
      http.get('/notifications', ({ request, response }) => {
        api.pages.push(new URL(request.url).search)
        return response(200).json({
          notifications: api.notifications,
          total: api.notifications.length,
          unseen: api.notifications.filter((n) => !n.seen).length,
        })
      }),
      http.post('/notifications/seen', ({ response }) => {
        api.seen += 1
        api.notifications = api.notifications.map((n) => ({ ...n, seen: true }))
        return response(204).empty()
      }),
    ],
  })
}

async function sidebarLabels(application: ApplicationName, userType: UserType, admin = false) {
  const user = admin
    ? { ...accountUser(userType, application), isAdmin: true }
    : accountUser(userType, application)
  const screen = await render(
    <AppHarness
      withUiProvider
      application={application}
      handlers={[accountHandlers.currentUser(user)]}
      storage={{ [`relais.${application}.sidebar-open`]: 'true' }}
    />,
  )
  const nav = screen.getByRole('navigation', { name: 'Menu principal' })
  await expect.element(nav).toBeVisible()
  const labels = nav
    .getByRole('link')
    .elements()
    .map((link) => link.textContent)
  await screen.unmount()
  return labels
}

describe('the sidebar', () => {
  for (const [application, types] of Object.entries(USER_TYPES_BY_APPLICATION)) {
    for (const userType of types) {
      it(`lists the domain's entries for a ${userType} in ${application}`, async () => {
        await page.viewport(1440, 900)
        const app = application as ApplicationName
        const ctx = { userType, application: app, isAdmin: false, country: 'FR' }
        const expected = [...sidebarEntries(ctx), ...sidebarFooterEntries(ctx)].map((e) => e.label)
        expect(await sidebarLabels(app, userType)).toEqual(expected)
        expect(expected).toContain('Déconnexion')
        expect(expected).not.toContain('Administration')
      })
    }
  }

  it('adds Administration for admins', async () => {
    await page.viewport(1440, 900)
    expect(await sidebarLabels('dispatch', 'dispatchManager', true)).toEqual([
      'Tableau de bord',
      'Carte',
      'Guides',
      'Paramètres',
      'Administration',
      'Déconnexion',
    ])
  })

  it('slides in on small screens and closes after a link, without remembering it', async () => {
    await page.viewport(375, 800)
    const screen = await render(
      <AppHarness
        withUiProvider
        handlers={[accountHandlers.currentUser(accountUser('midwife'))]}
        // Left open on a wide screen: a phone still starts with the page.
        storage={{ 'relais.perinatal.sidebar-open': 'true' }}
      />,
    )
    await screen.getByRole('button', { name: 'Afficher le menu' }).click()
    const nav = screen.getByRole('navigation', { name: 'Menu principal' })
    await nav.getByRole('link', { name: 'Paramètres' }).click()
    await expect.element(screen.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible()
    await expect
      .element(screen.getByRole('button', { name: 'Afficher le menu' }))
      .toHaveAttribute('aria-expanded', 'false')
    expect(localStorage.getItem('relais.perinatal.sidebar-open')).toBe('true')
  })

  it('remembers on wide screens whether it was left open', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness withUiProvider handlers={[accountHandlers.currentUser(accountUser('midwife'))]} />,
    )
    await screen.getByRole('button', { name: 'Masquer le menu' }).click()
    expect(localStorage.getItem('relais.perinatal.sidebar-open')).toBe('false')
    await screen.unmount()
    const again = await render(
      <AppHarness
        withUiProvider
        handlers={[accountHandlers.currentUser(accountUser('midwife'))]}
        storage={{ 'relais.perinatal.sidebar-open': 'false' }}
      />,
    )
    await expect
      .element(again.getByRole('button', { name: 'Afficher le menu' }))
      .toHaveAttribute('aria-expanded', 'false')
  })
})

describe('the header', () => {
  const member = accountUser('midwife', 'perinatal', { organizations: [...SHELL_ORGANIZATIONS] })

  it('restores the stored organization while the user still belongs to it', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        handlers={[accountHandlers.currentUser(member)]}
        storage={{ 'relais.perinatal.organization': SHELL_ORGANIZATIONS[1].id }}
      />,
    )
    await expect.element(screen.getByRole('button', { name: 'Structure : PMI Paris 11' })).toBeVisible()
  })

  it('falls back to the first organization when the stored one is no longer the user’s', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        handlers={[accountHandlers.currentUser(member)]}
        storage={{ 'relais.perinatal.organization': 'a-structure-left-long-ago' }}
      />,
    )
    const switcher = screen.getByRole('button', { name: 'Structure : Maternité des Lilas' })
    await expect.element(switcher).toBeVisible()
    await switcher.click()
    const items = screen.getByRole('menuitem')
    await expect.element(items.last()).toHaveTextContent('Rejoindre une structure')
    await screen.getByRole('menuitem', { name: 'PMI Paris 11' }).click()
    await expect.element(screen.getByRole('button', { name: 'Structure : PMI Paris 11' })).toBeVisible()
    expect(localStorage.getItem('relais.perinatal.organization')).toBe(SHELL_ORGANIZATIONS[1].id)
  })

  it('has no switcher with a single organization, and no bell or search in dispatch', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        application="dispatch"
        handlers={[accountHandlers.currentUser(accountUser('dispatchOperator', 'dispatch'))]}
      />,
    )
    await expect.element(screen.getByTestId('user-name')).toHaveTextContent('Lucas Fontaine')
    await expect.element(screen.getByRole('button', { name: 'Notifications' })).not.toBeInTheDocument()
    await expect.element(screen.getByRole('search')).not.toBeInTheDocument()
    await expect.element(screen.getByRole('button', { name: /^Structure/ })).not.toBeInTheDocument()
  })

  it("opens the bell on 'Aucune notification' and searches honestly", async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        handlers={[
          accountHandlers.currentUser(accountUser('doctor')),
          ...bellApi([]).handlers,
          searchHandlers.nothing,
        ]}
      />,
    )
    await screen.getByRole('button', { name: 'Notifications' }).click()
    await expect.element(screen.getByText('Aucune notification')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    const search = screen.getByRole('searchbox', { name: 'Recherche globale' })
    await expect
      .element(search)
      .toHaveAttribute('placeholder', 'Rechercher un patient, un professionnel, une structure...')
    await expect.element(screen.getByRole('button', { name: 'Agenda' })).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Patient' })).toBeVisible()
    await search.fill('Lefèvre')
    await expect.element(screen.getByText('Pas de résultat')).toBeVisible()
    await expect.element(screen.getByText('Essayez de modifier votre recherche')).toBeVisible()
  })

  it('opens the quick actions from their buttons, by pointer and by keyboard, and gives the focus back', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        handlers={[accountHandlers.currentUser(accountUser('doctor')), ...bellApi([]).handlers]}
      />,
    )
    // Pressed before its menu has loaded, the button opens it once it is there.
    const agenda = screen.getByRole('button', { name: 'Agenda' })
    await expect.element(agenda).toHaveAttribute('aria-haspopup', 'menu')
    await agenda.click()
    const menu = screen.getByRole('menu', { name: 'Agenda' })
    await expect.element(menu.getByRole('menuitem', { name: 'Ajouter un rendez-vous' })).toBeVisible()
    await expect.element(agenda).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Escape}')
    await expect.element(menu).not.toBeInTheDocument()
    expect(document.activeElement).toBe(agenda.element())
    // From the keyboard: ↓ opens it with the focus on its first item, Escape brings the focus back.
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(screen.getByRole('menuitem', { name: 'Ajouter un rendez-vous' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(screen.getByRole('menuitem', { name: "Voir l'agenda" })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(document.activeElement).toBe(agenda.element())
    await userEvent.keyboard('{Enter}')
    await expect.element(screen.getByRole('menuitem', { name: 'Ajouter un rendez-vous' })).toHaveFocus()
  })

  it("finds the caller's patients without accents, 500 ms after the last key, and opens one by keyboard", async () => {
    await page.viewport(1440, 900)
    const helene = patientSummary('Hélène', 'Lefèvre')
    const asked: string[] = []
    let router: Parameters<NonNullable<ComponentProps<typeof AppHarness>['onRouter']>>[0] | undefined
    const screen = await render(
      <AppHarness
        withUiProvider
        onRouter={(r) => (router = r)}
        handlers={[
          accountHandlers.currentUser(accountUser('midwife')),
          ...bellApi([]).handlers,
          http.get('/search', ({ request }) => {
            asked.push(new URL(request.url).searchParams.get('query') ?? '')
            return undefined
          }),
          searchHandlers.among([helene, patientSummary('Zoé', 'Durand')]),
        ]}
      />,
    )
    const search = screen.getByRole('searchbox', { name: 'Recherche globale' })
    await search.fill('h')
    await search.fill('helene')
    const results = screen.getByRole('grid', { name: 'Patients trouvés' })
    await expect.element(results.getByText('Hélène Lefèvre')).toBeVisible()
    await expect.element(results.getByText('Zoé Durand')).not.toBeInTheDocument()
    // One letter is too short to ask; the rest was asked once, when typing paused.
    expect(asked).toEqual(['helene'])
    // Past the field's clear button and the quick actions, Tab reaches the first result.
    const grid = results.element()
    for (let i = 0; i < 6 && !grid.contains(document.activeElement); i++) await userEvent.keyboard('{Tab}')
    expect(document.activeElement?.textContent).toContain('Hélène Lefèvre')
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => router?.state.location.pathname).toBe(`/app/patients/${helene.id}`)
  })

  it('shows the red impersonation banner and restores', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        handlers={[
          accountHandlers.currentUser({
            ...accountUser('midwife'),
            impersonator: { id: adminUser().id, username: 'admin.perinatal@relais-sante.fr' },
          }),
          accountHandlers.restore(adminUser()),
        ]}
      />,
    )
    const banner = screen.getByRole('region', { name: 'Avertissement' })
    await expect.element(banner).toHaveTextContent(/session d'un autre utilisateur/)
    await expect.element(banner).toHaveTextContent(/vous déconnecter pour revenir/)
    await expect.element(banner.getByRole('button', { name: 'Restaurer' })).toBeVisible()
  })
})

describe('the bell', () => {
  const doctor = accountHandlers.currentUser(accountUser('doctor'))

  it('counts the unseen once the page is idle (page 0, 100 of them) and marks them seen when opened', async () => {
    await page.viewport(1440, 900)
    const api = bellApi([
      notification(1, "Camille Lefèvre a accepté votre demande d'accès", false),
      notification(2, "Léa Dubois a accepté votre demande d'accès", false),
      notification(3, "Inès Martin a refusé votre demande d'accès", true),
    ])
    const screen = await render(<AppHarness withUiProvider handlers={[doctor, ...api.handlers]} />)
    const bell = screen.getByRole('button', { name: 'Notifications, 2 non lues' })
    await expect.element(bell).toBeVisible()
    expect(api.pages).toEqual(['?page=0&limit=100'])
    expect(api.seen).toBe(0)

    await bell.click()
    const panel = screen.getByRole('dialog', { name: 'Notifications' })
    const rows = panel.getByRole('row')
    await expect.element(rows.nth(0)).toHaveTextContent(/Camille Lefèvre.*Nouvelle/)
    await expect.element(rows.nth(2)).not.toHaveTextContent('Nouvelle')
    await expect.poll(() => api.seen).toBe(1)
    await userEvent.keyboard('{Escape}')
    await expect.element(panel).not.toBeInTheDocument()
    await expect.element(screen.getByRole('button', { name: 'Notifications', exact: true })).toHaveFocus()
    // Nothing unseen any more: opening again asks nothing.
    await screen.getByRole('button', { name: 'Notifications', exact: true }).click()
    await expect.element(screen.getByRole('dialog', { name: 'Notifications' })).toBeVisible()
    expect(api.seen).toBe(1)
  })

  it('takes what the socket brings on top of the list, and counts it on the badge', async () => {
    await page.viewport(1440, 900)
    const live = memoryRealtime()
    const api = bellApi([notification(1, "Camille Lefèvre a accepté votre demande d'accès", false)])
    const screen = await render(
      <ChatRealtimeContext.Provider value={live.realtime}>
        <AppHarness withUiProvider handlers={[doctor, ...api.handlers]} />
      </ChatRealtimeContext.Provider>,
    )
    await expect.element(screen.getByRole('button', { name: 'Notifications, 1 non lue' })).toBeVisible()
    await expect.poll(() => live.subscribed('/notifications')).toBe(true)
    // As the API does: stored, then published to the user's sockets.
    const arrived = notification(9, "Léa Dubois a accepté votre demande d'accès", false, 0)
    api.notifications = [arrived, ...api.notifications]
    live.publish('/notifications', arrived)
    live.publish('/notifications', arrived)
    // Not a notification this app knows: left out.
    live.publish('/notifications', { ...arrived, id: 'other', templateIdentifier: 'mention' })
    const bell = screen.getByRole('button', { name: 'Notifications, 2 non lues' })
    await expect.element(bell).toBeVisible()
    await bell.click()
    const rows = screen.getByRole('dialog', { name: 'Notifications' }).getByRole('row')
    await expect.element(rows).toHaveLength(2)
    await expect.element(rows.nth(0)).toHaveTextContent("Léa Dubois a accepté votre demande d'accès")
    await expect.element(rows.nth(0)).toHaveTextContent("à l'instant")
  })

  it('opens a notification’s dialog in place of the panel, and gives focus back to the bell', async () => {
    await page.viewport(1440, 900)
    const api = bellApi([notification(1, "Camille Lefèvre a accepté votre demande d'accès", true)])
    const screen = await render(<AppHarness withUiProvider handlers={[doctor, ...api.handlers]} />)
    const bell = screen.getByRole('button', { name: 'Notifications', exact: true })
    await bell.click()
    await screen.getByRole('dialog', { name: 'Notifications' }).getByRole('row').click()
    const dialog = screen.getByRole('dialog', { name: "Réponse à votre demande d'accès" })
    await expect.element(dialog).toHaveTextContent("Votre demande d'accès a été acceptée.")
    await expect.element(screen.getByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument()
    await dialog.getByRole('button', { name: 'Fermer' }).last().click()
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(bell).toHaveFocus()
  })

  it('opens a drawer on phones', async () => {
    await page.viewport(375, 800)
    const api = bellApi([notification(1, "Camille Lefèvre a accepté votre demande d'accès", false)])
    const screen = await render(<AppHarness withUiProvider handlers={[doctor, ...api.handlers]} />)
    await screen.getByRole('button', { name: 'Notifications, 1 non lue' }).click()
    const drawer = screen.getByRole('dialog', { name: 'Notifications' })
    await expect.element(drawer.getByRole('heading', { name: 'Notifications' })).toBeVisible()
    await expect.element(drawer.getByRole('row')).toHaveTextContent('Camille Lefèvre')
  })
})

describe('the menus’ pictograms', () => {
  it('show one beside each label of the sidebar and of the phone bottom bar, read by nobody', async () => {
    await page.viewport(375, 800)
    const screen = await render(
      <AppHarness withUiProvider handlers={[accountHandlers.currentUser(accountUser('midwife'))]} />,
    )
    const bar = screen.getByRole('navigation', { name: 'Navigation rapide' })
    await expect.element(bar.getByRole('link', { name: 'Tableau de bord' })).toBeVisible()
    const barLinks = bar.getByRole('link').elements()
    expect(barLinks.length).toBeGreaterThan(1)
    for (const link of barLinks) {
      expect(link.querySelectorAll('svg[aria-hidden="true"]'), link.textContent ?? '').toHaveLength(1)
    }
    await screen.getByRole('button', { name: 'Afficher le menu' }).click()
    const nav = screen.getByRole('navigation', { name: 'Menu principal' })
    await expect.element(nav.getByRole('link', { name: 'Paramètres' })).toBeVisible()
    for (const link of nav.getByRole('link').elements()) {
      expect(link.querySelectorAll('svg[aria-hidden="true"]'), link.textContent ?? '').toHaveLength(1)
    }
  })
})

describe('focus in the frame', () => {
  it('makes the skip link the first stop of the keyboard, before the impersonation banner', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        handlers={[
          accountHandlers.currentUser({
            ...accountUser('midwife'),
            impersonator: { id: adminUser().id, username: 'admin.perinatal@relais-sante.fr' },
          }),
        ]}
      />,
    )
    await expect.element(screen.getByRole('button', { name: 'Restaurer' })).toBeVisible()
    ;(document.activeElement as HTMLElement | null)?.blur()
    await userEvent.keyboard('{Tab}')
    await expect.element(screen.getByRole('link', { name: 'Aller au contenu principal' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(screen.getByRole('main')).toHaveFocus()
  })

  it('leaves focus alone on the first page, moves it to the h1 of the page a menu link opens, and not on a hash', async () => {
    await page.viewport(1440, 900)
    let router: Parameters<NonNullable<ComponentProps<typeof AppHarness>['onRouter']>>[0] | undefined
    const screen = await render(
      <AppHarness
        withUiProvider
        handlers={[accountHandlers.currentUser(accountUser('patient'))]}
        onRouter={(r) => (router = r)}
      />,
    )
    await expect.element(screen.getByRole('heading', { level: 1, name: /^Bonjour/ })).toBeVisible()
    expect(document.activeElement).toBe(document.body)

    const nav = screen.getByRole('navigation', { name: 'Menu principal' })
    await nav.getByRole('link', { name: 'Paramètres' }).click()
    const title = screen.getByRole('heading', { level: 1, name: 'Paramètres' })
    await expect.element(title).toHaveFocus()

    // The settings' own sections change the hash only: focus stays on the section link followed.
    const sections = screen.getByRole('navigation', { name: 'Sections des paramètres' })
    const section = sections.getByRole('link', { name: 'Mes données' })
    await section.click()
    await expect.element(section).toHaveAttribute('aria-current', 'page')
    await expect.element(section).toHaveFocus()

    // The skip link, activated here as a screen reader does (a click on the element), reaches the content
    // without touching that hash.
    ;(screen.getByRole('link', { name: 'Aller au contenu principal' }).element() as HTMLElement).click()
    await expect.element(screen.getByRole('main')).toHaveFocus()
    expect(router?.state.location.hash).toBe('#access-policy')
    await expect.element(section).toHaveAttribute('aria-current', 'page')

    // Back to the dashboard by the keyboard: focus lands on its title, not on the menu.
    ;(nav.getByRole('link', { name: 'Tableau de bord' }).element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(screen.getByRole('heading', { level: 1, name: /^Bonjour/ })).toHaveFocus()
  })
})
