// Whether the doctor ended the consultation while this page was in its room: the API tells the room's
// subscription `{ type: 'room/signal', signal: { type: 'ended' } }` once the report is validated.
import { useEffect, useState } from 'react'
import { useChatRealtime } from '../../messaging/index.ts'

const isEnded = (event: unknown): boolean => {
  if (typeof event !== 'object' || event === null) return false
  const { type, signal } = event as { type?: unknown; signal?: unknown }
  return (
    type === 'room/signal' &&
    typeof signal === 'object' &&
    signal !== null &&
    (signal as { type?: unknown }).type === 'ended'
  )
}

export function useRoomEnded(appointmentId: string, enabled: boolean): boolean {
  const realtime = useChatRealtime()
  const [ended, setEnded] = useState(false)
  useEffect(() => {
    if (!enabled) return
    return realtime.watch(`/appointments/${appointmentId}/room`, {
      onEvent: function onRoomEvent(event) {
        if (isEnded(event)) setEnded(true)
      },
    })
  }, [appointmentId, enabled, realtime])
  return ended
}
