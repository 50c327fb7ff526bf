// The AES-GCM content key of a Seald encryption session, under which the adapter writes the contract's
// envelopes and the vault's chunked files.
//
// Seald decides who may read (identities, groups, recipients, revocation); the key it hands every
// recipient of a session is the session's symmetric key. `EncryptionSession.serialize()` is the SDK's
// public export of that key (the base64 of a BSON document `{id, key}`, read back by
// `utils.deserializeSession`). Its `key` goes through HKDF-SHA-256, bound to the session id, into a
// 256-bit AES-GCM key. So:
// - every recipient, on every device, derives the same key from what Seald gave them, and nobody
//   else can: no key of ours is stored anywhere, and Seald's servers never see either key;
// - the envelope and the file format stay the vault's (the API accepts nothing else), instead of
//   Seald's own message and file formats;
// - HKDF output reveals nothing of Seald's key, and the two are never used on the same data.
// Only the `key` field is read, never the serialized text as a whole, so the key does not depend on how
// the SDK spells the session id in it. The SDK's `_sessionSymKey` would give the same bytes, but the SDK
// marks it internal. An SDK whose `serialize()` is no longer that document fails here, loudly, rather
// than deriving another key and leaving every stored envelope unreadable.
import { framed, fromUtf8, utf8 } from '../encoding.ts'
import { NotSupportedError } from '../errors.ts'

const BSON_STRING = 0x02
const BSON_BINARY = 0x05
/** Seald's session keys are 64 bytes (an HMAC key and an AES key); anything under 32 is not one. */
const MIN_KEY_BYTES = 32
const HKDF_SALT = utf8('relais-vault/v1/seald-content-key')

export interface SerializedSealdSession {
  id: string
  key: Uint8Array<ArrayBuffer>
}

function unreadable(reason: string): never {
  throw new NotSupportedError(`reading this Seald SDK's serialized sessions (${reason})`)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  let binary: string
  try {
    binary = atob(text)
  } catch {
    return unreadable('not base64')
  }
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** The session id and key of `EncryptionSession.serialize()`: a BSON document of a string and a binary. */
export function readSerializedSession(serialized: string): SerializedSealdSession {
  const bytes = fromBase64(serialized)
  const view = new DataView(bytes.buffer)
  const need = (offset: number, length: number) => {
    if (offset + length > bytes.length) unreadable('truncated')
  }
  need(0, 5)
  if (view.getInt32(0, true) !== bytes.length || bytes[bytes.length - 1] !== 0) unreadable('not BSON')
  const strings = new Map<string, string>()
  const binaries = new Map<string, Uint8Array<ArrayBuffer>>()
  let offset = 4
  while (offset < bytes.length - 1) {
    const type = bytes[offset]
    const nameEnd = bytes.indexOf(0, offset + 1)
    if (nameEnd < 0) unreadable('unterminated field name')
    const name = fromUtf8(bytes.subarray(offset + 1, nameEnd))
    offset = nameEnd + 1
    need(offset, 4)
    const length = view.getInt32(offset, true)
    offset += 4
    if (type === BSON_STRING) {
      need(offset, length)
      if (length < 1 || bytes[offset + length - 1] !== 0) unreadable('bad string')
      strings.set(name, fromUtf8(bytes.subarray(offset, offset + length - 1)))
      offset += length
    } else if (type === BSON_BINARY) {
      // One byte of binary subtype, then the bytes.
      need(offset, length + 1)
      binaries.set(name, bytes.slice(offset + 1, offset + 1 + length))
      offset += length + 1
    } else {
      unreadable(`field ${name} of BSON type ${type}`)
    }
  }
  const id = strings.get('id')
  const key = binaries.get('key')
  if (id === undefined || key === undefined) unreadable('no id or no key')
  if (key.length < MIN_KEY_BYTES) unreadable('key too short')
  return { id, key }
}

/**
 * The content key of the Seald session `sessionId` (lower-case UUID), from its `serialize()`:
 * non-extractable, for AES-GCM. NotSupportedError when the serialization is not one this reads, or
 * names another session.
 */
export async function sealdContentKey(serialized: string, sessionId: string): Promise<CryptoKey> {
  const { id, key } = readSerializedSession(serialized)
  if (id.toLowerCase() !== sessionId) unreadable('another session id')
  const material = await crypto.subtle.importKey('raw', key, 'HKDF', false, ['deriveKey'])
  key.fill(0)
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: HKDF_SALT, info: framed(utf8(sessionId)) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}
