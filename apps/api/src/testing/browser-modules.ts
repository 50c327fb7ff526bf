// For the tests that play the browser against this API (the vault round trip, the medical record): they
// load packages the API itself must never import (eslint's layer rules) by a computed path, typed by the
// callers with the few members they use — those sources are DOM code the API's tsc cannot check.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { REPO_ROOT, type Application } from '../core/config.ts'
import type { TestApi } from './harness.ts'

/** Imports a repository file by its path from the repository's root. */
export const loadFromRepo = <T>(file: string) =>
  import(/* @vite-ignore */ pathToFileURL(path.join(REPO_ROOT, file)).href) as Promise<T>

/** packages/vault, typed by the caller's view of a Vault. */
export interface VaultModule<V> {
  Vault: new (options: { directory: unknown; localStore: unknown; fileCipher: unknown }) => V
  FileCipher: new (options: { inWorker: boolean }) => unknown
}

/** packages/api-client's factory. */
export interface ClientModule {
  createApiClient(options: {
    baseUrl: string
    application: string
    envMode: string
    fetch: (request: Request) => Promise<Response>
  }): unknown
}

/** The device's IndexedDB key store, kept in memory (Node has no IndexedDB). */
export function memoryLocalStore() {
  const identities = new Map<string, unknown>()
  return {
    save: async (identity: { userId: string }) => void identities.set(identity.userId, identity),
    load: async (userId: string) => identities.get(userId) ?? null,
    drop: async () => identities.clear(),
  }
}

/**
 * The `fetch` of a browser signed in with `headers` on `app`: each request is injected into the test
 * API, so the real API client (and everything built on it) runs against the server without a socket.
 */
export function injectedFetch(
  t: TestApi,
  user: { app: Application; headers: Record<string, string> },
): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url)
    const payload = request.method === 'GET' ? undefined : await request.text()
    const res = await t.inject({
      method: request.method,
      url: url.pathname + url.search,
      app: user.app,
      headers: { ...Object.fromEntries(request.headers), ...user.headers },
      ...(payload ? { payload } : {}),
    })
    return new Response(res.statusCode === 204 || !res.payload ? null : res.payload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    })
  }
}
