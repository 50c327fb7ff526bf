import { useEffect, useState } from 'react'
import { formatDuration, intervalToDuration } from 'date-fns'
import { fr } from 'date-fns/locale'

/** Spec: refreshed every 500 ms. */
export const COUNTDOWN_REFRESH_MS = 500

export function countdownText(start: Date, now: Date): string {
  const before = now < start
  const duration = intervalToDuration(before ? { start: now, end: start } : { start, end: now })
  const text =
    formatDuration(duration, { locale: fr, format: ['days', 'hours', 'minutes', 'seconds'] }) || '0 seconde'
  return before ? `La consultation commence dans ${text}` : `La consultation a commencé il y a ${text}`
}

export interface CountdownProps {
  start: Date
  /** Injected clock for tests and stories. */
  now?: () => Date
}

/**
 * The text changes every half second, so it is NOT a live region (a screen reader would talk non-stop);
 * it is read when the user reaches it.
 */
export function Countdown({ start, now = () => new Date() }: CountdownProps) {
  const [current, setCurrent] = useState(now)
  useEffect(() => {
    const id = setInterval(() => setCurrent(now()), COUNTDOWN_REFRESH_MS)
    return () => clearInterval(id)
  }, [now])
  return <p>{countdownText(start, current)}</p>
}
