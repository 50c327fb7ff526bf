// The administrators' look-up by NIR, in the real /app shell: the guard keeps non-admins out; the NIR
// is checked at the field before anything is asked, the API's refusal lands there too; the answer names
// the patient and lists the waiting check-ups without a value; a platform that does not answer is said,
// the number kept; all of it with the keyboard alone.
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import type { createMemoryRouter } from 'react-router'
import {
  accountHandlers,
  accountUser,
  adminUser,
  checkupSamples,
  checkupsStore,
  impersonatedUser,
  type CheckupsStoreOptions,
} from '@relais/api-client/msw'
import type { User } from '@relais/api-client'
import { CHECKUP_TEXTS, NIR_KEY_MESSAGE, NIR_LENGTH_MESSAGE } from '@relais/domain'
import { AppHarness } from '../../shell/testing/AppHarness.tsx'

const PATH = '/app/admin/patient-check-result'
const CAMILLE_NIR = '295109912611193'
const NOBODY_NIR = '185057800608491'
const CAMILLE = { id: '3f6c2a1e-8d4b-4c1a-9e2f-6b7a8c9d0e1f', firstName: 'Camille', lastName: 'Lefèvre' }

async function open(options: CheckupsStoreOptions = {}, user: User = adminUser('mobility')) {
  await page.viewport(1440, 900)
  const store = checkupsStore({
    checkups: checkupSamples({ nir: CAMILLE_NIR, patientId: CAMILLE.id }),
    holders: { [CAMILLE_NIR]: CAMILLE },
    ...options,
  })
  let router: ReturnType<typeof createMemoryRouter> | undefined
  const screen = await render(
    <AppHarness
      withUiProvider
      application="mobility"
      path={PATH}
      handlers={[accountHandlers.currentUser(user), ...store.handlers]}
      onRouter={(r) => (router = r)}
    />,
  )
  const field = screen.getByRole('textbox', { name: CHECKUP_TEXTS.nirLabel })
  return { screen, store, field, location: () => router!.state.location.pathname }
}

/** Types into the field from the keyboard, then Enter. */
async function search(field: ReturnType<typeof page.getByRole>, keys: string) {
  await expect.element(field).toBeVisible()
  ;(field.element() as HTMLInputElement).focus()
  await userEvent.keyboard(`${keys}{Enter}`)
}

describe("the administrators' 'Résultats checkup santé'", () => {
  it('answers the patient and the waiting check-ups, with the keyboard alone', async () => {
    const { screen, store, field } = await open()
    await expect.element(screen.getByRole('heading', { name: CHECKUP_TEXTS.tile, level: 1 })).toBeVisible()
    await search(field, CAMILLE_NIR)
    const heading = screen.getByRole('heading', { name: CHECKUP_TEXTS.resultsFor('2 95 10 99 126 111 93') })
    await expect.element(heading).toHaveFocus()
    await expect.element(screen.getByText('Camille Lefèvre')).toBeVisible()
    const table = screen.getByRole('grid', { name: CHECKUP_TEXTS.waiting })
    // Newest first, in Paris time.
    const rows = table.getByRole('row')
    await expect
      .element(rows.nth(1))
      .toHaveTextContent('05/12/2026 à 17:05Pharmacie du Plateau, Abidjan2 mesures')
    await expect
      .element(rows.nth(2))
      .toHaveTextContent('01/12/2026 à 10:30Station de Cocody, Abidjan4 mesures')
    await expect.element(screen.getByText(CHECKUP_TEXTS.valuesPrivate)).toBeVisible()
    // No value ever reaches this page.
    expect(document.body.textContent).not.toContain('128')
    expect(store.calls).toEqual([`nir ${CAMILLE_NIR}`])
    // From the heading, Tab enters the table and the arrows move through its rows.
    await userEvent.keyboard('{Tab}')
    expect(table.element().contains(document.activeElement)).toBe(true)
    await userEvent.keyboard('{ArrowDown}')
    expect(rows.nth(2).element().contains(document.activeElement)).toBe(true)
    await expect.element(field).toHaveValue('2 95 10 99 126 111 93')
  })

  it('says when nobody holds the NIR and when nothing waits under it', async () => {
    const { screen, field } = await open({ checkups: [] })
    await search(field, NOBODY_NIR)
    await expect.element(screen.getByText(CHECKUP_TEXTS.noPatient)).toBeVisible()
    await expect.element(screen.getByText(CHECKUP_TEXTS.noCheckup)).toBeVisible()
    await expect.element(screen.getByRole('grid')).not.toBeInTheDocument()
  })

  it('checks the NIR at the field before asking anything, and clears the error once it is right', async () => {
    const { screen, store, field } = await open()
    await search(field, '2951099126111')
    await expect.element(field).toHaveAttribute('aria-invalid', 'true')
    await expect.element(screen.getByText(NIR_LENGTH_MESSAGE)).toBeVisible()
    await expect.element(field).toHaveFocus()
    await userEvent.keyboard('94{Enter}')
    await expect.element(screen.getByText(NIR_KEY_MESSAGE)).toBeVisible()
    expect(store.calls).toEqual([])
    await userEvent.keyboard('{Backspace}3')
    await expect.element(screen.getByText(NIR_KEY_MESSAGE)).not.toBeInTheDocument()
    await userEvent.keyboard('{Enter}')
    await expect.element(screen.getByText('Camille Lefèvre')).toBeVisible()
    expect(store.calls).toEqual([`nir ${CAMILLE_NIR}`])
  })

  it("shows the API's refusal of the NIR at the field", async () => {
    const { screen, field } = await open({ refusedNir: NIR_KEY_MESSAGE })
    await search(field, CAMILLE_NIR)
    await expect.element(screen.getByText(NIR_KEY_MESSAGE)).toBeVisible()
    await expect.element(field).toHaveAttribute('aria-invalid', 'true')
    await expect.element(field).toHaveFocus()
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument()
  })

  it("says 'Service non disponible' when the platform does not answer, and keeps the number", async () => {
    const { screen, store, field } = await open({ unavailable: true })
    await search(field, CAMILLE_NIR)
    await expect.element(screen.getByRole('alert')).toHaveTextContent(CHECKUP_TEXTS.unavailable)
    await expect.element(field).toHaveValue('2 95 10 99 126 111 93')
    // Once it answers again, the same number is looked up and the message goes.
    store.unavailable = false
    await userEvent.click(screen.getByRole('button', { name: CHECKUP_TEXTS.search }))
    await expect.element(screen.getByText('Camille Lefèvre')).toBeVisible()
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument()
  })

  it.each([
    ['a practitioner', accountUser('doctor', 'mobility')],
    ['an impersonating administrator', impersonatedUser('mobility')],
  ])('keeps %s out', async (_, user) => {
    const { screen, location } = await open({}, user)
    await expect.poll(location).toBe('/app')
    await expect
      .element(screen.getByRole('textbox', { name: CHECKUP_TEXTS.nirLabel }))
      .not.toBeInTheDocument()
  })
})
