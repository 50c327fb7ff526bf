import { describe, expect, it } from 'vitest'
import { DecryptionError, InvalidEnvelopeError } from './errors.ts'
import { FileCipher } from './file-cipher.ts'
import { generateContentKey } from './primitives.ts'
import { testWorld } from './test-support.ts'

const MB = 1024 * 1024

function randomFile(size: number): Blob {
  const bytes = new Uint8Array(size)
  // getRandomValues fills at most 64 KB per call.
  for (let i = 0; i < size; i += 65536) crypto.getRandomValues(bytes.subarray(i, Math.min(size, i + 65536)))
  return new Blob([bytes])
}

async function bytesOf(blob: Blob) {
  return new Uint8Array(await blob.arrayBuffer())
}

/** Byte comparison without vitest's deep equality, which takes seconds on megabytes. */
async function expectSameBytes(actual: Blob, expected: Blob) {
  const [a, b] = [await bytesOf(actual), await bytesOf(expected)]
  expect(a.length).toBe(b.length)
  expect(a.findIndex((byte, i) => byte !== b[i])).toBe(-1)
}

const target = { sessionId: 'session-1', epoch: 0 }

describe('FileCipher', () => {
  it('round-trips a few megabytes in a Web Worker, 1 MB chunks, with progress', async () => {
    const cipher = new FileCipher()
    expect(cipher.runsInWorker).toBe(true)
    const key = await generateContentKey()
    const file = randomFile(3 * MB + 12345)
    const progress: number[] = []
    const sealed = await cipher.encrypt(key, file, target, (done) => progress.push(done))
    expect(progress).toEqual([MB, 2 * MB, 3 * MB, 3 * MB + 12345])
    // 4 chunks, each with a 12-byte IV and a 16-byte tag, plus the header.
    expect(sealed.size).toBe(file.size + 4 * 28 + 30 + target.sessionId.length)
    await expectSameBytes(await cipher.decrypt(key, sealed), file)
    cipher.terminate()
  })

  it('round-trips an empty file and a file of exactly one chunk', async () => {
    const cipher = new FileCipher({ chunkSize: 1024 })
    const key = await generateContentKey()
    for (const file of [new Blob([]), randomFile(1024), randomFile(2048)]) {
      await expectSameBytes(await cipher.decrypt(key, await cipher.encrypt(key, file, target)), file)
    }
    cipher.terminate()
  })

  it('detects a flipped byte, reordered chunks, a dropped last chunk and a spliced file', async () => {
    const chunkSize = 1000
    const sealedChunk = 12 + chunkSize + 16
    const cipher = new FileCipher({ chunkSize })
    const key = await generateContentKey()
    const sealed = await bytesOf(await cipher.encrypt(key, randomFile(3500), target))
    const header = sealed.length - (3 * sealedChunk + 12 + 500 + 16)
    const chunk = (i: number) => sealed.slice(header + i * sealedChunk, header + (i + 1) * sealedChunk)
    const head = sealed.slice(0, header)

    const flipped = sealed.slice()
    flipped[header + 100] = flipped[header + 100]! ^ 1
    const reordered = new Blob([head, chunk(1), chunk(0), sealed.slice(header + 2 * sealedChunk)])
    const truncated = new Blob([head, chunk(0), chunk(1), chunk(2)])
    const other = await bytesOf(await cipher.encrypt(key, randomFile(3500), target))
    const spliced = new Blob([
      head,
      other.slice(header, header + sealedChunk),
      sealed.slice(header + sealedChunk),
    ])
    for (const bad of [new Blob([flipped]), reordered, truncated, spliced]) {
      await expect(cipher.decrypt(key, bad)).rejects.toThrow(DecryptionError)
    }
    await expect(cipher.decrypt(key, new Blob(['not encrypted']))).rejects.toThrow(InvalidEnvelopeError)
    await expect(cipher.decrypt(await generateContentKey(), new Blob([sealed]))).rejects.toThrow(
      DecryptionError,
    )
    cipher.terminate()
  })

  it('runs on the main thread when asked to', async () => {
    const cipher = new FileCipher({ inWorker: false, chunkSize: 4096 })
    expect(cipher.runsInWorker).toBe(false)
    const key = await generateContentKey()
    const file = randomFile(10_000)
    await expectSameBytes(await cipher.decrypt(key, await cipher.encrypt(key, file, target)), file)
  })

  it('encrypts attachments through a session, for its recipients only', async () => {
    const world = testWorld()
    const [alice, bob, carol] = [
      await world.register('alice'),
      await world.register('bob'),
      await world.register('carol'),
    ]
    const session = await alice.createSession({ users: ['bob'] })
    const file = randomFile(2 * MB + 1)
    const sealed = await session.encryptFile(file)
    const opened = await (
      await bob.retrieveSession(session.sessionId)
    ).decryptFile(sealed, undefined, 'image/png')
    expect(opened.type).toBe('image/png')
    await expectSameBytes(opened, file)
    await expect((await carol.retrieveSession(session.sessionId)).decryptFile(sealed)).rejects.toThrow(
      'Not a recipient of this session',
    )
    const other = await alice.createSession()
    await expect(other.decryptFile(sealed)).rejects.toThrow(InvalidEnvelopeError)
  })
})
