// The consultation's room for a screen: the user's camera and microphone, asked once, and the
// connections to the others — peer to peer (room-connection.ts) over the API's signals and the app's
// socket, with the ICE servers the API names, or through LiveKit where the API hands a token for it
// (livekit-connection.ts, loaded only then). Leaving the screen leaves the room and stops the camera and
// the microphone.
import { useEffect, useState } from 'react'
import { asApiError, useApi } from '@relais/api-client'
import { useChatRealtime } from '../../messaging/index.ts'
import { useDeviceAccess } from '../media-devices.ts'
import { connectRoom, type RemotePeer, type RoomSignal, type RoomTransport } from './room-connection.ts'

export type LocalMedia =
  { status: 'loading' } | { status: 'ready'; stream: MediaStream } | { status: 'failed'; error: unknown }

interface RoomSignalEvent {
  type: 'room/signal'
  from: string
  signal: RoomSignal
}

export function useVideoRoom(appointmentId: string, selfId: string, enabled: boolean) {
  const { client } = useApi()
  const realtime = useChatRealtime()
  const { mediaDevices } = useDeviceAccess()
  const [media, setMedia] = useState<LocalMedia>({ status: 'loading' })
  const [peers, setPeers] = useState<RemotePeer[]>([])

  useEffect(() => {
    if (!enabled) return
    let stream: MediaStream | null = null
    let gone = false
    mediaDevices.getUserMedia({ video: true, audio: true }).then(
      (granted) => {
        if (gone) return granted.getTracks().forEach((track) => track.stop())
        stream = granted
        setMedia({ status: 'ready', stream: granted })
      },
      (error: unknown) => !gone && setMedia({ status: 'failed', error }),
    )
    return () => {
      gone = true
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [enabled, mediaDevices])

  const stream = media.status === 'ready' ? media.stream : null
  useEffect(() => {
    if (!stream) return
    const path = `/appointments/${appointmentId}/room`
    const transport: RoomTransport = {
      async send(signal) {
        const { response, error } = await client.POST('/appointment/{appointmentId}/room/signal', {
          params: { path: { appointmentId } },
          body: signal,
        })
        // 409: the doctor ended the consultation meanwhile; a last candidate or goodbye has nobody to
        // reach, and the page is told the end on its own.
        if (response.status === 409) return
        if (!response.ok)
          throw new Error(asApiError(error)?.message ?? `room signal answered ${response.status}`)
      },
      listen: ({ onSignal, onReady, onResync }) =>
        realtime.watch(path, {
          onEvent: (event) => {
            const heard = event as RoomSignalEvent
            if (heard?.type === 'room/signal' && typeof heard.from === 'string')
              onSignal(heard.from, heard.signal)
          },
          onReady,
          onResync,
        }),
    }
    let room: { leave: () => void } | null = null
    let gone = false
    const peerToPeer = (iceServers: RTCIceServer[]) =>
      connectRoom({ selfId, localStream: stream, transport, iceServers, onPeersChange: setPeers })
    void client
      .POST('/appointment/{appointmentId}/room/connection', { params: { path: { appointmentId } } })
      .then(async ({ data, response }) => {
        if (gone) return
        if (data?.provider === 'livekit') {
          const { connectLivekitRoom } = await import('./livekit-connection.ts')
          if (!gone) {
            room = connectLivekitRoom({
              url: data.url,
              token: data.token,
              localStream: stream,
              onPeersChange: setPeers,
            })
          }
          return
        }
        // 404 or 409: the room is not this person's, or no longer open; the page says so on its own.
        if (response.status === 404 || response.status === 409) return
        // Without an answer, people on one network still reach each other with no server's help.
        room = peerToPeer(data?.provider === 'peer-to-peer' ? data.iceServers : [])
      })
      .catch(() => {
        if (!gone) room = peerToPeer([])
      })
    return () => {
      gone = true
      room?.leave()
    }
  }, [appointmentId, selfId, stream, client, realtime])

  return { media, peers }
}
