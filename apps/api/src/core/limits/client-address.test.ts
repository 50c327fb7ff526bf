// The client address behind proxies: only what our own proxies wrote into X-Forwarded-For counts, read
// from the right; the client can prepend whatever it likes.
import type { Request } from '@hapi/hapi'
import { describe, expect, it } from 'vitest'
import { parseTrustProxy } from '../config.ts'
import { clientAddress } from './client-address.ts'

const request = (remoteAddress: string, forwardedFor?: string | string[]) =>
  ({
    info: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as Request

describe('clientAddress', () => {
  it('without TRUST_PROXY, is the socket address whatever X-Forwarded-For says', () => {
    const none = parseTrustProxy(undefined)
    expect(clientAddress(request('203.0.113.5', '198.51.100.1'), none)).toBe('203.0.113.5')
    expect(clientAddress(request('::ffff:203.0.113.5'), none)).toBe('203.0.113.5')
    expect(clientAddress(request('203.0.113.5', '198.51.100.1'), parseTrustProxy('false'))).toBe(
      '203.0.113.5',
    )
  })

  it('behind N proxies, is the entry the furthest trusted proxy added', () => {
    const one = parseTrustProxy('1')
    // The client wrote 198.51.100.1 itself; the proxy (the socket) appended the client's real address.
    expect(clientAddress(request('10.0.0.2', '198.51.100.1, 192.0.2.7'), one)).toBe('192.0.2.7')
    expect(clientAddress(request('10.0.0.2', '192.0.2.7'), one)).toBe('192.0.2.7')
    // `true` keeps its old meaning: one reverse proxy.
    expect(clientAddress(request('10.0.0.2', '198.51.100.1, 192.0.2.7'), parseTrustProxy('true'))).toBe(
      '192.0.2.7',
    )
    const two = parseTrustProxy('2')
    expect(clientAddress(request('10.0.0.2', '198.51.100.1, 192.0.2.7, 10.0.0.9'), two)).toBe('192.0.2.7')
    // Several headers are one list, in order.
    expect(clientAddress(request('10.0.0.2', ['198.51.100.1', '192.0.2.7, 10.0.0.9']), two)).toBe('192.0.2.7')
    // Fewer entries than hops: the furthest address there is.
    expect(clientAddress(request('10.0.0.2'), two)).toBe('10.0.0.2')
  })

  it('with a list of proxies, is the first address from the right that is not one of them', () => {
    const proxies = parseTrustProxy('10.0.0.0/8, 2001:db8:cafe::/48, 192.0.2.250')
    expect(clientAddress(request('10.0.0.2', '198.51.100.1, 192.0.2.7, 10.1.2.3'), proxies)).toBe('192.0.2.7')
    expect(clientAddress(request('2001:db8:cafe::1', '2001:DB8:1::5, 192.0.2.250'), proxies)).toBe(
      '2001:db8:1::5',
    )
    expect(clientAddress(request('::ffff:10.0.0.2', '192.0.2.7:4711'), proxies)).toBe('192.0.2.7')
    expect(clientAddress(request('10.0.0.2', '[2001:db8:1::5]:443'), proxies)).toBe('2001:db8:1::5')
    // A socket that is not one of our proxies is the client, whatever it claims to forward.
    expect(clientAddress(request('203.0.113.5', '192.0.2.7'), proxies)).toBe('203.0.113.5')
    // Junk where a client address should be is what the client sent, taken as is (its own key).
    expect(clientAddress(request('10.0.0.2', 'not-an-address'), proxies)).toBe('not-an-address')
    // Only proxies: the furthest one.
    expect(clientAddress(request('10.0.0.2', '10.0.0.3'), proxies)).toBe('10.0.0.3')
  })
})
