import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { UiProvider } from '@relais/ui'
import { RecordProviders } from '../../core/testing/providers.tsx'
import type { Notification } from './notifications.ts'
import { NotificationPanel } from './NotificationPanel.tsx'
import {
  notificationsStore,
  sampleNotifications,
  SAMPLES,
  type NotificationsStore,
} from './testing/notifications-store.ts'

function show(store: NotificationsStore, onOpen: (n: Notification) => void = () => {}) {
  const fresh = new Set(store.notifications.filter((n) => !n.seen).map((n) => n.id))
  return render(
    <UiProvider>
      <RecordProviders vault={null} handlers={store.handlers}>
        <NotificationPanel fresh={fresh} onOpen={onOpen} />
      </RecordProviders>
    </UiProvider>,
  )
}

beforeEach(() => page.viewport(1440, 900))

describe('the bell’s panel', () => {
  it('lists them newest first, tells the new ones apart, and opens one from the keyboard', async () => {
    const store = notificationsStore(sampleNotifications())
    const onOpen = vi.fn()
    const screen = await show(store, onOpen)
    const list = screen.getByRole('grid', { name: 'Notifications' })
    const rows = list.getByRole('row')
    await expect
      .element(rows.nth(0))
      .toHaveTextContent("Julien Moreau demande l'accès à votre dossier médical")
    await expect.element(rows.nth(0)).toHaveTextContent('il y a 5 minutes')
    await expect.element(rows.nth(0)).toHaveTextContent('Nouvelle')
    await expect.element(rows.nth(1)).toHaveTextContent("Camille Lefèvre a accepté votre demande d'accès")
    await expect.element(rows.nth(1)).toHaveTextContent('Nouvelle')
    await expect.element(rows.nth(2)).toHaveTextContent("Léa Dubois a refusé votre demande d'accès")
    await expect.element(rows.nth(2)).not.toHaveTextContent('Nouvelle')
    expect(store.calls.list).toBe(1)

    await userEvent.keyboard('{Tab}')
    await expect.element(screen.getByRole('button', { name: 'Tout supprimer' })).toHaveFocus()
    await userEvent.keyboard('{Tab}')
    await expect.element(rows.nth(0)).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(onOpen).toHaveBeenCalledTimes(1)
    expect(onOpen.mock.calls[0]![0]).toMatchObject({ templateIdentifier: 'access-decision' })
  })

  it('removes one: the API first, then its row; focus stays in the list', async () => {
    const store = notificationsStore(sampleNotifications())
    const screen = await show(store)
    const rows = screen.getByRole('grid', { name: 'Notifications' }).getByRole('row')
    await rows.nth(0).getByRole('button', { name: 'Supprimer la notification' }).click()
    await expect.element(screen.getByText("Julien Moreau demande l'accès")).not.toBeInTheDocument()
    expect(store.removed).toEqual([SAMPLES.accessRequest().id])
    await expect.element(rows).toHaveLength(2)
    await expect
      .element(screen.getByRole('grid', { name: 'Notifications' }).getByRole('row').first())
      .toHaveFocus()
  })

  it("removes all of them, then says 'Aucune notification'", async () => {
    const store = notificationsStore(sampleNotifications())
    const screen = await show(store)
    await screen.getByRole('button', { name: 'Tout supprimer' }).click()
    await expect.element(screen.getByRole('heading', { name: 'Aucune notification' })).toBeVisible()
    expect(store.calls.removeAll).toBe(1)
    await expect.element(screen.getByRole('grid')).not.toBeInTheDocument()
  })

  it("says 'Aucune notification' when there is none", async () => {
    const screen = await show(notificationsStore())
    await expect.element(screen.getByRole('heading', { name: 'Aucune notification' })).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Tout supprimer' })).not.toBeInTheDocument()
  })

  it('says when the list cannot be read, and reads it again', async () => {
    const store = notificationsStore([SAMPLES.accessDecision('REJECTED')])
    store.failing = true
    const screen = await show(store)
    await expect.element(screen.getByText("Les notifications n'ont pas pu être chargées.")).toBeVisible()
    store.failing = false
    await screen.getByRole('button', { name: 'Réessayer' }).click()
    await expect.element(screen.getByText("Camille Lefèvre a refusé votre demande d'accès")).toBeVisible()
  })

  it('takes out a notification removed elsewhere meanwhile, without an error', async () => {
    const store = notificationsStore([SAMPLES.accessDecision('REJECTED')])
    const screen = await show(store)
    const row = screen.getByRole('row')
    await expect.element(row).toBeVisible()
    // Another tab removed it: the API answers 404, and the row goes all the same.
    store.notifications = []
    await row.getByRole('button', { name: 'Supprimer la notification' }).click()
    await expect.element(screen.getByRole('heading', { name: 'Aucune notification' })).toBeVisible()
    await expect.element(screen.getByText('La suppression a échoué. Réessayez.')).not.toBeInTheDocument()
  })
})
