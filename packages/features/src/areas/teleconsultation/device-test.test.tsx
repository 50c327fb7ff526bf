// The device test's pure part: the microphone's level from a window of samples (RMS in decibels, from
// silence to full scale), and what each getUserMedia refusal means for the user.
import { describe, expect, it } from 'vitest'
import { audioLevelOf, deviceFailure } from './device-test.ts'

/** A sine of `amplitude` over whole periods of 64 samples: its RMS is amplitude / √2. */
const sine = (amplitude: number, length = 2048) =>
  Float32Array.from({ length }, (_, i) => amplitude * Math.sin((2 * Math.PI * i) / 64))

describe("the microphone's level", () => {
  it('is 0 for silence and for no samples at all', () => {
    expect(audioLevelOf(new Float32Array(2048))).toBe(0)
    expect(audioLevelOf([])).toBe(0)
  })

  it('is 100 at full scale, and never more', () => {
    expect(audioLevelOf(Float32Array.from({ length: 512 }, (_, i) => (i % 2 ? 1 : -1)))).toBe(100)
    expect(audioLevelOf(Float32Array.from({ length: 512 }, (_, i) => (i % 2 ? 4 : -4)))).toBe(100)
  })

  it('maps the RMS from -60 dBFS (0) to 0 dBFS (100) on a decibel scale', () => {
    // RMS 0.1 is -20 dBFS, two thirds of the way; RMS 0.01 is -40 dBFS, one third.
    expect(audioLevelOf(sine(0.1 * Math.SQRT2))).toBeCloseTo(200 / 3, 1)
    expect(audioLevelOf(sine(0.01 * Math.SQRT2))).toBeCloseTo(100 / 3, 1)
    // Under -60 dBFS: room noise, read as silence.
    expect(audioLevelOf(sine(0.0005 * Math.SQRT2))).toBe(0)
  })

  it('grows with the sound', () => {
    const levels = [0.001, 0.01, 0.05, 0.2, 0.7].map((amplitude) => audioLevelOf(sine(amplitude)))
    expect(levels).toEqual([...levels].sort((a, b) => a - b))
    expect(new Set(levels).size).toBe(levels.length)
  })
})

describe('a refused device', () => {
  const refusal = (name: string) => deviceFailure(new DOMException('refused', name))

  it('is denied when the user or the browser said no', () => {
    expect(refusal('NotAllowedError')).toEqual({ state: 'denied', missing: false })
    expect(refusal('SecurityError')).toEqual({ state: 'denied', missing: false })
  })

  it('is an error otherwise, missing when the browser found no such device', () => {
    expect(refusal('NotFoundError')).toEqual({ state: 'error', missing: true })
    expect(refusal('OverconstrainedError')).toEqual({ state: 'error', missing: true })
    expect(refusal('NotReadableError')).toEqual({ state: 'error', missing: false })
    expect(refusal('NotSupportedError')).toEqual({ state: 'error', missing: false })
    expect(deviceFailure(new TypeError('navigator.mediaDevices is undefined'))).toEqual({
      state: 'error',
      missing: false,
    })
    expect(deviceFailure(undefined)).toEqual({ state: 'error', missing: false })
  })
})
