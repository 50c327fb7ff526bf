// The Blob variants of file encryption: the same format as the in-memory functions, read and written a
// window of chunks at a time. Small chunks and windows keep the many-window cases fast.
import { describe, expect, it } from 'vitest'
import { DecryptionError, InvalidEnvelopeError } from './errors.ts'
import { FileCipher } from './file-cipher.ts'
import {
  decryptFileInChunks,
  decryptFileToBlob,
  encryptFileInChunks,
  encryptFileToBlob,
  type FileInput,
} from './file-format.ts'
import { generateContentKey } from './primitives.ts'
import { testWorld } from './test-support.ts'

const MB = 1024 * 1024
const OVERHEAD = 12 + 16
const target = { sessionId: 'session-1', epoch: 0 }
const HEADER = 30 + target.sessionId.length
const chunkSize = 1000
const sealedChunk = chunkSize + OVERHEAD
/** Three chunks per window, in plaintext bytes. */
const windowSize = 3 * chunkSize

function randomBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  // getRandomValues fills at most 64 KB per call.
  for (let i = 0; i < size; i += 65536) crypto.getRandomValues(bytes.subarray(i, Math.min(size, i + 65536)))
  return bytes
}

async function bytesOf(blob: Blob): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await blob.arrayBuffer())
}

/** Byte comparison without vitest's deep equality, which takes seconds on megabytes. */
function expectSameBytes(actual: Uint8Array, expected: Uint8Array) {
  expect(actual.length).toBe(expected.length)
  expect(actual.findIndex((byte, i) => byte !== expected[i])).toBe(-1)
}

const sealedSize = (size: number) => HEADER + size + Math.max(1, Math.ceil(size / chunkSize)) * OVERHEAD

/** Records progress and checks it as it comes: one total, `done` rising up to it. */
function progressRecorder() {
  const calls: [number, number][] = []
  return {
    calls,
    onProgress: (done: number, total: number) => calls.push([done, total]),
    expectComplete(total: number) {
      expect(calls.length).toBeGreaterThan(0)
      expect(calls.every(([, t]) => t === total)).toBe(true)
      expect(calls.every(([done], i) => i === 0 || done > calls[i - 1]![0])).toBe(true)
      expect(calls.at(-1)![0]).toBe(total)
    },
  }
}

