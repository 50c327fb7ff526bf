// One GET to a public service with a deadline: anything but a 2xx JSON answer in time becomes
// DirectoryUnavailableError (503 for the caller). The services answer "nothing found" with an empty
// list, so a 404 means a wrong URL in the configuration and is reported as unavailable too.
import { DirectoryUnavailableError, type DirectoryName } from '../ports.ts'

export interface HttpDirectoryOptions {
  /** The service's base URL, without a trailing slash. */
  baseUrl: string
  timeoutMs: number
}

export function endpoint(baseUrl: string, pathname: string, query: Record<string, string>): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${pathname}`)
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  return url.toString()
}

export async function getJson(directory: DirectoryName, url: string, timeoutMs: number): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'follow',
    })
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network error'
    throw new DirectoryUnavailableError(directory, reason, { cause: error })
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new DirectoryUnavailableError(directory, `HTTP ${response.status}`)
  }
  try {
    return (await response.json()) as unknown
  } catch (error) {
    throw new DirectoryUnavailableError(directory, 'invalid JSON', { cause: error })
  }
}

// Small readers for loosely typed JSON: public datasets change shape, and a missing field must not crash.
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

function coordinate(value: unknown, limit: number): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit
    ? number
    : undefined
}

export function point(latitude: unknown, longitude: unknown) {
  const lat = coordinate(latitude, 90)
  const lon = coordinate(longitude, 180)
  return lat === undefined || lon === undefined ? undefined : { latitude: lat, longitude: lon }
}

/** Some datasets publish nested objects as JSON strings: read both. */
export function nested(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return undefined
  }
}

/** Drops undefined fields, so answers match the contract's optional properties. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}
