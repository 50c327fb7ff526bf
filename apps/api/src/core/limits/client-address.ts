// The address of the client a request comes from, the key of every per-address limit. X-Forwarded-For
// is a list each proxy appends to: its left part is whatever the client sent, so only the entries our
// own proxies added can be believed. Read from the right, the first address that is not one of our
// proxies is the client's.
import { isIP } from 'node:net'
import type { Request } from '@hapi/hapi'
import type { TrustProxy } from '../config.ts'

/** `::ffff:192.0.2.1` and `192.0.2.1` are one client; a proxy may also add a port or brackets. */
function normalise(entry: string): string {
  let address = entry.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed?.[1]) address = bracketed[1]
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) address = mapped[1]
  return isIP(address) === 6 ? address.toLowerCase() : address
}

/**
 * The chain of addresses a request went through, the client's first and the socket's last:
 * `[...X-Forwarded-For, socket address]`.
 */
function addressChain(request: Request): string[] {
  const header: unknown = request.headers['x-forwarded-for']
  const values = Array.isArray(header) ? header : [header]
  const forwarded = values
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => value.split(','))
    .map(normalise)
    .filter((entry) => entry !== '')
  return [...forwarded, normalise(request.info.remoteAddress)]
}

/** Picks the client out of a chain (client first, socket last) according to TRUST_PROXY. */
function clientFromChain(chain: string[], trustProxy: TrustProxy): string {
  if ('hops' in trustProxy) {
    // Each trusted hop is one entry from the right; fewer entries than hops means the request came
    // by another way than through all our proxies, and the furthest address is the best there is.
    return chain[Math.max(0, chain.length - 1 - trustProxy.hops)] ?? ''
  }
  for (let i = chain.length - 1; i > 0; i--) {
    const address = chain[i] ?? ''
    const family = isIP(address)
    if (family === 0 || !trustProxy.proxies.check(address, family === 4 ? 'ipv4' : 'ipv6')) return address
  }
  return chain[0] ?? ''
}

/** The client's address: the socket's, or the nearest one our trusted proxies recorded. */
export function clientAddress(request: Request, trustProxy: TrustProxy): string {
  if ('hops' in trustProxy && trustProxy.hops === 0) return normalise(request.info.remoteAddress)
  return clientFromChain(addressChain(request), trustProxy)
}
