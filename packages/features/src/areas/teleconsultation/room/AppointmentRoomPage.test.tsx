// The consultation's room against answers given in-process and a socket that lives in the page: alone at
// first, after saying hello once its subscription is live; the nurse, another room in the same page
// connected through the API's signals, then seen by her name; the microphone turned off; leaving for
// the patient's record, saying bye; a refused camera told; a cancelled appointment's room closed.
import { afterEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import type { createMemoryRouter } from 'react-router'
import { http } from '@relais/api-client/msw'
import { memoryRealtime } from '../../messaging/index.ts'
import { fakeMediaDevices } from '../testing/fake-media.ts'
import { TeleconsultationHarness } from '../testing/TeleconsultationHarness.tsx'
import { appointmentAnswers, ASSISTANT, teleconsultationSample } from '../testing/teleconsultation-world.ts'
import { connectRoom, type RoomSignal } from './room-connection.ts'

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

/** A camera's images for the nurse: a canvas painted ten times a second (a still one sends no frame). */
function nurseCamera(): MediaStream {
  const canvas = document.createElement('canvas')
  canvas.width = 64
  canvas.height = 48
  const context = canvas.getContext('2d')!
  let frame = 0
  const timer = setInterval(() => {
    context.fillStyle = frame++ % 2 ? '#36c' : '#37d'
    context.fillRect(0, 0, 64, 48)
  }, 100)
  cleanups.push(() => clearInterval(timer))
  return canvas.captureStream(10)
}

/**
 * The doctor's room page with the API's signal relay in the page: what the page says reaches the nurse
 * when she is there, and what she says is published on the room's subscription.
 */
function roomWorld(status: 'BOOKED' | 'CANCELLED' = 'BOOKED') {
  const appointment = teleconsultationSample(new Date(Date.now() + 60_000).toISOString(), { status })
  const live = memoryRealtime()
  const path = `/appointments/${appointment.id}/room`
  const said: RoomSignal[] = []
  let toNurse: ((from: string, signal: RoomSignal) => void) | null = null
  const relay = http.post('/appointment/{appointmentId}/room/signal', async ({ request, response }) => {
    const signal = (await request.json()) as RoomSignal
    said.push(signal)
    setTimeout(() => toNurse?.('9a1b2c3d-4e5f-4a6b-8c7d-000000000001', signal), 0)
    return response(204).empty()
  })
  const answers = appointmentAnswers([appointment])
  return {
    appointment,
    live,
    said,
    handlers: [...answers.handlers, relay],
    /** The nurse joins from another room in the page. */
    nurseJoins() {
      const room = connectRoom({
        selfId: ASSISTANT.id,
        localStream: nurseCamera(),
        transport: {
          send: async (signal) => {
            setTimeout(() => live.publish(path, { type: 'room/signal', from: ASSISTANT.id, signal }), 0)
          },
          listen: (handlers) => {
            toNurse = (from, signal) => {
              if (signal.to === undefined || signal.to === ASSISTANT.id) handlers.onSignal(from, signal)
            }
            setTimeout(handlers.onReady, 0)
            return () => (toNurse = null)
          },
        },
        onPeersChange: () => {},
      })
      cleanups.push(() => room.leave())
      return room
    },
  }
}

async function show(world: ReturnType<typeof roomWorld>, devices = fakeMediaDevices()) {
  let router: ReturnType<typeof createMemoryRouter> | undefined
  cleanups.push(() => devices.dispose())
  const screen = await render(
    <TeleconsultationHarness
      withUiProvider
      handlers={world.handlers}
      realtime={world.live.realtime}
      mediaDevices={devices}
      path={`/app/appointment/${world.appointment.id}`}
      onRouter={(r) => (router = r)}
    />,
  )
  return { screen, devices, router: () => router! }
}

describe('the consultation room', () => {
  it('is alone at first, says hello once live, then shows the nurse by her name', async () => {
    const world = roomWorld()
    const { devices } = await show(world)
    await expect.element(page.getByRole('heading', { name: 'Téléconsultation', level: 1 })).toBeVisible()
    await expect.element(page.getByText('Vous êtes seul dans cet appel')).toBeVisible()
    await expect.element(page.getByLabelText('Vous', { exact: true })).toBeInTheDocument()
    await expect.poll(() => world.said).toEqual([{ type: 'hello' }])
    expect(devices.requests).toEqual(['camera'])

    world.nurseJoins()
    await expect
      .poll(
        () => {
          const video = document.querySelector<HTMLVideoElement>(`video[aria-label="${ASSISTANT.name.text}"]`)
          return video !== null && video.videoWidth > 0
        },
        // A peer connection over loopback: its first frame took over 10 s on a machine busy with
        // another test run.
        { timeout: 30_000 },
      )
      .toBe(true)
    await expect.element(page.getByText('Vous êtes seul dans cet appel')).not.toBeInTheDocument()
    // The browser may refuse sound nobody asked for (no gesture in this page yet): the picture then plays
    // silent, with a way to hear it.
    const nurseVideo = () =>
      document.querySelector<HTMLVideoElement>(`video[aria-label="${ASSISTANT.name.text}"]`)
    const soundOn = page.getByRole('button', { name: `Activer le son de ${ASSISTANT.name.text}` })
    await expect.poll(() => !nurseVideo()?.muted || soundOn.query() !== null).toBe(true)
    if (soundOn.query()) {
      ;(soundOn.element() as HTMLElement).focus()
      await userEvent.keyboard('{Enter}')
    }
    await expect.poll(() => nurseVideo()?.muted).toBe(false)
  }, 45_000)

  it('turns the microphone and the camera off and on', async () => {
    const world = roomWorld()
    const { devices } = await show(world)
    const camera = page.getByRole('button', { name: 'Couper la caméra' })
    await expect.element(camera).toBeEnabled()
    await camera.click()
    expect(devices.tracks.filter((t) => t.kind === 'video').every((t) => !t.enabled)).toBe(true)
    await page.getByRole('button', { name: 'Rétablir la caméra' }).click()
    expect(devices.tracks.filter((t) => t.kind === 'video').every((t) => t.enabled)).toBe(true)
    await page.getByRole('button', { name: 'Couper le micro' }).click()
    await expect.element(page.getByRole('button', { name: 'Rétablir le micro' })).toBeVisible()
  })

  it("leaves for the patient's record, saying bye and stopping the camera", async () => {
    const world = roomWorld()
    const { devices, router } = await show(world)
    await expect.poll(() => world.said).toEqual([{ type: 'hello' }])
    await page.getByRole('button', { name: 'Quitter la consultation' }).click()
    await expect.element(page.getByText(`Dossier ${world.appointment.patient.id}`)).toBeVisible()
    expect(router().state.location.pathname).toBe(`/app/patients/${world.appointment.patient.id}`)
    await expect.poll(() => world.said.at(-1)).toEqual({ type: 'bye' })
    expect(devices.tracks.every((track) => track.readyState === 'ended')).toBe(true)
  })

  it('says a refused camera, and closes the room of a cancelled appointment', async () => {
    const refused = roomWorld()
    const { screen } = await show(refused, fakeMediaDevices({ camera: 'denied', microphone: 'denied' }))
    await expect.element(page.getByText('Accès refusé')).toBeVisible()
    await expect.element(page.getByText('Vous êtes seul dans cet appel')).toBeVisible()
    expect(refused.said).toEqual([])
    await screen.unmount()

    const cancelled = roomWorld('CANCELLED')
    await show(cancelled)
    await expect.element(page.getByText('Cette consultation est terminée ou annulée.')).toBeVisible()
    expect(cancelled.said).toEqual([])
  })
})
