// Messages are the vault's envelopes: encrypted here before they leave, decrypted here when they
// arrive. Sessions are retrieved once per vault and session id; each envelope names its own session,
// so a message stays readable even if it was written under another one than the channel's.
import { useEffect, useState } from 'react'
import { parseStringEnvelope, type EncryptedEnvelope, type SessionPort, type VaultPort } from '@relais/vault'

const sessions = new WeakMap<VaultPort, Map<string, Promise<SessionPort>>>()

/** The session `sessionId` of `vault`, retrieved once (a failure is not kept: the next call retries). */
export function sessionOf(vault: VaultPort, sessionId: string): Promise<SessionPort> {
  let byId = sessions.get(vault)
  if (!byId) {
    byId = new Map()
    sessions.set(vault, byId)
  }
  let session = byId.get(sessionId)
  if (!session) {
    session = vault.retrieveSession(sessionId)
    session.catch(() => byId.delete(sessionId))
    byId.set(sessionId, session)
  }
  return session
}

/** Remembers a session this browser just created, so its first messages need no directory call. */
export function rememberSession(vault: VaultPort, session: SessionPort) {
  let byId = sessions.get(vault)
  if (!byId) {
    byId = new Map()
    sessions.set(vault, byId)
  }
  byId.set(session.sessionId, Promise.resolve(session))
}

export type Decrypted = { ok: true; text: string } | { ok: false }

/** The plaintext of one envelope, or a failure (any cause: the screen shows one sentence for all). */
async function decryptEnvelope(vault: VaultPort, envelope: EncryptedEnvelope): Promise<Decrypted> {
  try {
    const session = await sessionOf(vault, parseStringEnvelope(envelope).encryptionSessionId)
    return { ok: true, text: await session.decryptString(envelope) }
  } catch {
    return { ok: false }
  }
}

const plaintexts = new WeakMap<VaultPort, Map<string, Decrypted>>()

function cacheOf(vault: VaultPort) {
  let cache = plaintexts.get(vault)
  if (!cache) {
    cache = new Map()
    plaintexts.set(vault, cache)
  }
  return cache
}

/** Records the plaintext of a message this browser sent (no need to decrypt what it just encrypted). */
export function rememberPlaintext(vault: VaultPort, messageId: string, text: string) {
  cacheOf(vault).set(messageId, { ok: true, text })
}

/**
 * Decrypts `messages` (by id) as they come; undefined for those still being decrypted. The results
 * are kept in memory for the page's life (never stored), keyed by the vault they were opened with.
 */
export function useDecrypted(
  vault: VaultPort | null,
  messages: readonly { id: string; text: EncryptedEnvelope }[],
): ReadonlyMap<string, Decrypted> {
  const [, setVersion] = useState(0)
  useEffect(() => {
    if (!vault) return
    const cache = cacheOf(vault)
    const missing = messages.filter((m) => !cache.has(m.id))
    if (missing.length === 0) return
    // Not cancelled on change: what is decrypted stays useful, and the re-render shows it.
    void Promise.all(
      missing.map(async (m) => {
        cache.set(m.id, await decryptEnvelope(vault, m.text))
      }),
    ).then(() => setVersion((v) => v + 1))
  }, [vault, messages])
  return vault ? cacheOf(vault) : new Map()
}
