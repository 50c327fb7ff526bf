// The component tests' way into the consultation room of a readings world: as its doctor, nurse or
// patient, with that person's vault, the world's socket and fake camera and microphone, which are
// released after the test.
import { afterEach, expect } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import { accountUser } from '@relais/api-client/msw'
import { fakeMediaDevices } from './fake-media.ts'
import type { HealthDevicesPort } from '../readings/health-devices.ts'
import type { ReadingsWorld } from './readings-world.ts'
import { TeleconsultationHarness } from './TeleconsultationHarness.tsx'
import { ASSISTANT } from './teleconsultation-world.ts'

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

/** The room's page rendered for `as`, once its title shows. */
export async function enterRoom(
  world: ReadingsWorld,
  as: 'doctor' | 'nurse' | 'patient' = 'doctor',
  { healthDevices }: { healthDevices?: HealthDevicesPort } = {},
) {
  const devices = fakeMediaDevices()
  cleanups.push(() => devices.dispose())
  const screen = await render(
    <TeleconsultationHarness
      withUiProvider
      handlers={world.handlers}
      user={
        as === 'nurse'
          ? accountUser('assistant', 'mobility', { id: ASSISTANT.id })
          : as === 'patient'
            ? accountUser('patient', 'mobility', { id: world.appointment.patient.id })
            : undefined
      }
      vault={{ nurse: world.nurse, doctor: world.doctor, patient: world.patient }[as]}
      realtime={world.live.realtime}
      mediaDevices={devices}
      healthDevices={healthDevices}
      path={`/app/appointment/${world.appointment.id}`}
    />,
  )
  await expect.element(page.getByRole('heading', { name: 'Téléconsultation', level: 1 })).toBeVisible()
  return screen
}