describe('encryptFileToBlob and decryptFileToBlob', () => {
  const sizes = [
    0,
    1,
    chunkSize - 1,
    chunkSize,
    chunkSize + 1,
    windowSize,
    windowSize + 1,
    3 * windowSize + 123,
  ]

  it.each(sizes)(
    'round-trip %i bytes, from a File and from bytes, through windows of three chunks',
    async (size) => {
      const key = await generateContentKey()
      const bytes = randomBytes(size)
      for (const input of [new File([bytes], 'scan.pdf'), bytes] satisfies FileInput[]) {
        const sealed = await encryptFileToBlob(key, input, target, chunkSize, undefined, windowSize)
        expect(sealed.type).toBe('application/octet-stream')
        expect(sealed.size).toBe(sealedSize(size))
        const plain = await decryptFileToBlob(key, sealed, undefined, windowSize)
        expect(plain.type).toBe('application/octet-stream')
        expectSameBytes(await bytesOf(plain), bytes)
        // Windows are how the file is read, not part of its format.
        expectSameBytes(
          await bytesOf(await decryptFileToBlob(key, await bytesOf(sealed), undefined, 1)),
          bytes,
        )
      }
    },
  )

  it('reads and writes what the in-memory functions write and read', async () => {
    const key = await generateContentKey()
    const bytes = randomBytes(7 * chunkSize + 5)
    const inMemory = await encryptFileInChunks(key, bytes, target, chunkSize)
    expectSameBytes(
      await bytesOf(await decryptFileToBlob(key, new Blob([inMemory]), undefined, windowSize)),
      bytes,
    )
    expectSameBytes(await bytesOf(await decryptFileToBlob(key, inMemory, undefined, windowSize)), bytes)
    const asBlob = await encryptFileToBlob(key, new Blob([bytes]), target, chunkSize, undefined, windowSize)
    expect(asBlob.size).toBe(inMemory.length)
    expectSameBytes(await decryptFileInChunks(key, asBlob), bytes)
    expectSameBytes(await decryptFileInChunks(key, await bytesOf(asBlob)), bytes)
  })

  it('reports progress rising to the total, window after window', async () => {
    const key = await generateContentKey()
    const size = 3 * windowSize + 10
    const encryption = progressRecorder()
    const sealed = await encryptFileToBlob(
      key,
      new Blob([randomBytes(size)]),
      target,
      chunkSize,
      encryption.onProgress,
      windowSize,
    )
    encryption.expectComplete(size)
    expect(encryption.calls).toHaveLength(10)
    const decryption = progressRecorder()
    await decryptFileToBlob(key, sealed, decryption.onProgress, windowSize)
    decryption.expectComplete(sealed.size - HEADER)
  })

  it('rejects a truncated, reordered or altered file, with no Blob', async () => {
    const key = await generateContentKey()
    // Ten chunks, the last one short: four windows of three chunks.
    const sealed = await bytesOf(
      await encryptFileToBlob(
        key,
        randomBytes(9 * chunkSize + 500),
        target,
        chunkSize,
        undefined,
        windowSize,
      ),
    )
    const head = sealed.slice(0, HEADER)
    const chunk = (i: number) => sealed.slice(HEADER + i * sealedChunk, HEADER + (i + 1) * sealedChunk)
    const chunks = Array.from({ length: 10 }, (_, i) => chunk(i))
    const join = async (...parts: Uint8Array<ArrayBuffer>[]) => bytesOf(new Blob(parts))
    const swapped = (a: number, b: number) =>
      join(head, ...chunks.map((c, i) => (i === a ? chunks[b]! : i === b ? chunks[a]! : c)))

    const flipped = sealed.slice()
    const middle = HEADER + 5 * sealedChunk + 100
    flipped[middle] = flipped[middle]! ^ 1
    const other = await encryptFileInChunks(key, randomBytes(9 * chunkSize + 500), target, chunkSize)
    const decryptionErrors = {
      'a flipped byte in a middle chunk': flipped,
      'a dropped last chunk': await join(head, ...chunks.slice(0, 9)),
      'two chunks swapped within a window': await swapped(3, 4),
      'two chunks swapped across windows': await swapped(2, 7),
      'the last two chunks swapped': await swapped(8, 9),
      'a chunk from another file': await join(
        head,
        ...chunks.slice(0, 4),
        other.slice(HEADER + 4 * sealedChunk),
      ),
      'a chunk cut short': sealed.slice(0, sealed.length - 100),
      'another header': await join(other.slice(0, HEADER), ...chunks),
    }
    const envelopeErrors = {
      'a truncated header': sealed.slice(0, HEADER - 3),
      'the header alone': head,
      'a last chunk shorter than its IV and tag': sealed.slice(0, HEADER + 9 * sealedChunk + 20),
      'not an encrypted file': new TextEncoder().encode('not encrypted'),
    }
    const cases = [
      ...Object.entries(decryptionErrors).map(([name, bytes]) => [name, bytes, DecryptionError] as const),
      ...Object.entries(envelopeErrors).map(([name, bytes]) => [name, bytes, InvalidEnvelopeError] as const),
    ]
    for (const [name, bytes, error] of cases) {
      for (const input of [new Blob([bytes]), bytes]) {
        await expect(decryptFileToBlob(key, input, undefined, windowSize), name).rejects.toThrow(error)
        await expect(decryptFileInChunks(key, input), name).rejects.toThrow(error)
      }
    }
    await expect(decryptFileToBlob(await generateContentKey(), sealed)).rejects.toThrow(DecryptionError)
  })
})

