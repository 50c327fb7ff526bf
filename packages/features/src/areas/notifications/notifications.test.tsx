import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  allSeen,
  FIRST_FETCH_IDLE_TIMEOUT_MS,
  isNotification,
  whenIdle,
  withArrived,
  without,
} from './notifications.ts'
import { SAMPLES } from './testing/notifications-store.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the first fetch', () => {
  it('waits for an idle moment, 2 s at most', () => {
    const requestIdleCallback = vi.fn((_run: IdleRequestCallback, _options?: IdleRequestOptions) => 7)
    const cancelIdleCallback = vi.fn()
    vi.stubGlobal('requestIdleCallback', requestIdleCallback)
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback)
    const run = vi.fn()
    const cancel = whenIdle(run, FIRST_FETCH_IDLE_TIMEOUT_MS)
    expect(FIRST_FETCH_IDLE_TIMEOUT_MS).toBe(2000)
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 })
    expect(run).not.toHaveBeenCalled()
    requestIdleCallback.mock.calls[0]![0]({ didTimeout: true, timeRemaining: () => 0 })
    expect(run).toHaveBeenCalledTimes(1)
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('waits the 2 s where the browser has no idle callback', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const run = vi.fn()
    whenIdle(run, FIRST_FETCH_IDLE_TIMEOUT_MS)
    vi.advanceTimersByTime(1999)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
    const cancelled = vi.fn()
    whenIdle(cancelled, FIRST_FETCH_IDLE_TIMEOUT_MS)()
    vi.advanceTimersByTime(2000)
    expect(cancelled).not.toHaveBeenCalled()
  })
})

describe('the cached page', () => {
  const request = SAMPLES.accessRequest()
  const decision = { ...SAMPLES.accessDecision(), seen: true }
  const page = { notifications: [decision], total: 1, unseen: 0 }

  it('takes an arrival on top once, counted while unseen', () => {
    const arrived = withArrived(page, request)
    expect(arrived).toEqual({ notifications: [request, decision], total: 2, unseen: 1 })
    expect(withArrived(arrived, request)).toBe(arrived)
    expect(withArrived(page, { ...request, seen: true }).unseen).toBe(0)
  })

  it('marks all seen, and removes one with its count', () => {
    const two = withArrived(page, request)
    expect(allSeen(two)).toMatchObject({ unseen: 0, total: 2 })
    expect(allSeen(two).notifications.every((n) => n.seen)).toBe(true)
    expect(without(two, request.id)).toEqual({ notifications: [decision], total: 1, unseen: 0 })
    expect(without(two, 'absent')).toBe(two)
  })

  it('takes from the socket only what has the shape of a notification', () => {
    expect(isNotification(request)).toBe(true)
    expect(isNotification({ ...request, payload: null })).toBe(false)
    expect(isNotification({ type: 'channels/changed', channelId: 'c1' })).toBe(false)
    expect(isNotification('access-request')).toBe(false)
  })
})
