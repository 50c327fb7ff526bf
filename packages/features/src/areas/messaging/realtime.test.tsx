import { describe, expect, it, vi } from 'vitest'
import { lazyRealtime, memoryRealtime, type ChannelMessage } from './realtime.ts'
import { mergeMessages } from './useConversation.ts'

const message = (id: string, time: string, channelId = 'c1'): ChannelMessage => ({
  id,
  channelId,
  author: 'a',
  text: {
    version: 1,
    encryptionSessionId: 'c2Vzc2lvbi1pZC0wMDAwMDAx',
    epoch: 0,
    nonce: 'AAAAAAAAAAAAAAAA',
    ciphertext: 'AAAAAAAAAAAAAAAAAAAAAA',
  },
  time,
  mentions: [],
})

describe('lazyRealtime', () => {
  it('loads the socket at the first join and applies joins made while it loads', async () => {
    const inner = memoryRealtime()
    let release!: () => void
    const load = vi.fn(
      () => new Promise<typeof inner.realtime>((resolve) => (release = () => resolve(inner.realtime))),
    )
    const realtime = lazyRealtime(load)
    expect(load).not.toHaveBeenCalled()
    const received: string[] = []
    realtime.join('c1', { onMessage: (m) => received.push(m.id) })
    const leaveEarly = realtime.join('c2', { onMessage: (m) => received.push(m.id) })
    leaveEarly() // left before the socket loaded: never joined
    expect(load).toHaveBeenCalledTimes(1)
    release()
    await vi.waitFor(() => expect(inner.joined('c1')).toBe(true))
    expect(inner.joined('c2')).toBe(false)
    inner.push(message('m1', '2026-03-02T08:00:00Z'))
    inner.push(message('m2', '2026-03-02T08:00:00Z', 'c2'))
    expect(received).toEqual(['m1'])
  })
})

describe('the conversation list', () => {
  it('loads the socket at the first watch and hears which conversation changed, until it stops', async () => {
    const inner = memoryRealtime()
    const load = vi.fn(async () => inner.realtime)
    const realtime = lazyRealtime(load)
    const changed: string[] = []
    const stop = realtime.watchChannels('u1', { onChange: (id) => changed.push(id) })
    expect(load).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(inner.watching('u1')).toBe(true))
    inner.announce('u1', 'c1')
    inner.announce('u2', 'c2')
    expect(changed).toEqual(['c1'])
    stop()
    expect(inner.watching('u1')).toBe(false)
    inner.announce('u1', 'c3')
    expect(changed).toEqual(['c1'])
  })
})

describe('another area’s subscription', () => {
  it('loads the socket at the first watch and hears its path alone, until it stops', async () => {
    const inner = memoryRealtime()
    const load = vi.fn(async () => inner.realtime)
    const realtime = lazyRealtime(load)
    const events: unknown[] = []
    const resyncs = vi.fn()
    const stop = realtime.watch('/notifications', { onEvent: (e) => events.push(e), onResync: resyncs })
    expect(load).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(inner.subscribed('/notifications')).toBe(true))
    inner.publish('/notifications', { id: 'n1' })
    inner.publish('/elsewhere', { id: 'n2' })
    inner.resyncTopic('/notifications')
    expect(events).toEqual([{ id: 'n1' }])
    expect(resyncs).toHaveBeenCalledTimes(1)
    stop()
    expect(inner.subscribed('/notifications')).toBe(false)
  })
})

describe('mergeMessages', () => {
  it('keeps each message once, oldest first', () => {
    const a = message('a', '2026-03-02T08:00:00Z')
    const b = message('b', '2026-03-02T08:01:00Z')
    const c = message('c', '2026-03-02T08:02:00Z')
    expect(mergeMessages([b, c], undefined, [a, c]).map((m) => m.id)).toEqual(['a', 'b', 'c'])
  })
})
