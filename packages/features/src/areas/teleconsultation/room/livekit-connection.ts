// The consultation's room through a LiveKit server, where the deployment names one (the API then hands
// a token for the appointment's room, POST /appointment/{id}/room/connection): the same shape as the
// peer-to-peer room (room-connection.ts) for the room's hook — each other person by their account id,
// with their sound and images once subscribed. Loaded only then: livekit-client is large.
import { Room, RoomEvent, Track, type RemoteParticipant } from 'livekit-client'
import type { RemotePeer } from './room-connection.ts'

export interface LivekitRoomOptions {
  url: string
  token: string
  localStream: MediaStream
  onPeersChange: (peers: RemotePeer[]) => void
  onError?: (error: unknown) => void
}

/** Joins the LiveKit room and publishes the camera and microphone; `leave` disconnects. */
export function connectLivekitRoom({
  url,
  token,
  localStream,
  onPeersChange,
  onError = (error) => console.error('Video room', error),
}: LivekitRoomOptions): { leave: () => void } {
  const room = new Room({ adaptiveStream: true, dynacast: true })
  const streams = new Map<string, MediaStream>()
  let left = false

  const streamOf = (participant: RemoteParticipant): MediaStream | null => {
    const tracks = [...participant.trackPublications.values()].flatMap((publication) =>
      publication.track?.mediaStreamTrack ? [publication.track.mediaStreamTrack] : [],
    )
    if (tracks.length === 0) return null
    // One stream per person, kept while their tracks are the same: the picture's element keeps playing.
    const known = streams.get(participant.identity)
    const same =
      known &&
      known.getTracks().length === tracks.length &&
      tracks.every((t) => known.getTracks().includes(t))
    if (same) return known
    const stream = new MediaStream(tracks)
    streams.set(participant.identity, stream)
    return stream
  }
  const publish = () => {
    if (left) return
    onPeersChange(
      [...room.remoteParticipants.values()].map((participant) => ({
        id: participant.identity,
        stream: streamOf(participant),
        state: 'connected' as const,
      })),
    )
  }
  for (const event of [
    RoomEvent.ParticipantConnected,
    RoomEvent.ParticipantDisconnected,
    RoomEvent.TrackSubscribed,
    RoomEvent.TrackUnsubscribed,
    RoomEvent.Reconnected,
  ]) {
    room.on(event, publish)
  }

  void (async () => {
    try {
      await room.connect(url, token)
      if (left) return
      for (const track of localStream.getTracks()) {
        await room.localParticipant.publishTrack(track, {
          source: track.kind === 'video' ? Track.Source.Camera : Track.Source.Microphone,
        })
      }
      publish()
    } catch (error) {
      if (!left) onError(error)
    }
  })()

  return {
    leave() {
      left = true
      void room.disconnect()
    },
  }
}
