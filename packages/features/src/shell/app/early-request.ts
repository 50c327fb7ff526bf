// The current user, asked for by the app's entry itself on a signed-in page, before the app's start has
// downloaded: the first thing such a page needs, it need not wait for the scripts that will read it.
// Plain fetch with the API client's headers and cookie; anything but a 200 is left to the client (its
// session refresh on a 401, its error handling), which then asks again as usual.

interface EntryConfig {
  apiUrl?: string
  envMode?: string
}

/** Starts `GET /user/current` when the page is under /app; the promise never rejects. */
export function requestCurrentUserEarly(application: string): Promise<Response | null> | undefined {
  if (!window.location.pathname.startsWith('/app')) return undefined
  const config = (window as { __RELAIS_CONFIG__?: EntryConfig }).__RELAIS_CONFIG__
  // Without a mode of its own the page leaves the call to the client, which knows the default.
  if (typeof config?.envMode !== 'string') return undefined
  const base = (config.apiUrl ?? window.location.origin).replace(/\/$/, '')
  return fetch(`${base}/user/current`, {
    credentials: 'include',
    headers: { 'X-Application-Name': application, 'X-Env-Mode': config.envMode },
  }).catch(() => null)
}
