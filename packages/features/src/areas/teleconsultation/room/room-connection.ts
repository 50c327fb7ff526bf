// The embedded video room: its 2 to 4 people connect to each other directly (a WebRTC mesh), the API
// only relaying what sets the connections up (`hello`, offers and answers, network candidates, `bye`).
// Sound and images never pass through the API.
//
// Who offers: of any two people, the one with the smaller id, so that two offers never cross. A newcomer
// says hello to the room once its subscription is live; of those already there, each one whose id is
// smaller offers to it, each one whose id is larger says hello back to it alone, and it offers to them.
// After a cut of the socket it says hello again, and each connection to it starts over.
// No React here: the room's hook drives it, and a test plays several people in one page.
import type { components } from '@relais/api-client'

export type RoomSignal = components['schemas']['RoomSignal']

/** How signals travel: the API and the app's socket in the product, a bus in tests. */
export interface RoomTransport {
  send(signal: RoomSignal): Promise<void>
  /** Listens to the room; returns the way out. `onReady` once live, `onResync` after a cut. */
  listen(handlers: {
    onSignal: (from: string, signal: RoomSignal) => void
    onReady: () => void
    onResync: () => void
  }): () => void
}

export interface RemotePeer {
  id: string
  /** Their sound and images, once the first track arrived. */
  stream: MediaStream | null
  state: RTCPeerConnectionState
}

export interface RoomOptions {
  selfId: string
  localStream: MediaStream
  transport: RoomTransport
  iceServers?: RTCIceServer[]
  /** Every change of who is connected, and how. */
  onPeersChange: (peers: RemotePeer[]) => void
  /** A signal could not be sent or applied: the call may not connect with that person. */
  onError?: (error: unknown) => void
}

interface Peer {
  pc: RTCPeerConnection
  stream: MediaStream | null
  /** Candidates that came before the description they belong to. */
  pending: RTCIceCandidateInit[]
}

/** Joins the room; `leave` says bye, closes every connection and stops listening. */
export function connectRoom({
  selfId,
  localStream,
  transport,
  iceServers = [],
  onPeersChange,
  onError = (error) => console.error('Video room', error),
}: RoomOptions): { leave: () => void } {
  const peers = new Map<string, Peer>()
  let left = false

  const publish = () =>
    onPeersChange(
      [...peers.entries()].map(([id, peer]) => ({ id, stream: peer.stream, state: peer.pc.connectionState })),
    )
  const send = (signal: RoomSignal) => transport.send(signal).catch(onError)

  function close(id: string) {
    const peer = peers.get(id)
    if (!peer) return
    peers.delete(id)
    peer.pc.close()
  }

  function open(id: string, withTracks: boolean): Peer {
    close(id)
    const pc = new RTCPeerConnection({ iceServers })
    const peer: Peer = { pc, stream: null, pending: [] }
    peers.set(id, peer)
    if (withTracks) for (const track of localStream.getTracks()) pc.addTrack(track, localStream)
    pc.onicecandidate = ({ candidate }) => {
      if (candidate && !left) void send({ type: 'candidate', to: id, candidate: candidateOf(candidate) })
    }
    pc.ontrack = ({ streams, track }) => {
      peer.stream = streams[0] ?? peer.stream ?? new MediaStream([track])
      publish()
    }
    pc.onconnectionstatechange = () => {
      if (peers.get(id) === peer) publish()
    }
    publish()
    return peer
  }

  async function offerTo(id: string) {
    const { pc } = open(id, true)
    await pc.setLocalDescription(await pc.createOffer())
    await send({ type: 'description', to: id, description: descriptionOf(pc.localDescription!) })
  }

  async function onDescription(from: string, description: NonNullable<RoomSignal['description']>) {
    // Only the smaller id offers (see above): an offer always starts the connection afresh.
    if (description.kind === 'offer') {
      if (selfId < from) return
      const peer = open(from, false)
      await peer.pc.setRemoteDescription({ type: 'offer', sdp: description.sdp })
      // Sent on the transceivers the offer made, so that no second negotiation is needed.
      for (const track of localStream.getTracks()) peer.pc.addTrack(track, localStream)
      await peer.pc.setLocalDescription(await peer.pc.createAnswer())
      await send({ type: 'description', to: from, description: descriptionOf(peer.pc.localDescription!) })
      await flush(peer)
      return
    }
    const peer = peers.get(from)
    if (!peer || peer.pc.signalingState !== 'have-local-offer') return
    await peer.pc.setRemoteDescription({ type: 'answer', sdp: description.sdp })
    await flush(peer)
  }

  async function flush(peer: Peer) {
    for (const candidate of peer.pending.splice(0)) await addCandidate(peer.pc, candidate)
  }

  /** Someone joined (hello to all), or asks to be offered to (hello to this person alone). */
  async function onHello(from: string, toMe: boolean) {
    if (selfId < from) {
      // Asked alone after saying hello to all: the offer made on hearing theirs may be under way.
      const current = peers.get(from)?.pc.connectionState
      if (!toMe || current === undefined || current === 'failed' || current === 'closed') await offerTo(from)
    } else if (!toMe) {
      // Whatever connection there was to them is gone with their new arrival.
      close(from)
      publish()
      await send({ type: 'hello', to: from })
    }
  }

  async function onCandidate(from: string, candidate: NonNullable<RoomSignal['candidate']>) {
    const peer = peers.get(from)
    if (!peer) return
    const init: RTCIceCandidateInit = {
      candidate: candidate.candidate,
      sdpMid: candidate.sdpMid ?? null,
      sdpMLineIndex: candidate.sdpMLineIndex ?? null,
      usernameFragment: candidate.usernameFragment ?? null,
    }
    if (peer.pc.remoteDescription) await addCandidate(peer.pc, init)
    else peer.pending.push(init)
  }

  // One signal at a time, in the order heard: a candidate must not overtake its description.
  let queue: Promise<void> = Promise.resolve()
  function onSignal(from: string, signal: RoomSignal) {
    queue = queue
      .then(async () => {
        if (left || from === selfId) return
        if (signal.type === 'hello') await onHello(from, signal.to !== undefined)
        else if (signal.type === 'bye') {
          close(from)
          publish()
        } else if (signal.type === 'description' && signal.description)
          await onDescription(from, signal.description)
        else if (signal.type === 'candidate' && signal.candidate) await onCandidate(from, signal.candidate)
      })
      .catch(onError)
  }

  const hello = () => void send({ type: 'hello' })
  const stop = transport.listen({ onSignal, onReady: hello, onResync: hello })

  return {
    leave() {
      if (left) return
      left = true
      stop()
      void send({ type: 'bye' })
      for (const id of [...peers.keys()]) close(id)
      publish()
    },
  }
}

/**
 * Adds a network candidate; one that no longer fits (it belonged to a connection started over) is
 * dropped, and the others still count.
 */
async function addCandidate(pc: RTCPeerConnection, candidate: RTCIceCandidateInit) {
  try {
    await pc.addIceCandidate(candidate)
  } catch {
    // A stale candidate: nothing to do.
  }
}

function descriptionOf(description: RTCSessionDescription): NonNullable<RoomSignal['description']> {
  return { kind: description.type === 'answer' ? 'answer' : 'offer', sdp: description.sdp }
}

function candidateOf(candidate: RTCIceCandidate): NonNullable<RoomSignal['candidate']> {
  return {
    candidate: candidate.candidate,
    sdpMid: candidate.sdpMid,
    sdpMLineIndex: candidate.sdpMLineIndex,
    usernameFragment: candidate.usernameFragment,
  }
}
