// The blob storages against one contract: the embedded local folder, and an S3-compatible bucket served
// by s3rver (a local S3 implementation, run in this process on a free port) through the same MinIO
// client the API uses with STORAGE_S3_URL. Both stream a 20 MB blob, refuse one over its limit while it
// arrives and keep nothing of it, replace a blob only once the new one is whole, and find no blob as null.
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localDiskStorage } from './local-disk.ts'
import { BlobTooLargeError, type BlobStorage } from './port.ts'
import { parseS3Url, s3Storage } from './s3.ts'

const MB = 1024 * 1024

/** `size` random bytes, arriving in chunks of 64 KiB as an upload does, and their digest. */
function randomBlob(size: number) {
  const hash = createHash('sha256')
  let left = size
  const body = new Readable({
    read() {
      if (left === 0) return this.push(null)
      const chunk = randomBytes(Math.min(64 * 1024, left))
      left -= chunk.length
      hash.update(chunk)
      this.push(chunk)
    },
  })
  return { body, digest: () => hash.digest('hex') }
}

async function digestOf(body: Readable): Promise<{ digest: string; size: number }> {
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of body as AsyncIterable<Buffer>) {
    hash.update(chunk)
    size += chunk.length
  }
  return { digest: hash.digest('hex'), size }
}

const key = () => randomBytes(16).toString('base64url')

interface Backend {
  name: string
  storage: BlobStorage
  /** What is stored, whatever the backend (files of the folder, objects of the bucket). */
  entries(): Promise<string[]>
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => e.name)
}

describe.each(['local disk', 's3'])('blob storage on %s', (name) => {
  let backend: Backend
  const cleanups: (() => Promise<unknown>)[] = []

  beforeAll(async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'relais-storage-'))
    cleanups.push(() => rm(folder, { recursive: true, force: true }))
    if (name === 'local disk') {
      backend = { name, storage: localDiskStorage(folder), entries: () => listFiles(folder) }
      return
    }
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: folder,
      configureBuckets: [{ name: 'relais', configs: [] }],
    })
    const { port } = (await server.run()) as AddressInfo
    cleanups.push(() => server.close())
    const config = parseS3Url(`http://S3RVER:S3RVER@127.0.0.1:${port}/relais/documents`)
    expect(config).toMatchObject({ bucket: 'relais', prefix: 'documents/', accessKey: 'S3RVER' })
    // s3rver keeps each object's bytes in a file named `content`.
    backend = {
      name,
      storage: s3Storage(config),
      entries: async () => (await listFiles(folder)).filter((f) => f === 'content' || f.endsWith('.partial')),
    }
  })

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  it('streams a 20 MB blob in and out unchanged', async () => {
    const id = key()
    const blob = randomBlob(20 * MB)
    expect(await backend.storage.put(id, blob.body, { maxBytes: 25 * MB })).toEqual({ size: 20 * MB })
    const stored = await backend.storage.get(id)
    expect(stored?.size).toBe(20 * MB)
    expect(await digestOf(stored!.body)).toEqual({ digest: blob.digest(), size: 20 * MB })
    await backend.storage.delete(id)
    expect(await backend.storage.get(id)).toBeNull()
  })

  it('refuses a blob over its limit while it arrives, and keeps nothing of it', async () => {
    const before = await backend.entries()
    const id = key()
    await expect(
      backend.storage.put(id, randomBlob(3 * MB).body, { maxBytes: 2 * MB }),
    ).rejects.toBeInstanceOf(BlobTooLargeError)
    expect(await backend.storage.get(id)).toBeNull()
    expect(await backend.entries()).toEqual(before)
  })

  it('replaces a blob with a new one, and answers null for none', async () => {
    const id = key()
    await backend.storage.put(id, Readable.from([Buffer.from('première version')]), { maxBytes: MB })
    await backend.storage.put(id, Readable.from([Buffer.from('seconde')]), { maxBytes: MB })
    const stored = await backend.storage.get(id)
    expect(Buffer.concat(await stored!.body.toArray()).toString()).toBe('seconde')
    expect(await backend.storage.get(key())).toBeNull()
    await backend.storage.delete(key())
  })

  it('refuses a key that is not one the API makes', async () => {
    await expect(backend.storage.get('../../etc/passwd')).rejects.toThrow('Invalid blob key')
    await expect(
      backend.storage.put('a/b', Readable.from([Buffer.from('x')]), { maxBytes: 10 }),
    ).rejects.toThrow('Invalid blob key')
  })
})
