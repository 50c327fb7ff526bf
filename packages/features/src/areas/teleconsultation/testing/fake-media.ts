// Cameras and microphones for stories and component tests, answering getUserMedia as a browser would: a
// working camera is a canvas drawing one still frame, a working microphone an oscillator (so the meter
// moves), and a refusal is the DOMException the browser throws. Every request and every track handed
// out is kept, so that a test checks what was asked and that the dialog stopped it all. The camera's
// picture is also given painted again and again (a participant seen from another room of the page) and
// as a still file (a capture of it). Never used by the running product.
import type { AudioLevelSource, MediaDevicesPort } from '../media-devices.ts'

/** What a device answers: a stream, or the browser's refusal for each reason. */
export type FakeOutcome = 'success' | 'denied' | 'notFound' | 'busy'

const REFUSALS: Record<Exclude<FakeOutcome, 'success'>, [string, string]> = {
  denied: ['Permission denied', 'NotAllowedError'],
  notFound: ['Requested device not found', 'NotFoundError'],
  busy: ['Could not start video source', 'NotReadableError'],
}

export interface FakeMediaDevices extends MediaDevicesPort {
  /** What each device answers next; a test changes it between two tries. */
  outcomes: { camera: FakeOutcome; microphone: FakeOutcome }
  /** Every request, in order. */
  requests: ('camera' | 'microphone')[]
  /** Every track handed out, in order. */
  tracks: MediaStreamTrack[]
  /** Closes the audio graphs behind the microphones (a test's or story's end). */
  dispose(): void
}

/** The fake camera's picture: a head and shoulders on a pale background, the same pixels every time. */
function paintStill(canvas: HTMLCanvasElement) {
  const context = canvas.getContext('2d')!
  context.fillStyle = '#dbe7f3'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.fillStyle = '#7f9bb8'
  context.beginPath()
  context.arc(160, 78, 34, 0, Math.PI * 2)
  context.fill()
  context.beginPath()
  context.ellipse(160, 180, 70, 58, 0, Math.PI, 0)
  context.fill()
}

function cameraCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.width = 320
  canvas.height = 180
  return canvas
}

/** A still frame: the same pixels every time, for screenshots. */
function cameraStream(): MediaStream {
  const canvas = cameraCanvas()
  const stream = canvas.captureStream(5)
  paintStill(canvas)
  return stream
}

/** The fake camera's picture as a PNG file, as a capture of it would show it. */
export function cameraStill(): Promise<Blob> {
  const canvas = cameraCanvas()
  paintStill(canvas)
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG encoder'))), 'image/png'),
  )
}

/**
 * The same picture painted again ten times a second, for a participant seen from another room of the
 * page: a canvas that never changes sends no frame over a peer connection. `stop` ends the painting and
 * the track.
 */
export function repaintedCameraStream(): { stream: MediaStream; stop: () => void } {
  const canvas = cameraCanvas()
  const stream = canvas.captureStream(10)
  paintStill(canvas)
  const timer = setInterval(() => paintStill(canvas), 100)
  return {
    stream,
    stop: () => {
      clearInterval(timer)
      for (const track of stream.getTracks()) track.stop()
    },
  }
}

export function fakeMediaDevices(
  outcomes: { camera: FakeOutcome; microphone: FakeOutcome } = { camera: 'success', microphone: 'success' },
): FakeMediaDevices {
  const contexts: AudioContext[] = []
  const microphoneStream = () => {
    const context = new AudioContext()
    contexts.push(context)
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    gain.gain.value = 0.3
    const destination = context.createMediaStreamDestination()
    oscillator.connect(gain).connect(destination)
    oscillator.start()
    return destination.stream
  }
  const devices: FakeMediaDevices = {
    outcomes: { ...outcomes },
    requests: [],
    tracks: [],
    getUserMedia: async (constraints) => {
      const device = constraints.video ? 'camera' : 'microphone'
      devices.requests.push(device)
      const outcome = devices.outcomes[device]
      if (outcome !== 'success') {
        const [message, name] = REFUSALS[outcome]
        throw new DOMException(message, name)
      }
      const stream = device === 'camera' ? cameraStream() : microphoneStream()
      devices.tracks.push(...stream.getTracks())
      return stream
    },
    dispose: () => {
      for (const context of contexts.splice(0)) void context.close()
    },
  }
  return devices
}

/** A meter that shows `level` whatever it hears, for screenshots; counts how often it was released. */
export function fixedLevels(level: number): AudioLevelSource & { released: () => number } {
  let released = 0
  const source: AudioLevelSource = (_stream, onLevel) => {
    onLevel(level)
    return () => {
      released++
    }
  }
  return Object.assign(source, { released: () => released })
}
