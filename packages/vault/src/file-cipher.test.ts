import { describe, expect, it } from 'vitest'
import { DecryptionError, InvalidEnvelopeError } from './errors.ts'
import { FileCipher } from './file-cipher.ts'
import { generateContentKey } from './primitives.ts'
import { testWorld } from './test-support.ts'

const MB = 1024 * 1024

function randomBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  // getRandomValues fills at most 64 KB per call.
  for (let i = 0; i < size; i += 65536) crypto.getRandomValues(bytes.subarray(i, Math.min(size, i + 65536)))
  return bytes
}

/** Byte comparison without vitest's deep equality, which takes seconds on megabytes. */
function expectSameBytes(actual: Uint8Array, expected: Uint8Array) {
  expect(actual.length).toBe(expected.length)
  expect(actual.findIndex((byte, i) => byte !== expected[i])).toBe(-1)
}

const target = { sessionId: 'session-1', epoch: 0 }

describe('FileCipher', () => {
  it('round-trips a few megabytes from a File in a Web Worker, 1 MB chunks, with progress', async () => {
    const cipher = new FileCipher()
    expect(cipher.runsInWorker).toBe(true)
    const key = await generateContentKey()
    const bytes = randomBytes(3 * MB + 12345)
    const file = new File([bytes], 'echographie.pdf', { type: 'application/pdf' })
    const progress: number[] = []
    const sealed = await cipher.encrypt(key, file, target, { onProgress: (done) => progress.push(done) })
    expect(progress).toHaveLength(4)
    expect(progress.at(-1)).toBe(bytes.length)
    // 4 chunks, each with a 12-byte IV and a 16-byte tag, plus the header.
    expect(sealed.length).toBe(bytes.length + 4 * 28 + 30 + target.sessionId.length)
    expectSameBytes(await cipher.decrypt(key, new Blob([sealed])), bytes)
    // The caller's bytes are copied to the worker, unless they hand them over.
    expectSameBytes(await cipher.decrypt(key, sealed), bytes)
    expect(sealed.length).toBeGreaterThan(0)
    expectSameBytes(await cipher.decrypt(key, sealed, { transfer: true }), bytes)
    expect(sealed.length).toBe(0)
    expect(cipher.workerStarted).toBe(true)
    cipher.terminate()
  })

  it('round-trips an empty file and files of exactly one and two chunks', async () => {
    const cipher = new FileCipher({ chunkSize: 1024 })
    const key = await generateContentKey()
    for (const bytes of [new Uint8Array(0), randomBytes(1024)]) {
      expectSameBytes(await cipher.decrypt(key, await cipher.encrypt(key, bytes, target)), bytes)
    }
    // Up to one chunk, the page does it: one asynchronous WebCrypto call.
    expect(cipher.workerStarted).toBe(false)
    const twoChunks = randomBytes(2048)
    expectSameBytes(await cipher.decrypt(key, await cipher.encrypt(key, twoChunks, target)), twoChunks)
    expect(cipher.workerStarted).toBe(true)
    cipher.terminate()
  })

  it('detects a flipped byte, reordered chunks, a dropped last chunk and a spliced file', async () => {
    const chunkSize = 1000
    const sealedChunk = 12 + chunkSize + 16
    const cipher = new FileCipher({ chunkSize })
    const key = await generateContentKey()
    const sealed = await cipher.encrypt(key, randomBytes(3500), target)
    const header = sealed.length - (3 * sealedChunk + 12 + 500 + 16)
    const chunk = (i: number) => sealed.slice(header + i * sealedChunk, header + (i + 1) * sealedChunk)
    const head = sealed.slice(0, header)
    const join = async (...parts: Uint8Array<ArrayBuffer>[]) =>
      new Uint8Array(await new Blob(parts).arrayBuffer())

    const flipped = sealed.slice()
    flipped[header + 100] = flipped[header + 100]! ^ 1
    const reordered = await join(head, chunk(1), chunk(0), sealed.slice(header + 2 * sealedChunk))
    const truncated = await join(head, chunk(0), chunk(1), chunk(2))
    const other = await cipher.encrypt(key, randomBytes(3500), target)
    const spliced = await join(
      head,
      other.slice(header, header + sealedChunk),
      sealed.slice(header + sealedChunk),
    )
    for (const bad of [flipped, reordered, truncated, spliced]) {
      await expect(cipher.decrypt(key, bad)).rejects.toThrow(DecryptionError)
    }
    await expect(cipher.decrypt(key, head)).rejects.toThrow(InvalidEnvelopeError)
    await expect(cipher.decrypt(key, new Blob(['not encrypted']))).rejects.toThrow(InvalidEnvelopeError)
    await expect(cipher.decrypt(await generateContentKey(), sealed)).rejects.toThrow(DecryptionError)
    cipher.terminate()
  })

  it('runs on the main thread when asked to', async () => {
    const cipher = new FileCipher({ inWorker: false, chunkSize: 4096 })
    expect(cipher.runsInWorker).toBe(false)
    const key = await generateContentKey()
    const bytes = randomBytes(10_000)
    expectSameBytes(await cipher.decrypt(key, await cipher.encrypt(key, bytes, target)), bytes)
    expect(cipher.workerStarted).toBe(false)
  })

  it('encrypts attachments through a session, for its recipients only', async () => {
    const world = testWorld()
    const [alice, bob, carol] = [
      await world.register('alice'),
      await world.register('bob'),
      await world.register('carol'),
    ]
    const session = await alice.createSession({ users: ['bob'] })
    const bytes = randomBytes(2 * MB + 1)
    const sealed = await session.encryptFile(new Blob([bytes]))
    expectSameBytes(
      await (await bob.retrieveSession(session.sessionId)).decryptFile(new Blob([sealed])),
      bytes,
    )
    await expect((await carol.retrieveSession(session.sessionId)).decryptFile(sealed)).rejects.toThrow(
      'Not a recipient of this session',
    )
    const other = await alice.createSession()
    await expect(other.decryptFile(sealed)).rejects.toThrow(InvalidEnvelopeError)
  })
})
