import { describe, expect, it } from 'vitest'
import { concatBytes, randomBytes, toBase64Url, utf8 } from '../encoding.ts'
import { openText, sealText } from '../envelope.ts'
import { DecryptionError, NotSupportedError } from '../errors.ts'
import { readSerializedSession, sealdContentKey } from './content-key.ts'

const SESSION_ID = '3f2c1b7e-0a4d-4c8e-9b1f-6d5e4a3b2c1d'

/** A BSON document {id: string, key: binary}, the shape of `EncryptionSession.serialize()`. */
function bson(id: string, key: Uint8Array): string {
  const int32 = (n: number) => {
    const bytes = new Uint8Array(4)
    new DataView(bytes.buffer).setInt32(0, n, true)
    return bytes
  }
  const idBytes = utf8(id)
  const body = concatBytes(
    Uint8Array.of(0x02),
    utf8('id'),
    Uint8Array.of(0),
    int32(idBytes.length + 1),
    idBytes,
    Uint8Array.of(0),
    Uint8Array.of(0x05),
    utf8('key'),
    Uint8Array.of(0),
    int32(key.length),
    Uint8Array.of(0),
    key,
  )
  const document = concatBytes(int32(4 + body.length + 1), body, Uint8Array.of(0))
  return btoa(String.fromCharCode(...document))
}

describe('the content key of a Seald session', () => {
  it('reads the id and key of a serialized session', () => {
    const key = randomBytes(64)
    expect(readSerializedSession(bson(SESSION_ID, key))).toEqual({ id: SESSION_ID, key })
  })

  it('reads what the SDK itself serializes', async () => {
    const { default: createSealdSdk } = await import('@seald-io/sdk/browser')
    // No network: an instance is only constructed, never initialized.
    const sdk = createSealdSdk({
      appId: '00000000-0000-4000-8000-000000000000',
      apiURL: 'https://api.seald.invalid/',
    })
    const key = randomBytes(64)
    const session = sdk.utils.deserializeSession(bson(SESSION_ID, key))
    expect(session.sessionId).toBe(SESSION_ID)
    expect(readSerializedSession(session.serialize())).toEqual({ id: SESSION_ID, key })
  })

  it('gives every holder of the session key the same AES-GCM key, bound to the session', async () => {
    const key = randomBytes(64)
    const writer = await sealdContentKey(bson(SESSION_ID, key), SESSION_ID)
    // Another device serializes with the id spelled in capitals: only the key counts.
    const reader = await sealdContentKey(bson(SESSION_ID.toUpperCase(), key), SESSION_ID)
    const envelope = await sealText(writer, SESSION_ID, 0, 'Compte rendu')
    expect(await openText(envelope, SESSION_ID, async () => reader)).toBe('Compte rendu')
    expect(writer.extractable).toBe(false)

    const otherSessionId = '3f2c1b7e-0a4d-4c8e-9b1f-6d5e4a3b2c1e'
    const other = await sealdContentKey(bson(otherSessionId, key), otherSessionId)
    await expect(openText(envelope, SESSION_ID, async () => other)).rejects.toThrow(DecryptionError)
  })

  it('refuses a serialization it does not know rather than derive another key', async () => {
    const key = randomBytes(64)
    await expect(
      sealdContentKey(bson(SESSION_ID, key), '00000000-0000-4000-8000-000000000000'),
    ).rejects.toThrow(NotSupportedError)
    for (const wrong of [
      'not base64 at all!',
      toBase64Url(randomBytes(40)),
      btoa('{"id":"x","key":"y"}'),
      bson(SESSION_ID, randomBytes(16)),
      bson(SESSION_ID, key).slice(0, -8),
    ]) {
      expect(() => readSerializedSession(wrong), wrong).toThrow(NotSupportedError)
    }
  })
})
