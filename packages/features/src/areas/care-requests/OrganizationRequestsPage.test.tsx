import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import {
  accountHandlers,
  accountUser,
  careRequestsStore,
  serviceRequestsSample,
} from '@relais/api-client/msw'
import { AppHarness } from '../../shell/testing/AppHarness.tsx'

const renderPage = (options: Parameters<typeof careRequestsStore>[0] = {}) =>
  render(
    <AppHarness
      path="/app/organization/requests"
      withUiProvider
      handlers={[
        accountHandlers.currentUser(accountUser('organization')),
        ...careRequestsStore(options).handlers,
      ]}
    />,
  )

describe("the structure's care requests", () => {
  it('lists each request with its patient, date, address, kinds of care and status', async () => {
    const screen = await renderPage()
    await expect
      .element(screen.getByRole('heading', { name: 'Demandes de prise en charge', level: 1 }))
      .toBeVisible()
    const rows = screen.getByRole('row')
    await expect.element(screen.getByRole('rowheader', { name: 'Léa Girard' })).toBeVisible()
    // A header row and one row per request.
    expect(rows.elements()).toHaveLength(1 + serviceRequestsSample.length)
    const onHold = screen.getByRole('row', { name: /Léa Girard/ })
    await expect.element(onHold).toHaveTextContent('03/12/2026')
    await expect.element(onHold).toHaveTextContent('3 avenue Jean Jaurès, 93500 Pantin')
    await expect
      .element(onHold)
      .toHaveTextContent('Suivi post-partum à domicile (césarienne ou accouchement), Demande de conseils')
    await expect.element(onHold).toHaveTextContent('En attente de prise en charge')
    await expect
      .element(screen.getByRole('row', { name: /Chloé Lambert/ }))
      .toHaveTextContent('Prise en charge par Élise Bonnet')
    await expect.element(screen.getByRole('row', { name: /Inès Moreau/ })).toHaveTextContent('Brouillon')
  })

  it('sorts by date of issue from the keyboard', async () => {
    const screen = await renderPage()
    await expect.element(screen.getByRole('rowheader', { name: 'Inès Moreau' })).toBeVisible()
    const header = screen.getByRole('columnheader', { name: "Date d'émission" })
    ;(header.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    const firstRow = () => screen.getByRole('rowheader').elements()[0]?.textContent
    await expect.poll(firstRow).toBe('Chloé Lambert')
    await userEvent.keyboard('{Enter}')
    await expect.poll(firstRow).toBe('Inès Moreau')
  })

  it('says when the structure has made none', async () => {
    const screen = await renderPage({ requests: [] })
    await expect.element(screen.getByText('Aucune demande de prise en charge pour le moment')).toBeVisible()
  })

  it('offers to try again when the list cannot be read', async () => {
    const screen = await renderPage({ failing: true })
    await expect
      .element(screen.getByText("Les demandes de prise en charge n'ont pas pu être chargées."))
      .toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Réessayer' })).toBeVisible()
  })
})
