// The nurse's position while she is on her way to a patient, shared so that the patient sees her
// coming (PATCH /user/current/position). Only while one of her visits is on the way: the device is
// watched from the moment she sets off, and no longer once she is at the door, has nothing on the way,
// or leaves the page. Sent at once when she sets off, then at most every 10 seconds, the latest
// position kept for the next turn so that a nurse who stops is still placed where she stopped.
import { useEffect, useState } from 'react'
import { useApi } from '@relais/api-client'
import type { Coordinates } from '@relais/domain'

const SHARE_EVERY_MS = 10_000

interface TravelPosition {
  /** Where her device last said she was while travelling; null until it said. Never sent outside travel. */
  position: Coordinates | null
  /**
   * Her device cannot or will not tell (no geolocation, permission refused, never located): once true,
   * stays so, so that she is told once.
   */
  unavailable: boolean
}

export function useTravelPosition(travelling: boolean): TravelPosition {
  const { client } = useApi()
  const [position, setPosition] = useState<Coordinates | null>(null)
  const [unavailable, setUnavailable] = useState(false)

  useEffect(() => {
    if (!travelling) return
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation
    if (!geolocation) {
      setUnavailable(true)
      return
    }
    let watching = true
    let located = false
    let lastSentAt = Number.NEGATIVE_INFINITY
    let waiting: Coordinates | null = null
    let turn: ReturnType<typeof setTimeout> | undefined

    const share = () => {
      // Sent now: the turn waiting, if any, would send the next position too early.
      clearTimeout(turn)
      turn = undefined
      if (!watching || !waiting) return
      const body = waiting
      waiting = null
      lastSentAt = Date.now()
      // A lost position is replaced by the next one: nothing to retry or to tell her.
      client.PATCH('/user/current/position', { body }).catch(() => {})
    }

    const watchId = geolocation.watchPosition(
      ({ coords }) => {
        if (!watching) return
        located = true
        const here = { latitude: coords.latitude, longitude: coords.longitude }
        setPosition(here)
        waiting = here
        const wait = lastSentAt + SHARE_EVERY_MS - Date.now()
        if (wait <= 0) share()
        else turn ??= setTimeout(share, wait)
      },
      (error) => {
        // A device that located her and then loses the signal (a tunnel) keeps watching: only a refusal,
        // or a device that never finds her, means the patient will not see her coming.
        if (watching && (error.code === error.PERMISSION_DENIED || !located)) setUnavailable(true)
      },
      { enableHighAccuracy: true },
    )
    return () => {
      watching = false
      geolocation.clearWatch(watchId)
      clearTimeout(turn)
    }
  }, [travelling, client])

  return { position, unavailable }
}
