// Chunked encryption of files, shared by the Web Worker and the main-thread fallback.
//
// Layout: header | chunk 0 | chunk 1 | … ; header = "RVF1" | epoch u32 | chunkSize u32 | fileId 16 B |
// sessionId length u16 | sessionId UTF-8; chunk = IV 12 B | AES-GCM(ciphertext + 16 B tag).
// Each chunk's associated data is (header, chunk index, final flag): reordered, dropped, duplicated or
// spliced chunks (even from another file under the same key, thanks to the random fileId) and a file
// cut at a chunk boundary all fail to decrypt.
import { concatBytes, framed, fromUtf8, randomBytes, utf8 } from './encoding.ts'
import { InvalidEnvelopeError } from './errors.ts'
import { aesGcmDecrypt, aesGcmEncrypt, IV_BYTES } from './primitives.ts'

export const DEFAULT_CHUNK_SIZE = 1024 * 1024
const MAGIC = utf8('RVF1')
const TAG_BYTES = 16
const FIXED_HEADER_BYTES = 4 + 4 + 4 + 16 + 2

export interface FileHeader {
  sessionId: string
  epoch: number
  chunkSize: number
}

export type ProgressListener = (done: number, total: number) => void

function encodeHeader(header: FileHeader): Uint8Array<ArrayBuffer> {
  const sessionId = utf8(header.sessionId)
  const fixed = new Uint8Array(FIXED_HEADER_BYTES)
  fixed.set(MAGIC, 0)
  const view = new DataView(fixed.buffer)
  view.setUint32(4, header.epoch)
  view.setUint32(8, header.chunkSize)
  fixed.set(randomBytes(16), 12)
  view.setUint16(28, sessionId.length)
  return concatBytes(fixed, sessionId)
}

/** Reads the header only (the caller needs the session id and epoch to fetch the key). */
export async function readFileHeader(
  file: Blob,
): Promise<{ header: FileHeader; headerBytes: Uint8Array<ArrayBuffer> }> {
  const fixed = new Uint8Array(await file.slice(0, FIXED_HEADER_BYTES).arrayBuffer())
  if (fixed.length < FIXED_HEADER_BYTES || MAGIC.some((byte, i) => fixed[i] !== byte)) {
    throw new InvalidEnvelopeError(new Error('Not an encrypted file'))
  }
  const view = new DataView(fixed.buffer)
  const sessionIdLength = view.getUint16(28)
  const headerBytes = new Uint8Array(await file.slice(0, FIXED_HEADER_BYTES + sessionIdLength).arrayBuffer())
  if (headerBytes.length !== FIXED_HEADER_BYTES + sessionIdLength) {
    throw new InvalidEnvelopeError(new Error('Truncated header'))
  }
  const chunkSize = view.getUint32(8)
  if (chunkSize === 0) throw new InvalidEnvelopeError(new Error('Chunk size 0'))
  let sessionId: string
  try {
    sessionId = fromUtf8(headerBytes.subarray(FIXED_HEADER_BYTES))
  } catch (error) {
    throw new InvalidEnvelopeError(error)
  }
  return { header: { sessionId, epoch: view.getUint32(4), chunkSize }, headerBytes }
}

function chunkAssociatedData(headerBytes: Uint8Array, index: number, final: boolean) {
  const position = new Uint8Array(5)
  new DataView(position.buffer).setUint32(0, index)
  position[4] = final ? 1 : 0
  return framed(headerBytes, position)
}

export async function encryptFileInChunks(
  key: CryptoKey,
  file: Blob,
  target: { sessionId: string; epoch: number },
  chunkSize = DEFAULT_CHUNK_SIZE,
  onProgress?: ProgressListener,
): Promise<Blob> {
  const headerBytes = encodeHeader({ ...target, chunkSize })
  const parts: BlobPart[] = [headerBytes]
  const count = Math.max(1, Math.ceil(file.size / chunkSize))
  for (let index = 0; index < count; index++) {
    const plaintext = new Uint8Array(
      await file.slice(index * chunkSize, (index + 1) * chunkSize).arrayBuffer(),
    )
    const final = index === count - 1
    const { iv, ciphertext } = await aesGcmEncrypt(
      key,
      plaintext,
      chunkAssociatedData(headerBytes, index, final),
    )
    parts.push(iv, ciphertext)
    onProgress?.(Math.min(file.size, (index + 1) * chunkSize), file.size)
  }
  return new Blob(parts, { type: 'application/octet-stream' })
}

export async function decryptFileInChunks(
  key: CryptoKey,
  file: Blob,
  onProgress?: ProgressListener,
  type = 'application/octet-stream',
): Promise<Blob> {
  const { header, headerBytes } = await readFileHeader(file)
  const sealedChunk = IV_BYTES + header.chunkSize + TAG_BYTES
  const parts: BlobPart[] = []
  let offset = headerBytes.length
  let index = 0
  for (;;) {
    const remaining = file.size - offset
    // The last chunk is the one that fits in what is left; an encrypter marks exactly that one final.
    const final = remaining <= sealedChunk
    const length = final ? remaining : sealedChunk
    if (length < IV_BYTES + TAG_BYTES) throw new InvalidEnvelopeError(new Error('Truncated chunk'))
    const sealed = new Uint8Array(await file.slice(offset, offset + length).arrayBuffer())
    parts.push(
      await aesGcmDecrypt(
        key,
        sealed.slice(0, IV_BYTES),
        sealed.slice(IV_BYTES),
        chunkAssociatedData(headerBytes, index, final),
      ),
    )
    offset += length
    index++
    onProgress?.(offset, file.size)
    if (final) break
  }
  return new Blob(parts, { type })
}
