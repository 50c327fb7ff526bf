// The doctor's links to the patient's file in the room: her record in a side panel, read only and
// decrypted with his vault; 'Facturation' on the consultation's ticket where a portal is named, and
// none where none is.
import { afterEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { fakeMediaDevices } from '../testing/fake-media.ts'
import { enterRoom } from '../testing/enter-room.tsx'
import { readingsWorld } from '../testing/readings-world.ts'
import { TeleconsultationHarness } from '../testing/TeleconsultationHarness.tsx'

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

describe("the patient's file in the room", () => {
  it('opens her record beside the call, read only, and closes it with Escape', async () => {
    await page.viewport(1440, 900)
    const world = await readingsWorld()
    await enterRoom(world)
    const open = page.getByRole('button', { name: 'Dossier médical' })
    await expect.element(open).toBeEnabled()
    await expect.element(page.getByRole('link', { name: 'Facturation' })).not.toBeInTheDocument()
    await open.click()
    const panel = page.getByRole('dialog', { name: 'Dossier médical — Camille Lefèvre' })
    await expect.element(panel.getByText('Pénicilline')).toBeVisible()
    await expect.element(panel.getByText('O+')).toBeVisible()
    await expect
      .element(panel.getByRole('button', { name: 'Modifier le dossier médical' }))
      .not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await expect.element(panel).not.toBeInTheDocument()
    await expect.element(open).toHaveFocus()
  })

  it("opens the billing portal on the consultation's ticket, with her birth date, names and 13 NIR digits", async () => {
    const world = await readingsWorld()
    const devices = fakeMediaDevices()
    cleanups.push(() => devices.dispose())
    await render(
      <TeleconsultationHarness
        withUiProvider
        handlers={world.handlers}
        vault={world.doctor}
        realtime={world.live.realtime}
        mediaDevices={devices}
        billingPortalUrl="https://facturation.example.fr/tiers"
        path={`/app/appointment/${world.appointment.id}`}
      />,
    )
    const billing = page.getByRole('link', { name: 'Facturation' })
    await expect.element(billing).toHaveAttribute('target', '_blank')
    const href = new URL(billing.element().getAttribute('href')!)
    expect(Object.fromEntries(href.searchParams)).toEqual({
      ticket: world.appointment.id,
      birthDate: '1990-05-17',
      firstName: 'Camille',
      lastName: 'Lefèvre',
      nir: '2900575112233',
    })
  })
})
