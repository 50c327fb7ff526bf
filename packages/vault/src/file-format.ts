// Chunked encryption of files, shared by the Web Worker and the main-thread fallback.
//
// Layout: header | chunk 0 | chunk 1 | … ; header = "RVF1" | epoch u32 | chunkSize u32 | fileId 16 B |
// sessionId length u16 | sessionId UTF-8; chunk = IV 12 B | AES-GCM(ciphertext + 16 B tag).
// Each chunk's associated data is (header, chunk index, final flag): reordered, dropped, duplicated or
// spliced chunks (even from another file under the same key, thanks to the random fileId) and a file
// cut at a chunk boundary all fail to decrypt.
//
// Works on bytes in memory, not on Blob slices: every Blob read is a round trip to the browser
// process, which made a per-chunk read several times slower than AES-GCM itself.
import { concatBytes, framed, fromUtf8, randomBytes, utf8 } from './encoding.ts'
import { InvalidEnvelopeError } from './errors.ts'
import { aesGcmDecrypt, aesGcmEncrypt, IV_BYTES } from './primitives.ts'

export const DEFAULT_CHUNK_SIZE = 1024 * 1024
const MAGIC = utf8('RVF1')
const TAG_BYTES = 16
const FIXED_HEADER_BYTES = 4 + 4 + 4 + 16 + 2
/** Chunks in flight at once: WebCrypto runs them on its own threads, so a few overlap usefully. */
const PARALLEL_CHUNKS = 4

export interface FileHeader {
  sessionId: string
  epoch: number
  chunkSize: number
}

export type ProgressListener = (done: number, total: number) => void

/** Bytes to encrypt or decrypt: a Blob (a File) or bytes already in memory. */
export type FileInput = Blob | Uint8Array<ArrayBuffer>

async function bytesOf(input: FileInput): Promise<Uint8Array<ArrayBuffer>> {
  return input instanceof Uint8Array ? input : new Uint8Array(await input.arrayBuffer())
}

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

function parseHeader(bytes: Uint8Array): { header: FileHeader; headerLength: number } {
  if (bytes.length < FIXED_HEADER_BYTES || MAGIC.some((byte, i) => bytes[i] !== byte)) {
    throw new InvalidEnvelopeError(new Error('Not an encrypted file'))
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, FIXED_HEADER_BYTES)
  const headerLength = FIXED_HEADER_BYTES + view.getUint16(28)
  const chunkSize = view.getUint32(8)
  if (bytes.length < headerLength || chunkSize === 0) throw new InvalidEnvelopeError(new Error('Bad header'))
  let sessionId: string
  try {
    sessionId = fromUtf8(bytes.subarray(FIXED_HEADER_BYTES, headerLength))
  } catch (error) {
    throw new InvalidEnvelopeError(error)
  }
  return { header: { sessionId, epoch: view.getUint32(4), chunkSize }, headerLength }
}

async function headerOf(input: FileInput) {
  if (input instanceof Uint8Array) return parseHeader(input)
  return parseHeader(new Uint8Array(await input.slice(0, FIXED_HEADER_BYTES + 0xffff).arrayBuffer()))
}

/** Reads the header only (the caller needs the session id and epoch to fetch the key). */
export async function readFileHeader(input: FileInput): Promise<FileHeader> {
  return (await headerOf(input)).header
}

/** Whether an encrypted file holds a single chunk; an unreadable header counts as one (it fails anyway). */
export async function isSingleChunk(input: FileInput): Promise<boolean> {
  try {
    const { header, headerLength } = await headerOf(input)
    const size = input instanceof Uint8Array ? input.length : input.size
    return size <= headerLength + IV_BYTES + header.chunkSize + TAG_BYTES
  } catch {
    return true
  }
}

function chunkAssociatedData(headerBytes: Uint8Array, index: number, final: boolean) {
  const position = new Uint8Array(5)
  new DataView(position.buffer).setUint32(0, index)
  position[4] = final ? 1 : 0
  return framed(headerBytes, position)
}

/** Runs `work(i)` for i in [0, count) with at most PARALLEL_CHUNKS in flight, in order of completion. */
async function inParallel(count: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < count) await work(next++)
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_CHUNKS, count) }, lane))
}

export async function encryptFileInChunks(
  key: CryptoKey,
  input: FileInput,
  target: { sessionId: string; epoch: number },
  chunkSize = DEFAULT_CHUNK_SIZE,
  onProgress?: ProgressListener,
): Promise<Uint8Array<ArrayBuffer>> {
  const plaintext = await bytesOf(input)
  const headerBytes = encodeHeader({ ...target, chunkSize })
  const count = Math.max(1, Math.ceil(plaintext.length / chunkSize))
  const out = new Uint8Array(headerBytes.length + plaintext.length + count * (IV_BYTES + TAG_BYTES))
  out.set(headerBytes, 0)
  let done = 0
  await inParallel(count, async (index) => {
    const chunk = plaintext.subarray(index * chunkSize, (index + 1) * chunkSize)
    const final = index === count - 1
    const { iv, ciphertext } = await aesGcmEncrypt(key, chunk, chunkAssociatedData(headerBytes, index, final))
    const offset = headerBytes.length + index * (IV_BYTES + chunkSize + TAG_BYTES)
    out.set(iv, offset)
    out.set(ciphertext, offset + IV_BYTES)
    done += chunk.length
    onProgress?.(done, plaintext.length)
  })
  return out
}

export async function decryptFileInChunks(
  key: CryptoKey,
  input: FileInput,
  onProgress?: ProgressListener,
): Promise<Uint8Array<ArrayBuffer>> {
  const sealed = await bytesOf(input)
  const { header, headerLength } = parseHeader(sealed)
  const headerBytes = sealed.slice(0, headerLength)
  const sealedChunk = IV_BYTES + header.chunkSize + TAG_BYTES
  const body = sealed.length - headerLength
  // Every chunk but the last is full; the last (marked final by the encrypter) is what is left.
  const count = Math.max(1, Math.ceil(body / sealedChunk))
  const lastLength = body - (count - 1) * sealedChunk
  if (lastLength < IV_BYTES + TAG_BYTES) throw new InvalidEnvelopeError(new Error('Truncated chunk'))
  const out = new Uint8Array(body - count * (IV_BYTES + TAG_BYTES))
  let done = 0
  await inParallel(count, async (index) => {
    const final = index === count - 1
    const start = headerLength + index * sealedChunk
    const chunk = sealed.subarray(start, final ? sealed.length : start + sealedChunk)
    const plaintext = await aesGcmDecrypt(
      key,
      chunk.subarray(0, IV_BYTES),
      chunk.subarray(IV_BYTES),
      chunkAssociatedData(headerBytes, index, final),
    )
    out.set(plaintext, index * header.chunkSize)
    done += chunk.length
    onProgress?.(done, body)
  })
  return out
}
