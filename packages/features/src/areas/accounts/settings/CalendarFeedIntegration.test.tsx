import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import {
  accountHandlers,
  accountUser,
  calendarFeedLink,
  calendarFeedStore,
  type CalendarFeedStore,
} from '@relais/api-client/msw'
import type { User } from '@relais/api-client'
import { toastQueue } from '@relais/ui'
import { AppHarness } from '../../../shell/testing/AppHarness.tsx'

const INTEGRATIONS = '/app/user/settings#integrations'

function renderIntegrations(store: CalendarFeedStore, user: User = accountUser('doctor')) {
  return render(
    <AppHarness
      withUiProvider
      application={user.application}
      path={INTEGRATIONS}
      handlers={[accountHandlers.currentUser(user), ...store.handlers]}
    />,
  )
}

describe("the settings' calendar feed", () => {
  // Toasts live in the app-wide queue: one test's must not answer for the next.
  beforeEach(async () => {
    toastQueue.clear()
    await page.viewport(1440, 900)
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('makes a link, shows it once in a read-only field, and copies it', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    const store = calendarFeedStore()
    const screen = await renderIntegrations(store)
    await expect.element(screen.getByRole('heading', { name: 'Agenda', level: 3 })).toBeVisible()
    await expect
      .element(screen.getByText(/seuls les horaires y figurent, jamais le nom du patient/))
      .toBeVisible()
    await expect.element(screen.getByText('Désactivée')).toBeVisible()

    await screen.getByRole('button', { name: 'Activer' }).click()
    const field = screen.getByRole('textbox', { name: "Lien d'abonnement" })
    await expect.element(field).toHaveValue(calendarFeedLink(1))
    await expect.element(field).toHaveAttribute('readonly')
    await expect.element(field).toHaveFocus()
    await expect.element(screen.getByText('Activée')).toBeVisible()
    await expect.element(screen.getByText(/Ce lien ne sera plus affiché/)).toBeVisible()
    expect(store.calls).toEqual(['enable'])

    await screen.getByRole('button', { name: 'Copier le lien' }).click()
    expect(writeText).toHaveBeenCalledWith(calendarFeedLink(1))
    await expect.element(screen.getByText('Lien copié')).toBeVisible()
  })

  it('says so when the clipboard refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    )
    const screen = await renderIntegrations(calendarFeedStore())
    await screen.getByRole('button', { name: 'Activer' }).click()
    await screen.getByRole('button', { name: 'Copier le lien' }).click()
    await expect.element(screen.getByText(/Le lien n'a pas pu être copié/)).toBeVisible()
  })

  it('makes a new link only once the end of the old one is confirmed', async () => {
    const store = calendarFeedStore({ since: '2026-11-20T08:00:00.000Z' })
    const screen = await renderIntegrations(store)
    await expect.element(screen.getByText('Activée')).toBeVisible()
    // No link to show: the API keeps none.
    await expect.element(screen.getByRole('textbox', { name: "Lien d'abonnement" })).not.toBeInTheDocument()

    await screen.getByRole('button', { name: 'Synchroniser' }).click()
    let dialog = screen.getByRole('alertdialog', { name: 'Créer un nouveau lien ?' })
    await expect.element(dialog).toHaveTextContent("L'ancien lien cessera de fonctionner")
    await dialog.getByRole('button', { name: 'Annuler' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    expect(store.calls).toEqual([])

    await screen.getByRole('button', { name: 'Synchroniser' }).click()
    dialog = screen.getByRole('alertdialog', { name: 'Créer un nouveau lien ?' })
    await dialog.getByRole('button', { name: 'Créer un nouveau lien' }).click()
    const field = screen.getByRole('textbox', { name: "Lien d'abonnement" })
    await expect.element(field).toHaveValue(calendarFeedLink(1))
    await expect.element(field).toHaveFocus()
    expect(store.calls).toEqual(['enable'])
  })

  it('revokes the link after its confirmation, by keyboard', async () => {
    const store = calendarFeedStore({ since: '2026-11-20T08:00:00.000Z' })
    const screen = await renderIntegrations(store)
    const revoke = screen.getByRole('button', { name: 'Désactiver' })
    await expect.element(revoke).toBeVisible()
    ;(revoke.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    const dialog = screen.getByRole('alertdialog', { name: "Désactiver l'agenda ?" })
    await expect.element(dialog).toHaveTextContent('Le lien cessera de fonctionner')
    // Focus starts on 'Annuler', the safe answer: the confirmation is one step further.
    await userEvent.keyboard('{Tab}')
    await userEvent.keyboard('{Enter}')
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(screen.getByText('Désactivée')).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Activer' })).toHaveFocus()
    expect(store.calls).toEqual(['disable'])
  })

  it("shows the API's refusal in an alert", async () => {
    const store = calendarFeedStore()
    store.refuseNext = {
      statusCode: 403,
      error: 'Forbidden',
      message: "Action impossible en agissant pour le compte d'un autre utilisateur",
      code: 'FORBIDDEN',
    }
    const screen = await renderIntegrations(store)
    await screen.getByRole('button', { name: 'Activer' }).click()
    const alert = screen.getByRole('alert')
    await expect.element(alert).toHaveTextContent("Le lien n'a pas pu être créé.")
    await expect
      .element(alert)
      .toHaveTextContent("Action impossible en agissant pour le compte d'un autre utilisateur")
    await expect.element(screen.getByText('Désactivée')).toBeVisible()
  })

  it('is offered to nurses and midwives too, and to nobody else', async () => {
    for (const user of [accountUser('assistant', 'mobility'), accountUser('midwife')]) {
      const screen = await renderIntegrations(calendarFeedStore(), user)
      await expect.element(screen.getByRole('button', { name: 'Activer' })).toBeVisible()
      await screen.unmount()
    }
    const screen = await renderIntegrations(calendarFeedStore(), accountUser('patient'))
    await expect.element(screen.getByText('Aucune intégration disponible')).toBeVisible()
    await expect.element(screen.getByRole('heading', { name: 'Agenda' })).not.toBeInTheDocument()
  })
})
