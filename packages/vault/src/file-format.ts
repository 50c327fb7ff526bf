// Chunked encryption of files, shared by the Web Worker and the main-thread fallback.
//
// Layout: header | chunk 0 | chunk 1 | … ; header = "RVF1" | epoch u32 | chunkSize u32 | fileId 16 B |
// sessionId length u16 | sessionId UTF-8; chunk = IV 12 B | AES-GCM(ciphertext + 16 B tag).
// Each chunk's associated data is (header, chunk index, final flag): reordered, dropped, duplicated or
// spliced chunks (even from another file under the same key, thanks to the random fileId) and a file
// cut at a chunk boundary all fail to decrypt.
//
// Two ways to hold the data. `encryptFileInChunks` and `decryptFileInChunks` work on the whole file in
// memory. `encryptFileToBlob` and `decryptFileToBlob` read a window of several chunks at a time and
// gather each window's output into a Blob, whose bytes the browser keeps outside the JavaScript heap:
// memory stays flat whatever the file's size. Both produce and accept the same bytes. Neither reads one
// Blob slice per chunk: every Blob read is a round trip to the browser process, which made a per-chunk
// read several times slower than AES-GCM itself.
import { concatBytes, framed, fromUtf8, randomBytes, utf8 } from './encoding.ts'
import { InvalidEnvelopeError } from './errors.ts'
import { aesGcmDecrypt, aesGcmEncrypt, IV_BYTES } from './primitives.ts'

export const DEFAULT_CHUNK_SIZE = 1024 * 1024
/**
 * Plaintext the Blob variants hold at once (rounded down to whole chunks, at least one): large enough
 * that a Blob read costs little beside the AES-GCM work, small enough to keep memory flat.
 */
const DEFAULT_WINDOW_SIZE = 8 * 1024 * 1024
/**
 * Up to this size a file is read in one window: each Blob read and each Blob made is a round trip to
 * the browser's process, which cost a 10 MB file three times raw AES-GCM's time in 8 MB windows. Its
 * bytes in the heap are then bounded by this, whatever the file.
 */
const SINGLE_WINDOW_MAX = 32 * 1024 * 1024

/** The window for an input of `size` bytes when the caller names none. */
const windowFor = (size: number, windowSize: number | undefined) =>
  windowSize ?? (size <= SINGLE_WINDOW_MAX ? Math.max(size, 1) : DEFAULT_WINDOW_SIZE)
const MAGIC = utf8('RVF1')
const TAG_BYTES = 16
/** What sealing adds to each chunk: its IV and its tag. */
const CHUNK_OVERHEAD = IV_BYTES + TAG_BYTES
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

const OUTPUT_TYPE = 'application/octet-stream'

function sizeOf(input: FileInput): number {
  return input instanceof Uint8Array ? input.length : input.size
}

/** Bytes [start, end) of the input: a view of a Uint8Array, one read of a Blob. */
async function readRange(input: FileInput, start: number, end: number): Promise<Uint8Array<ArrayBuffer>> {
  if (input instanceof Uint8Array) return input.subarray(start, end)
  return new Uint8Array(await input.slice(start, end).arrayBuffer())
}

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

interface ParsedHeader {
  header: FileHeader
  headerLength: number
  /** The header as written, which every chunk's associated data includes. */
  headerBytes: Uint8Array<ArrayBuffer>
}

function parseHeader(bytes: Uint8Array): ParsedHeader {
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
  return {
    header: { sessionId, epoch: view.getUint32(4), chunkSize },
    headerLength,
    headerBytes: bytes.slice(0, headerLength),
  }
}

async function headerOf(input: FileInput): Promise<ParsedHeader> {
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
    return sizeOf(input) <= headerLength + header.chunkSize + CHUNK_OVERHEAD
  } catch {
    return true
  }
}

/** Chunks of a plaintext: an empty file still has one, so that its end is sealed too. */
function plaintextChunkCount(size: number, chunkSize: number): number {
  return Math.max(1, Math.ceil(size / chunkSize))
}

/**
 * Chunks of a sealed body (what follows the header): every one full but the last, which the encrypter
 * marked final and holds what is left. InvalidEnvelopeError when that last one is too short to be a chunk.
 */
function sealedChunkCount(body: number, chunkSize: number): number {
  const sealedChunk = chunkSize + CHUNK_OVERHEAD
  const count = Math.max(1, Math.ceil(body / sealedChunk))
  if (body - (count - 1) * sealedChunk < CHUNK_OVERHEAD) {
    throw new InvalidEnvelopeError(new Error('Truncated chunk'))
  }
  return count
}

function chunkAssociatedData(headerBytes: Uint8Array, index: number, final: boolean) {
  const position = new Uint8Array(5)
  new DataView(position.buffer).setUint32(0, index)
  position[4] = final ? 1 : 0
  return framed(headerBytes, position)
}

/** One chunk sealed: its IV, then its ciphertext and tag. */
async function sealChunk(
  key: CryptoKey,
  headerBytes: Uint8Array,
  plaintext: Uint8Array<ArrayBuffer>,
  index: number,
  final: boolean,
): Promise<[Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>]> {
  const { iv, ciphertext } = await aesGcmEncrypt(
    key,
    plaintext,
    chunkAssociatedData(headerBytes, index, final),
  )
  return [iv, ciphertext]
}

