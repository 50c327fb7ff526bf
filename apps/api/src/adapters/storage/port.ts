// Where the API keeps the blobs of documents: opaque bytes under a key, already encrypted in the
// browser. The port streams both ways, so that no file is ever held whole in the API's memory, and
// counts what it writes, so that a blob over its limit is refused while it arrives, leaving nothing.

import type { Readable } from 'node:stream'

/** A key the API made (128 random bits or more, base64url): never a path a caller chose. */
const BLOB_KEY = /^[A-Za-z0-9_-]{16,128}$/

export class BlobTooLargeError extends Error {
  override name = 'BlobTooLargeError'
  constructor(readonly maxBytes: number) {
    super(`The blob is larger than ${maxBytes} bytes`)
  }
}

export interface StoredBlob {
  body: Readable
  size: number
}

export interface BlobStorage {
  /** Where the blobs are, for the logs and the README ('local disk …', 's3 …'). */
  readonly description: string
  /**
   * Writes `body` under `key`, and answers its size. Over `maxBytes` the write stops with
   * BlobTooLargeError and nothing is kept; a key already written is replaced only once the new blob is
   * complete.
   */
  put(key: string, body: Readable, options: { maxBytes: number }): Promise<{ size: number }>
  /** The blob, streamed; null when there is none under that key. */
  get(key: string): Promise<StoredBlob | null>
  /** Removes the blob; removing one that is not there is no error. */
  delete(key: string): Promise<void>
}

export function assertBlobKey(key: string): void {
  if (!BLOB_KEY.test(key)) throw new TypeError('Invalid blob key')
}
