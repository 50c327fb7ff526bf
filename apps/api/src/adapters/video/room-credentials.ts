// What a person needs to reach the others of a consultation's video room, as the deployment decides
// (VideoConfig): the STUN and TURN servers for a peer-to-peer call, TURN's credentials minted for them
// (coturn's `use-auth-secret`: the user name is the expiry and the person, the password its HMAC-SHA1 under
// the shared secret, so the TURN server checks it without asking anyone), or a LiveKit token for the
// appointment's room, minted with livekit-server-sdk.
import { createHmac } from 'node:crypto'
import { AccessToken } from 'livekit-server-sdk'
import type { components } from '@relais/api-client/schema'
import type { VideoConfig } from '../../core/config.ts'

type RoomConnection = components['schemas']['RoomConnection']

/** How long a TURN credential and a LiveKit token are good for: longer than any consultation. */
const ROOM_CREDENTIAL_SECONDS = 12 * 3600

/** The LiveKit room of an appointment. */
const livekitRoomOf = (appointmentId: string) => `appointment-${appointmentId}`

export async function roomCredentials(
  video: VideoConfig,
  { appointmentId, userId, name, now }: { appointmentId: string; userId: string; name: string; now: Date },
): Promise<RoomConnection> {
  if (video.livekit) {
    const token = new AccessToken(video.livekit.apiKey, video.livekit.apiSecret, {
      identity: userId,
      name,
      ttl: ROOM_CREDENTIAL_SECONDS,
    })
    token.addGrant({
      roomJoin: true,
      room: livekitRoomOf(appointmentId),
      canPublish: true,
      canSubscribe: true,
      canPublishData: true,
    })
    return { provider: 'livekit', url: video.livekit.url, token: await token.toJwt() }
  }
  const iceServers: Extract<RoomConnection, { provider: 'peer-to-peer' }>['iceServers'] = []
  if (video.stunUrls.length > 0) iceServers.push({ urls: video.stunUrls })
  if (video.turn) {
    const username = `${Math.floor(now.getTime() / 1000) + ROOM_CREDENTIAL_SECONDS}:${userId}`
    const credential = createHmac('sha1', video.turn.secret).update(username).digest('base64')
    iceServers.push({ urls: video.turn.urls, username, credential })
  }
  return { provider: 'peer-to-peer', iceServers }
}