/** DecryptionError when the chunk was altered, moved, or taken from another file. */
function openChunk(
  key: CryptoKey,
  headerBytes: Uint8Array,
  sealed: Uint8Array<ArrayBuffer>,
  index: number,
  final: boolean,
): Promise<Uint8Array<ArrayBuffer>> {
  return aesGcmDecrypt(
    key,
    sealed.subarray(0, IV_BYTES),
    sealed.subarray(IV_BYTES),
    chunkAssociatedData(headerBytes, index, final),
  )
}

/**
 * Runs `work(i)` for i in [0, count) with at most PARALLEL_CHUNKS in flight, in order of completion.
 * After a failure no further chunk starts: the result is lost anyway.
 */
async function inParallel(count: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < count) {
      try {
        await work(next++)
      } catch (error) {
        next = count
        throw error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_CHUNKS, count) }, lane))
}

/**
 * Transforms `count` chunks of `stride` bytes that start at `start` in the input (the last may be
 * shorter), reading `perWindow` of them at once. Each window's output becomes one Blob part and its
 * buffers are dropped before the next read, so at most a window's input and output are in memory.
 * Progress counts input bytes.
 */
async function throughWindows(
  input: FileInput,
  start: number,
  stride: number,
  count: number,
  perWindow: number,
  transform: (chunk: Uint8Array<ArrayBuffer>, index: number) => Promise<Uint8Array<ArrayBuffer>[]>,
  onProgress: ProgressListener | undefined,
): Promise<Blob[]> {
  const end = sizeOf(input)
  const parts: Blob[] = []
  let done = 0
  for (let first = 0; first < count; first += perWindow) {
    const length = Math.min(perWindow, count - first)
    const window = await readRange(
      input,
      start + first * stride,
      Math.min(end, start + (first + length) * stride),
    )
    const outputs: Uint8Array<ArrayBuffer>[][] = []
    await inParallel(length, async (i) => {
      const chunk = window.subarray(i * stride, (i + 1) * stride)
      outputs[i] = await transform(chunk, first + i)
      done += chunk.length
      onProgress?.(done, end - start)
    })
    parts.push(new Blob(outputs.flat()))
  }
  return parts
}

/** Whole chunks in a window of `windowSize` plaintext bytes, at least one. */
function chunksPerWindow(windowSize: number, chunkSize: number): number {
  return Math.max(1, Math.floor(windowSize / chunkSize))
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
  const count = plaintextChunkCount(plaintext.length, chunkSize)
  const out = new Uint8Array(headerBytes.length + plaintext.length + count * CHUNK_OVERHEAD)
  out.set(headerBytes, 0)
  let done = 0
  await inParallel(count, async (index) => {
    const chunk = plaintext.subarray(index * chunkSize, (index + 1) * chunkSize)
    const [iv, ciphertext] = await sealChunk(key, headerBytes, chunk, index, index === count - 1)
    const offset = headerBytes.length + index * (chunkSize + CHUNK_OVERHEAD)
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
  const { header, headerLength, headerBytes } = parseHeader(sealed)
  const sealedChunk = header.chunkSize + CHUNK_OVERHEAD
  const body = sealed.length - headerLength
  const count = sealedChunkCount(body, header.chunkSize)
  const out = new Uint8Array(body - count * CHUNK_OVERHEAD)
  let done = 0
  await inParallel(count, async (index) => {
    const start = headerLength + index * sealedChunk
    const chunk = sealed.subarray(start, start + sealedChunk)
    out.set(await openChunk(key, headerBytes, chunk, index, index === count - 1), index * header.chunkSize)
    done += chunk.length
    onProgress?.(done, body)
  })
  return out
}

/**
 * The same bytes as `encryptFileInChunks`, as a Blob built window by window: a File of any size is
 * encrypted with flat memory. `windowSize` is the plaintext read at once (by default the whole file up
 * to 32 MB, 8 MB windows beyond).
 */
export async function encryptFileToBlob(
  key: CryptoKey,
  input: FileInput,
  target: { sessionId: string; epoch: number },
  chunkSize = DEFAULT_CHUNK_SIZE,
  onProgress?: ProgressListener,
  windowSize?: number,
): Promise<Blob> {
  const headerBytes = encodeHeader({ ...target, chunkSize })
  const count = plaintextChunkCount(sizeOf(input), chunkSize)
  const parts = await throughWindows(
    input,
    0,
    chunkSize,
    count,
    chunksPerWindow(windowFor(sizeOf(input), windowSize), chunkSize),
    (chunk, index) => sealChunk(key, headerBytes, chunk, index, index === count - 1),
    onProgress,
  )
  return new Blob([headerBytes, ...parts], { type: OUTPUT_TYPE })
}

/**
 * The plaintext as a Blob, decrypted window by window (`windowSize` bytes of plaintext at once). The
 * same errors as `decryptFileInChunks`, and no Blob at all when any chunk fails.
 */
export async function decryptFileToBlob(
  key: CryptoKey,
  input: FileInput,
  onProgress?: ProgressListener,
  windowSize?: number,
): Promise<Blob> {
  const { header, headerLength, headerBytes } = await headerOf(input)
  const count = sealedChunkCount(sizeOf(input) - headerLength, header.chunkSize)
  const parts = await throughWindows(
    input,
    headerLength,
    header.chunkSize + CHUNK_OVERHEAD,
    count,
    chunksPerWindow(windowFor(sizeOf(input) - headerLength, windowSize), header.chunkSize),
    async (chunk, index) => [await openChunk(key, headerBytes, chunk, index, index === count - 1)],
    onProgress,
  )
  return new Blob(parts, { type: OUTPUT_TYPE })
}
