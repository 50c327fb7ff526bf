// 'Appareils Bluetooth' in the nurse's vital signs, with a device of the test's own behind the port: the
// chosen tensiometer's measurement fills the pressures and the pulse (the nurse saves them herself), a
// packet cut short is said and fills nothing, a chooser closed without a choice says nothing, leaving
// disconnects; without Web Bluetooth there is no such section.
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import type { HealthDeviceKind } from '@relais/domain'
import { enterRoom } from '../testing/enter-room.tsx'
import { readingsWorld } from '../testing/readings-world.ts'
import type { HealthDevicesPort } from './health-devices.ts'

const entry = () => page.getByRole('region', { name: 'Saisir des relevés' })
const field = (name: string) => entry().getByRole('textbox', { name, exact: true })

// 120/80 mmHg, mean 93, at 2026-11-27 09:30:15, pulse 72 bpm (the GATT layout of 0x2A35).
const PRESSURE = [
  0x06, 0x78, 0x00, 0x50, 0x00, 0x5d, 0x00, 0xea, 0x07, 0x0b, 0x1b, 0x09, 0x1e, 0x0f, 0x48, 0x00,
]

function fakeDevices({ cancel = false } = {}) {
  const state = {
    asked: [] as HealthDeviceKind[],
    closed: 0,
    send: (_bytes: number[]) => {},
  }
  const port: HealthDevicesPort = {
    available: true,
    async connect(kind, onMeasurement) {
      state.asked.push(kind)
      if (cancel) throw new DOMException('User cancelled the requestDevice() chooser.', 'NotFoundError')
      state.send = (bytes) => onMeasurement(Uint8Array.from(bytes))
      return { name: 'Tensio BT-200', close: () => void state.closed++ }
    },
  }
  return { port, state }
}

describe('Bluetooth health devices in the readings', () => {
  it('fills the pressures and the pulse from the chosen tensiometer, and says what it received', async () => {
    const world = await readingsWorld()
    const devices = fakeDevices()
    const screen = await enterRoom(world, 'nurse', { healthDevices: devices.port })
    const section = entry().getByRole('region', { name: 'Appareils Bluetooth' })
    await section.getByRole('button', { name: 'Lire le tensiomètre' }).click()
    await expect
      .element(section.getByRole('status'))
      .toHaveTextContent('Tensio BT-200 connecté : prenez la mesure.')
    expect(devices.state.asked).toEqual(['bloodPressure'])

    devices.state.send(PRESSURE)
    await expect.element(field('Pression systolique (mmHg)')).toHaveValue('120')
    await expect.element(field('Pression diastolique (mmHg)')).toHaveValue('80')
    await expect.element(field('Fréquence cardiaque (bpm)')).toHaveValue('72')
    await expect.element(section.getByRole('status')).toHaveTextContent('Mesure reçue de Tensio BT-200.')
    // Saved by the nurse, as typed readings are.
    await entry().getByRole('button', { name: 'Enregistrer les constantes' }).click()
    await expect.element(page.getByText('Relevés enregistrés')).toBeVisible()
    expect(world.store.byAppointment.get(world.appointment.id)).toHaveLength(2)

    // A packet cut short fills nothing and is said.
    devices.state.send([0x00, 0x78])
    await expect.element(section.getByRole('status')).toHaveTextContent('Mesure incomplète')
    await expect.element(field('Pression systolique (mmHg)')).toHaveValue('')

    await section.getByRole('button', { name: 'Déconnecter' }).click()
    expect(devices.state.closed).toBe(1)
    await screen.unmount()
  })

  it('says nothing when the chooser is closed without a device', async () => {
    const world = await readingsWorld()
    const devices = fakeDevices({ cancel: true })
    await enterRoom(world, 'nurse', { healthDevices: devices.port })
    const section = entry().getByRole('region', { name: 'Appareils Bluetooth' })
    await section.getByRole('button', { name: 'Lire le thermomètre' }).click()
    await expect.poll(() => devices.state.asked).toEqual(['thermometer'])
    await expect.element(section.getByRole('status')).toHaveTextContent('')
  })

  it('is not there in a browser without Web Bluetooth', async () => {
    const world = await readingsWorld()
    await enterRoom(world, 'nurse')
    await expect.element(field('Pression systolique (mmHg)')).toBeVisible()
    await expect.element(entry().getByRole('region', { name: 'Appareils Bluetooth' })).not.toBeInTheDocument()
  })
})
