import { describe, expect, it } from 'vitest'
import { sessionKeyContext } from './contexts.ts'
import { framed, fromBase64Url, toBase64Url, utf8 } from './encoding.ts'
import {
  BadSignatureError,
  DecryptionError,
  InvalidEnvelopeError,
  NotARecipientError,
  SessionNotFoundError,
  VaultError,
} from './errors.ts'
import { LocalKeyStore } from './local-key-store.ts'
import { open } from './primitives.ts'
import { parseStringEnvelope } from './session.ts'
import { testWorld } from './test-support.ts'

function flipByte(base64url: string, index = 0): string {
  const bytes = fromBase64Url(base64url)
  bytes[index] = bytes[index]! ^ 0x01
  return toBase64Url(bytes)
}

describe('encryption sessions', () => {
  it('round-trips strings and bytes between recipients, and the envelope holds no plaintext', async () => {
    const world = testWorld()
    const [alice, bob] = [await world.register('alice'), await world.register('bob')]
    const session = await alice.createSession({ users: ['bob'] })
    const text = 'Tension 12/8, pas de fièvre 🤰'
    const envelope = await session.encryptString(text)
    expect(JSON.stringify(envelope)).not.toContain('Tension')
    expect(Object.keys(envelope).sort()).toEqual([
      'ciphertext',
      'encryptionSessionId',
      'epoch',
      'nonce',
      'version',
    ])
    expect(envelope).toMatchObject({ version: 1, encryptionSessionId: session.sessionId, epoch: 0 })
    expect(envelope.nonce).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(parseStringEnvelope(envelope)).toEqual(envelope)

    const bobs = await bob.retrieveSession(session.sessionId)
    expect(await bobs.decryptString(envelope)).toBe(text)
    expect(await session.decryptString(await bobs.encryptString('Merci'))).toBe('Merci')

    const bytes = crypto.getRandomValues(new Uint8Array(1000))
    const sealed = await session.encryptBytes(bytes)
    expect(await bobs.decryptBytes(sealed)).toEqual(bytes)
    // Two encryptions of the same text differ (random IVs).
    expect((await session.encryptString(text)).ciphertext).not.toBe(envelope.ciphertext)
  })

  it('detects a flipped byte in the ciphertext, the IV, the epoch or the bytes', async () => {
    const world = testWorld()
    const alice = await world.register('alice')
    const session = await alice.createSession()
    const envelope = await session.encryptString('Confidentiel')
    for (const tampered of [
      { ...envelope, ciphertext: flipByte(envelope.ciphertext, 3) },
      {
        ...envelope,
        ciphertext: flipByte(envelope.ciphertext, fromBase64Url(envelope.ciphertext).length - 1),
      },
      { ...envelope, nonce: flipByte(envelope.nonce) },
    ]) {
      await expect(session.decryptString(tampered)).rejects.toThrow(DecryptionError)
    }
    // Another epoch number: there is no key for it.
    await expect(session.decryptString({ ...envelope, epoch: 1 })).rejects.toThrow(VaultError)
    // The serialised form of before is no envelope any more.
    await expect(session.decryptString(JSON.stringify(envelope) as never)).rejects.toThrow(
      InvalidEnvelopeError,
    )

    const sealed = await session.encryptBytes(utf8('Confidentiel'))
    sealed[sealed.length - 5] = sealed[sealed.length - 5]! ^ 0x80
    await expect(session.decryptBytes(sealed)).rejects.toThrow(DecryptionError)
  })

  it('reads only the envelope shape of the contract', async () => {
    const world = testWorld()
    const alice = await world.register('alice')
    const session = await alice.createSession()
    const envelope = await session.encryptString('')
    // An empty text is the GCM tag alone: the shortest ciphertext there is.
    expect(envelope.ciphertext).toHaveLength(22)
    expect(await session.decryptString(parseStringEnvelope(envelope))).toBe('')
    const { nonce, ...withoutNonce } = envelope
    for (const wrong of [
      'Bonjour, texte en clair',
      JSON.stringify(envelope),
      null,
      [envelope],
      withoutNonce,
      { ...envelope, extra: 'x' },
      { ...envelope, version: 2 },
      { ...envelope, encryptionSessionId: 'court' },
      { ...envelope, epoch: -1 },
      { ...envelope, epoch: 1.5 },
      { ...envelope, epoch: '0' },
      { ...envelope, nonce: `${nonce}AAAA` },
      { ...envelope, nonce: nonce.slice(0, 15) },
      { ...envelope, nonce: `${nonce.slice(0, 15)}=` },
      { ...envelope, ciphertext: envelope.ciphertext.slice(0, 21) },
      { ...envelope, ciphertext: `${envelope.ciphertext}AAA`.slice(0, 25) },
      { ...envelope, ciphertext: `${envelope.ciphertext.slice(0, 21)}+` },
    ]) {
      expect(() => parseStringEnvelope(wrong), JSON.stringify(wrong)).toThrow(InvalidEnvelopeError)
    }
  })

  it('a ciphertext moved to another session does not decrypt there', async () => {
    const world = testWorld()
    const alice = await world.register('alice')
    const [one, two] = [await alice.createSession(), await alice.createSession()]
    const sealed = await one.encryptBytes(utf8('Séance 1'))
    await expect(two.decryptBytes(sealed)).rejects.toThrow(DecryptionError)
    const envelope = await one.encryptString('Séance 1')
    await expect(two.decryptString({ ...envelope, encryptionSessionId: two.sessionId })).rejects.toThrow(
      DecryptionError,
    )
    // Under its own name, another session refuses it before any decryption.
    await expect(two.decryptString(envelope)).rejects.toThrow(InvalidEnvelopeError)
  })

  it('a user who is not a recipient cannot unwrap the key, even holding the wrapped keys', async () => {
    const world = testWorld()
    const [alice, , carol] = [
      await world.register('alice'),
      await world.register('bob'),
      await world.register('carol'),
    ]
    const session = await alice.createSession({ users: ['bob'] })
    const envelope = await session.encryptString('Pour Bob seulement')

    const carols = await carol.retrieveSession(session.sessionId)
    await expect(carols.decryptString(envelope)).rejects.toThrow(NotARecipientError)

    // Carol as an attacker with the whole directory: Bob's wrapped key does not open with her key.
    const carolKeys = await new LocalKeyStore(carol.localStore.databaseName).load('carol')
    const bobsKey = world.directory.wrappedKeys.find((k) => k.sealedFor.id === 'bob')!
    const aliceVerify = await alice.verifyKeyOf('alice')
    await expect(
      open(
        carolKeys!.encryptionPrivateKey,
        bobsKey.box,
        sessionKeyContext(session.sessionId, 0, bobsKey.sealedFor),
        aliceVerify,
      ),
    ).rejects.toThrow(DecryptionError)
    await expect(
      open(
        carolKeys!.encryptionPrivateKey,
        bobsKey.box,
        sessionKeyContext(session.sessionId, 0, { kind: 'user', id: 'carol' }),
        aliceVerify,
      ),
    ).rejects.toThrow(VaultError)
  })

  it('rejects a wrapped key swapped in from another session', async () => {
    const world = testWorld()
    const [alice, bob, mallory] = [
      await world.register('alice'),
      await world.register('bob'),
      await world.register('mallory'),
    ]
    const [first, second] = [
      await alice.createSession({ users: ['bob'] }),
      await alice.createSession({ users: ['bob'] }),
    ]
    const envelope = await second.encryptString('Deuxième conversation')
    const firstKey = world.directory.wrappedKeys.find(
      (k) => k.sessionId === first.sessionId && k.sealedFor.id === 'bob',
    )!
    const serveToBob = (box: typeof firstKey.box) => {
      world.directory.wrappedKeys = world.directory.wrappedKeys.map((k) =>
        k.sessionId === second.sessionId && k.sealedFor.id === 'bob' ? { ...k, box } : k,
      )
    }

    // A malicious directory serves Bob the first session's key as the second's: Alice's signature
    // covers the first session's context, so it fails.
    serveToBob(firstKey.box)
    const bobs = await bob.retrieveSession(second.sessionId)
    await expect(bobs.decryptString(envelope)).rejects.toThrow(BadSignatureError)

    // With a registered accomplice re-signing the box for the second session's context, the signature
    // checks out, but the key derivation and associated data still name the first session.
    const malloryKeys = await mallory.localStore.load('mallory')
    const context = sessionKeyContext(second.sessionId, 0, { kind: 'user', id: 'bob' })
    const signature = await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      malloryKeys!.signingPrivateKey,
      framed(
        utf8(context),
        fromBase64Url(firstKey.box.epk),
        fromBase64Url(firstKey.box.iv),
        fromBase64Url(firstKey.box.ciphertext),
      ),
    )
    serveToBob({ ...firstKey.box, sealedBy: 'mallory', signature: toBase64Url(signature) })
    await expect((await bob.retrieveSession(second.sessionId)).decryptString(envelope)).rejects.toThrow(
      DecryptionError,
    )
  })

  it('adds recipients who then read the history, and revokes them for what comes after', async () => {
    const world = testWorld()
    const [alice, bob, carol] = [
      await world.register('alice'),
      await world.register('bob'),
      await world.register('carol'),
    ]
    const session = await alice.createSession({ users: ['bob'] })
    const before = await session.encryptString('Avant')
    await session.addRecipients({ users: ['carol'] })
    const carols = await carol.retrieveSession(session.sessionId)
    expect(await carols.decryptString(before)).toBe('Avant')

    await session.revokeRecipients({ users: ['carol'] })
    const after = await session.encryptString('Après')
    expect(parseStringEnvelope(after).epoch).toBe(1)
    expect(await (await bob.retrieveSession(session.sessionId)).decryptString(after)).toBe('Après')
    // Carol's session object still holds epoch 0 (what she already downloaded), but not epoch 1.
    expect(await carols.decryptString(before)).toBe('Avant')
    await expect(carols.decryptString(after)).rejects.toThrow(NotARecipientError)
    expect(world.directory.wrappedKeys.some((k) => k.sealedFor.id === 'carol')).toBe(false)
  })

  it('retrieving an unknown session fails with SessionNotFoundError', async () => {
    const world = testWorld()
    const alice = await world.register('alice')
    await expect(alice.retrieveSession('nope')).rejects.toThrow(SessionNotFoundError)
  })
})
