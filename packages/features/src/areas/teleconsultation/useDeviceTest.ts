// The device test's state: the camera and the microphone asked for separately, so that each has its own
// answer (one may work while the other is refused), their streams held while the dialog shows them, and
// the microphone's level. Whatever the test opened is released when the dialog closes or goes away: a
// camera left on after the test would keep its light on and hold the device the consultation needs.
import { useCallback, useEffect, useRef, useState } from 'react'
import { canJoinAfterDeviceTest, type DeviceTestState } from '@relais/domain'
import { deviceFailure } from './device-test.ts'
import type { DeviceAccess } from './media-devices.ts'

export type Device = 'camera' | 'microphone'

export interface DeviceCheck {
  state: DeviceTestState
  /** The browser found no such device (rather than a refusal or a busy device). */
  missing: boolean
}

const WAITING: DeviceCheck = { state: 'waiting', missing: false }
const DEVICES: readonly Device[] = ['camera', 'microphone']
const CONSTRAINTS: Record<Device, MediaStreamConstraints> = {
  camera: { video: true },
  microphone: { audio: true },
}

function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop()
}

interface Held {
  camera: MediaStream | null
  microphone: MediaStream | null
  stopLevels: (() => void) | null
  /** False once the dialog is gone: a stream granted after that is stopped at once. */
  open: boolean
}

export function useDeviceTest({ mediaDevices, audioLevels }: DeviceAccess) {
  const [checks, setChecks] = useState<Record<Device, DeviceCheck>>({ camera: WAITING, microphone: WAITING })
  const [cameraStream, setCameraStream] = useState<MediaStream | null>(null)
  const [level, setLevel] = useState(0)
  const held = useRef<Held>({ camera: null, microphone: null, stopLevels: null, open: false })

  /** Stops every track of both streams and the level's sampling (its AudioContext). */
  const release = useCallback(() => {
    const h = held.current
    h.stopLevels?.()
    h.stopLevels = null
    stopStream(h.camera)
    stopStream(h.microphone)
    h.camera = null
    h.microphone = null
  }, [])

  useEffect(() => {
    const h = held.current
    h.open = true
    return () => {
      h.open = false
      release()
    }
  }, [release])

  const ask = useCallback(
    async (device: Device) => {
      const h = held.current
      const set = (check: DeviceCheck) => setChecks((checks) => ({ ...checks, [device]: check }))
      set({ state: 'loading', missing: false })
      let stream: MediaStream | null = null
      try {
        stream = await mediaDevices.getUserMedia(CONSTRAINTS[device])
        if (!h.open) {
          stopStream(stream)
          return
        }
        if (device === 'camera') {
          setCameraStream(stream)
        } else {
          h.stopLevels?.()
          setLevel(0)
          h.stopLevels = audioLevels(stream, setLevel)
        }
        stopStream(h[device])
        h[device] = stream
        set({ state: 'success', missing: false })
      } catch (error) {
        // A stream granted but not sampled is not kept.
        if (stream && h[device] !== stream) stopStream(stream)
        if (h.open) set(deviceFailure(error))
      }
    },
    [mediaDevices, audioLevels],
  )

  /** 'Commencer le test', then 'Réessayer': asks for each device not already working nor being asked. */
  const start = useCallback(() => {
    for (const device of DEVICES) {
      const { state } = checks[device]
      if (state !== 'success' && state !== 'loading') void ask(device)
    }
  }, [checks, ask])

  return {
    camera: checks.camera,
    microphone: checks.microphone,
    cameraStream,
    level,
    canJoin: canJoinAfterDeviceTest(checks.camera.state, checks.microphone.state),
    start,
    release,
  }
}
