// The embedded default: blobs as files under one folder (STORAGE_DIR), two levels of sub-folders by the
// key's first characters so that no folder grows to hundreds of thousands of entries. A blob is written
// to a temporary file beside its place, flushed to disk, then renamed over it: a reader never sees half
// a blob, and a failed or refused upload leaves no file behind.
import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { mkdir, open, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { byteLimit } from './byte-limit.ts'
import { assertBlobKey, type BlobStorage, type StoredBlob } from './port.ts'

export function localDiskStorage(folder: string): BlobStorage {
  const root = path.resolve(folder)
  const placeOf = (key: string) => {
    assertBlobKey(key)
    return path.join(root, key.slice(0, 2), key.slice(2, 4), key)
  }

  return {
    description: `local disk (${root})`,

    async put(key: string, body: Readable, { maxBytes }: { maxBytes: number }) {
      const place = placeOf(key)
      await mkdir(path.dirname(place), { recursive: true })
      const partial = `${place}.${randomBytes(6).toString('hex')}.partial`
      const limit = byteLimit(maxBytes)
      const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 })
      try {
        await pipeline(body, limit, out)
        // On disk before it is visible under its name: a crash after the rename keeps a whole blob.
        const handle = await open(partial, 'r')
        try {
          await handle.sync()
        } finally {
          await handle.close()
        }
        await rename(partial, place)
      } catch (error) {
        // The stream opens its file lazily: a refusal arriving first would otherwise remove the file
        // before it exists, and the stream create it afterwards, leaving a partial file behind.
        if (!out.closed) await once(out, 'close').catch(() => undefined)
        await rm(partial, { force: true })
        throw error
      }
      return { size: limit.bytes }
    },

    async get(key: string): Promise<StoredBlob | null> {
      const place = placeOf(key)
      try {
        const { size } = await stat(place)
        return { body: createReadStream(place), size }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },

    async delete(key: string) {
      await rm(placeOf(key), { force: true })
    },
  }
}
