// The pure part of the device test: how loud the microphone is from one window of its samples, and what a
// refused getUserMedia means for the user (denied by them or their browser, or a device missing or busy).
// Kept apart from the Web Audio and media plumbing so that it is tested without a device.
import type { DeviceTestState } from '@relais/domain'

/** The quietest level shown above zero, in dBFS: room noise below it reads as silence. */
const FLOOR_DB = -60

/**
 * The level 0–100 of one window of time-domain samples (-1…1, as `AnalyserNode.getFloatTimeDomainData`
 * gives them): their RMS in decibels below full scale, mapped linearly from -60 dBFS (0) to 0 dBFS (100).
 * Decibels rather than the raw RMS because loudness is heard on a log scale: a voice at a normal
 * distance (RMS about 0.01 to 0.1) lands in the middle of the meter instead of at its bottom.
 */
export function audioLevelOf(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0
  let sum = 0
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!
  const rms = Math.sqrt(sum / samples.length)
  if (rms === 0) return 0
  const decibels = 20 * Math.log10(rms)
  return Math.min(100, Math.max(0, ((decibels - FLOOR_DB) / -FLOOR_DB) * 100))
}

/** Why a device could not be opened: its state, and whether the browser found no such device at all. */
interface DeviceFailure {
  state: Extract<DeviceTestState, 'denied' | 'error'>
  missing: boolean
}

/**
 * A getUserMedia refusal as the test shows it: the user or the browser's settings said no (denied), or
 * the device is missing, busy or the browser offers no media devices (error).
 */
export function deviceFailure(error: unknown): DeviceFailure {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return { state: 'denied', missing: false }
  return { state: 'error', missing: name === 'NotFoundError' || name === 'OverconstrainedError' }
}
