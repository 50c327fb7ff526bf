// Counts the bytes flowing through and fails the stream past a limit: the size check of an upload
// happens while it arrives, not after it was stored.
import { Transform } from 'node:stream'
import { BlobTooLargeError } from './port.ts'

export function byteLimit(maxBytes: number): Transform & { readonly bytes: number } {
  let bytes = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length
      if (bytes > maxBytes) callback(new BlobTooLargeError(maxBytes))
      else callback(null, chunk)
    },
  })
  return Object.defineProperty(counter, 'bytes', { get: () => bytes }) as Transform & {
    readonly bytes: number
  }
}
