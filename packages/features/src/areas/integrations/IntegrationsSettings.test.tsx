import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import {
  accountHandlers,
  accountUser,
  calendarFeedLink,
  integrationCode,
  integrationsStore,
  type IntegrationsStore,
} from '@relais/api-client/msw'
import type { User } from '@relais/api-client'
import { toastQueue } from '@relais/ui'
import { AppHarness } from '../../shell/testing/AppHarness.tsx'

const INTEGRATIONS = '/app/user/settings#integrations'

function renderAt(path: string, store: IntegrationsStore, user: User = accountUser('doctor')) {
  return render(
    <AppHarness
      withUiProvider
      application={user.application}
      path={path}
      handlers={[accountHandlers.currentUser(user), ...store.handlers]}
    />,
  )
}

describe("the settings' integrations", () => {
  // Toasts live in the app-wide queue: one test's must not answer for the next.
  beforeEach(async () => {
    toastQueue.clear()
    await page.viewport(1440, 900)
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('activates the calendar through its callback, then shows the link once and copies it', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    const store = integrationsStore()
    const screen = await renderAt(INTEGRATIONS, store)
    await expect.element(screen.getByRole('heading', { name: 'Agenda', level: 3 })).toBeVisible()
    await expect
      .element(screen.getByText(/seuls les horaires y figurent, jamais le nom du patient/))
      .toBeVisible()
    await expect.element(screen.getByText('Désactivée')).toBeVisible()

    await screen.getByRole('button', { name: 'Activer' }).click()
    // Back from the callback, which spent its code once.
    const field = screen.getByRole('textbox', { name: "Lien d'abonnement" })
    await expect.element(field).toHaveValue(calendarFeedLink(1))
    await expect.element(field).toHaveAttribute('readonly')
    await expect.element(field).toHaveFocus()
    await expect.element(screen.getByText('Activée', { exact: true })).toBeVisible()
    await expect.element(screen.getByText(/Ce lien ne sera plus affiché/)).toBeVisible()
    expect(store.calls).toEqual(['authorization-url', 'authorize'])

    await screen.getByRole('button', { name: 'Copier le lien' }).click()
    expect(writeText).toHaveBeenCalledWith(calendarFeedLink(1))
    await expect.element(screen.getByText('Lien copié')).toBeVisible()
  })

  it('shows the link only on the screen the callback came back to', async () => {
    const store = integrationsStore()
    const screen = await renderAt(INTEGRATIONS, store)
    await screen.getByRole('button', { name: 'Activer' }).click()
    await expect.element(screen.getByRole('textbox', { name: "Lien d'abonnement" })).toBeVisible()
    await screen
      .getByRole('navigation', { name: 'Sections des paramètres' })
      .getByRole('link', { name: 'Mes données' })
      .click()
    await screen
      .getByRole('navigation', { name: 'Sections des paramètres' })
      .getByRole('link', { name: 'Intégrations' })
      .click()
    await expect.element(screen.getByRole('button', { name: 'Synchroniser' })).toBeVisible()
    await expect.element(screen.getByRole('textbox', { name: "Lien d'abonnement" })).not.toBeInTheDocument()
  })

  it('says a spent or missing code is no longer valid, and leads back to the settings', async () => {
    const store = integrationsStore()
    const screen = await renderAt(`/app/user/settings/integrations/ical?code=${integrationCode(7)}`, store)
    const alert = screen.getByRole('alert')
    await expect.element(alert).toHaveTextContent("L'intégration n'a pas été activée.")
    await expect
      .element(alert)
      .toHaveTextContent(
        "Ce lien d'activation n'est plus valable. Recommencez l'activation depuis vos paramètres.",
      )
    expect(store.calls).toEqual(['authorize'])
    await screen.getByRole('link', { name: 'Retour aux intégrations' }).click()
    await expect.element(screen.getByRole('button', { name: 'Activer' })).toBeVisible()
    await screen.unmount()

    const withoutCode = await renderAt('/app/user/settings/integrations/ical', store)
    await expect.element(withoutCode.getByText(/Ce lien d'activation n'est plus valable/)).toBeVisible()
    expect(store.calls).toEqual(['authorize'])
  })

  it('says so when the clipboard refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    )
    const screen = await renderAt(INTEGRATIONS, integrationsStore())
    await screen.getByRole('button', { name: 'Activer' }).click()
    await screen.getByRole('button', { name: 'Copier le lien' }).click()
    await expect.element(screen.getByText(/Le lien n'a pas pu être copié/)).toBeVisible()
  })

  it('makes a new link only once the end of the old one is confirmed', async () => {
    const store = integrationsStore({ since: '2026-11-20T08:00:00.000Z' })
    const screen = await renderAt(INTEGRATIONS, store)
    await expect.element(screen.getByText('Activée', { exact: true })).toBeVisible()
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
    expect(store.calls).toEqual(['sync'])
  })

  it('deactivates after its confirmation, by keyboard', async () => {
    const store = integrationsStore({ since: '2026-11-20T08:00:00.000Z' })
    const screen = await renderAt(INTEGRATIONS, store)
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
    expect(store.calls).toEqual(['delete'])
  })

  it("shows the API's refusal in an alert", async () => {
    const store = integrationsStore()
    store.refuseNext = {
      statusCode: 403,
      error: 'Forbidden',
      message: "Action impossible en agissant pour le compte d'un autre utilisateur",
      code: 'FORBIDDEN',
    }
    const screen = await renderAt(INTEGRATIONS, store)
    await screen.getByRole('button', { name: 'Activer' }).click()
    const alert = screen.getByRole('alert')
    await expect.element(alert).toHaveTextContent("L'activation n'a pas pu commencer.")
    await expect
      .element(alert)
      .toHaveTextContent("Action impossible en agissant pour le compte d'un autre utilisateur")
    await expect.element(screen.getByText('Désactivée')).toBeVisible()
  })

  it('is offered to nurses and midwives too, and to nobody else', async () => {
    for (const user of [accountUser('assistant', 'mobility'), accountUser('midwife')]) {
      const screen = await renderAt(INTEGRATIONS, integrationsStore(), user)
      await expect.element(screen.getByRole('button', { name: 'Activer' })).toBeVisible()
      await screen.unmount()
    }
    const store = integrationsStore()
    const screen = await renderAt(INTEGRATIONS, store, accountUser('patient'))
    await expect.element(screen.getByText('Aucune intégration disponible')).toBeVisible()
    await expect.element(screen.getByRole('heading', { name: 'Agenda' })).not.toBeInTheDocument()
  })
})
