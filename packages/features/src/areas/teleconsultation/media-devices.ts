// The camera and the microphone as the teleconsultation reaches them: a port over getUserMedia and a
// sampler of the microphone's level, given through context. The product uses the browser's
// (navigator.mediaDevices, a Web Audio AnalyserNode); tests and stories provide streams they make
// themselves, so that success, refusal and a missing device each have their test without a real device.
import { createContext, useContext } from 'react'
import { audioLevelOf } from './device-test.ts'

/** What the test asks of the browser's media devices. */
export interface MediaDevicesPort {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>
}

/**
 * Samples a microphone stream's level (0–100) and calls `onLevel` with each sample until the function it
 * returns is called, which releases what sampling held (the AudioContext).
 */
export type AudioLevelSource = (stream: MediaStream, onLevel: (level: number) => void) => () => void

export interface DeviceAccess {
  mediaDevices: MediaDevicesPort
  audioLevels: AudioLevelSource
}

/** The meter's refresh: ten samples a second. */
const AUDIO_LEVEL_INTERVAL_MS = 100

/** The browser's devices; read when asked, as they are absent outside a secure context. */
const browserMediaDevices: MediaDevicesPort = {
  getUserMedia: (constraints) =>
    typeof navigator !== 'undefined' && navigator.mediaDevices
      ? navigator.mediaDevices.getUserMedia(constraints)
      : Promise.reject(new DOMException('No media devices in this context', 'NotSupportedError')),
}

/** The RMS of the stream's samples through an AnalyserNode, read every 100 ms. */
const analyserLevels: AudioLevelSource = (stream, onLevel) => {
  const context = new AudioContext()
  const source = context.createMediaStreamSource(stream)
  const analyser = context.createAnalyser()
  analyser.fftSize = 2048
  // Not connected to the destination: the user must not hear themself.
  source.connect(analyser)
  const samples = new Float32Array(analyser.fftSize)
  // Created after the user pressed a button, but a browser may still start it suspended.
  void context.resume().catch(() => undefined)
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples)
    onLevel(audioLevelOf(samples))
  }, AUDIO_LEVEL_INTERVAL_MS)
  return () => {
    clearInterval(timer)
    source.disconnect()
    void context.close().catch(() => undefined)
  }
}

export const DeviceAccessContext = createContext<DeviceAccess>({
  mediaDevices: browserMediaDevices,
  audioLevels: analyserLevels,
})

export function useDeviceAccess(): DeviceAccess {
  return useContext(DeviceAccessContext)
}