describe('FileCipher.encryptToBlob and decryptToBlob', () => {
  it('stay on the page up to one chunk and use the worker beyond, in either format', async () => {
    const cipher = new FileCipher({ chunkSize })
    const key = await generateContentKey()
    for (const bytes of [new Uint8Array(0), randomBytes(chunkSize)]) {
      const sealed = await cipher.encryptToBlob(key, new Blob([bytes]), target)
      expectSameBytes(await bytesOf(await cipher.decryptToBlob(key, sealed)), bytes)
    }
    expect(cipher.workerStarted).toBe(false)

    const bytes = randomBytes(2 * chunkSize + 1)
    const sealed = await cipher.encryptToBlob(key, new Blob([bytes]), target)
    expect(sealed).toBeInstanceOf(Blob)
    expect(cipher.workerStarted).toBe(true)
    const plain = await cipher.decryptToBlob(key, sealed)
    expect(plain).toBeInstanceOf(Blob)
    expectSameBytes(await bytesOf(plain), bytes)
    expectSameBytes(await cipher.decrypt(key, sealed), bytes)
    expectSameBytes(
      await bytesOf(await cipher.decryptToBlob(key, await cipher.encrypt(key, bytes, target))),
      bytes,
    )
    cipher.terminate()
  })

  it('round-trip a file of several default windows in the worker, with progress', async () => {
    const cipher = new FileCipher()
    const key = await generateContentKey()
    const bytes = randomBytes(9 * MB + 12345)
    const encryption = progressRecorder()
    const sealed = await cipher.encryptToBlob(key, new File([bytes], 'irm.dcm'), target, {
      onProgress: encryption.onProgress,
    })
    encryption.expectComplete(bytes.length)
    expect(encryption.calls).toHaveLength(10)
    const decryption = progressRecorder()
    const plain = await cipher.decryptToBlob(key, sealed, { onProgress: decryption.onProgress })
    decryption.expectComplete(sealed.size - HEADER)
    expectSameBytes(await bytesOf(plain), bytes)
    // Bytes handed over to the worker.
    const sealedBytes = await bytesOf(sealed)
    expectSameBytes(await bytesOf(await cipher.decryptToBlob(key, sealedBytes, { transfer: true })), bytes)
    expect(sealedBytes.length).toBe(0)
    expect(cipher.workerStarted).toBe(true)
    cipher.terminate()
  })

  it('give back typed errors from the worker', async () => {
    const cipher = new FileCipher({ chunkSize })
    const key = await generateContentKey()
    const sealed = await bytesOf(await cipher.encryptToBlob(key, randomBytes(4 * chunkSize), target))
    const flipped = sealed.slice()
    flipped[HEADER + sealedChunk + 50] = flipped[HEADER + sealedChunk + 50]! ^ 1
    await expect(cipher.decryptToBlob(key, new Blob([flipped]))).rejects.toThrow(DecryptionError)
    const cut = sealed.slice(0, sealed.length - sealedChunk + 10)
    await expect(cipher.decryptToBlob(key, new Blob([cut]))).rejects.toThrow(InvalidEnvelopeError)
    expect(cipher.workerStarted).toBe(true)
    cipher.terminate()
  })

  it('run on the main thread when asked to', async () => {
    const cipher = new FileCipher({ inWorker: false, chunkSize })
    const key = await generateContentKey()
    const bytes = randomBytes(5 * chunkSize + 3)
    expectSameBytes(
      await bytesOf(await cipher.decryptToBlob(key, await cipher.encryptToBlob(key, bytes, target))),
      bytes,
    )
    expect(cipher.workerStarted).toBe(false)
  })
})

describe('EncryptionSession.encryptFileToBlob and decryptFileToBlob', () => {
  it('encrypt for the session recipients only, readable by either method', async () => {
    const world = testWorld()
    const [alice, bob, carol] = [
      await world.register('alice'),
      await world.register('bob'),
      await world.register('carol'),
    ]
    const session = await alice.createSession({ users: ['bob'] })
    const bytes = randomBytes(2 * MB + 1)
    const sealed = await session.encryptFileToBlob(new Blob([bytes]))
    const bobs = await bob.retrieveSession(session.sessionId)
    expectSameBytes(await bytesOf(await bobs.decryptFileToBlob(sealed)), bytes)
    expectSameBytes(await bobs.decryptFile(sealed), bytes)
    expectSameBytes(await bytesOf(await bobs.decryptFileToBlob(await session.encryptFile(bytes))), bytes)
    await expect((await carol.retrieveSession(session.sessionId)).decryptFileToBlob(sealed)).rejects.toThrow(
      'Not a recipient of this session',
    )
    const other = await alice.createSession()
    await expect(other.decryptFileToBlob(sealed)).rejects.toThrow(InvalidEnvelopeError)
  })
})
