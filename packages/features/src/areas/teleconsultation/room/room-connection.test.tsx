// The embedded room's mesh in a real browser: people joining one after the other, or at once, end up
// connected to each other exactly once, with each other's images; one leaving is gone for the others.
// Signals travel on an in-page bus, in order, as the API's socket delivers them.
import { afterEach, describe, expect, it } from 'vitest'
import { connectRoom, type RemotePeer, type RoomSignal, type RoomTransport } from './room-connection.ts'

type Handlers = Parameters<RoomTransport['listen']>[0]

/** The room's socket: a signal reaches everyone else, or the one person it names. */
function signallingBus() {
  const listeners = new Map<string, Handlers>()
  return (selfId: string): RoomTransport => ({
    async send(signal: RoomSignal) {
      for (const [id, handlers] of listeners) {
        if (id !== selfId && (signal.to === undefined || signal.to === id)) {
          setTimeout(() => handlers.onSignal(selfId, structuredClone(signal)), 0)
        }
      }
    },
    listen(handlers) {
      listeners.set(selfId, handlers)
      setTimeout(handlers.onReady, 0)
      return () => listeners.delete(selfId)
    },
  })
}

/** A camera's images: a canvas, painted once, as a stream. */
function camera(): MediaStream {
  const canvas = document.createElement('canvas')
  canvas.width = 64
  canvas.height = 48
  const context = canvas.getContext('2d')!
  context.fillStyle = '#3a7'
  context.fillRect(0, 0, 64, 48)
  return canvas.captureStream(10)
}

const rooms: { leave: () => void }[] = []
afterEach(() => rooms.splice(0).forEach((room) => room.leave()))

/** Someone in the room, and what they see of the others. */
function person(id: string, transport: RoomTransport) {
  let peers: RemotePeer[] = []
  const room = connectRoom({
    selfId: id,
    localStream: camera(),
    transport,
    onPeersChange: (next) => (peers = next),
  })
  rooms.push(room)
  return {
    room,
    peers: () => peers,
    connectedTo: () =>
      peers
        .filter((p) => p.state === 'connected' && (p.stream?.getVideoTracks().length ?? 0) > 0)
        .map((p) => p.id)
        .sort(),
  }
}

describe('the video room', () => {
  it('connects three people joining one after the other, each to the two others with their images', async () => {
    const bus = signallingBus()
    const doctor = person('a-doctor', bus('a-doctor'))
    const nurse = person('b-nurse', bus('b-nurse'))
    await expect.poll(() => doctor.connectedTo(), { timeout: 10_000 }).toEqual(['b-nurse'])
    const patient = person('c-patient', bus('c-patient'))
    await expect.poll(() => patient.connectedTo(), { timeout: 10_000 }).toEqual(['a-doctor', 'b-nurse'])
    await expect.poll(() => doctor.connectedTo(), { timeout: 10_000 }).toEqual(['b-nurse', 'c-patient'])
    await expect.poll(() => nurse.connectedTo(), { timeout: 10_000 }).toEqual(['a-doctor', 'c-patient'])
  })

  it('makes one connection of two people saying hello at once, the smaller id offering', async () => {
    const bus = signallingBus()
    const first = person('a-first', bus('a-first'))
    const second = person('b-second', bus('b-second'))
    await expect.poll(() => first.connectedTo(), { timeout: 10_000 }).toEqual(['b-second'])
    await expect.poll(() => second.connectedTo(), { timeout: 10_000 }).toEqual(['a-first'])
    expect(first.peers()).toHaveLength(1)
    expect(second.peers()).toHaveLength(1)
  })

  it('drops whoever leaves from the others’ room', async () => {
    const bus = signallingBus()
    const doctor = person('a-doctor', bus('a-doctor'))
    const nurse = person('b-nurse', bus('b-nurse'))
    await expect.poll(() => doctor.connectedTo(), { timeout: 10_000 }).toEqual(['b-nurse'])
    nurse.room.leave()
    await expect.poll(() => doctor.peers(), { timeout: 5_000 }).toEqual([])
  })
})
