// Encrypts and decrypts files in chunks inside a Web Worker, so a 20 MB attachment never blocks the
// page. Where workers are unavailable (or `inWorker: false`), the same code runs on the main thread:
// WebCrypto is asynchronous there too, only the chunk bookkeeping runs on the page. A file of one
// chunk or less stays on the page as well: one asynchronous WebCrypto call leaves nothing to offload,
// and the worker round trip would double its cost.
// Input bytes are copied to the worker unless `transfer` is set; the result comes back transferred.
// `encryptToBlob` and `decryptToBlob` give the same bytes as a Blob, built a window of chunks at a time:
// for large files, whose bytes then never sit whole in the JavaScript heap.
import { DecryptionError, InvalidEnvelopeError, VaultError } from './errors.ts'
import type {
  FileCipherOutput,
  FileCipherOutputs,
  FileCipherRequest,
  FileCipherResponse,
} from './file-cipher-protocol.ts'
import {
  DEFAULT_CHUNK_SIZE,
  decryptFileInChunks,
  decryptFileToBlob,
  encryptFileInChunks,
  encryptFileToBlob,
  isSingleChunk,
  type FileInput,
  type ProgressListener,
} from './file-format.ts'

// Distributes over the union, so each variant keeps its own fields.
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never

type Pending = {
  resolve: (result: FileCipherOutputs[FileCipherOutput]) => void
  reject: (error: Error) => void
  onProgress: ProgressListener | undefined
}

function errorFrom(response: Extract<FileCipherResponse, { type: 'error' }>): Error {
  if (response.code === 'DECRYPTION_FAILED') return new DecryptionError(new Error(response.message))
  if (response.code === 'INVALID_ENVELOPE') return new InvalidEnvelopeError(new Error(response.message))
  if (response.code) return new VaultError(response.code, response.message)
  return new Error(response.message)
}

export interface FileCipherCallOptions {
  onProgress?: ProgressListener
  /**
   * Hand a Uint8Array input's buffer over to the worker instead of copying it (it becomes unusable
   * here): for bytes the caller no longer needs, such as a downloaded ciphertext. Saves a copy of the
   * whole file. Blob inputs are never copied (the worker reads them).
   */
  transfer?: boolean
}

export interface FileCipherOptions {
  /** Default true when the browser has workers. */
  inWorker?: boolean
  chunkSize?: number
}

export class FileCipher {
  readonly chunkSize: number
  private worker: Worker | null = null
  private readonly useWorker: boolean
  private nextId = 1
  private readonly pending = new Map<number, Pending>()

  constructor(options: FileCipherOptions = {}) {
    this.chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE
    this.useWorker = (options.inWorker ?? true) && typeof Worker !== 'undefined'
  }

  get runsInWorker(): boolean {
    return this.useWorker
  }

  /** Whether a worker has been started (files larger than one chunk start it). */
  get workerStarted(): boolean {
    return this.worker !== null
  }

  private offloadEncryption(input: FileInput): boolean {
    const size = input instanceof Uint8Array ? input.length : input.size
    return this.useWorker && size > this.chunkSize
  }

  private async offloadDecryption(input: FileInput): Promise<boolean> {
    return this.useWorker && !(await isSingleChunk(input))
  }

  private start(): Worker {
    if (this.worker) return this.worker
    const worker = new Worker(new URL('./file-cipher.worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = ({ data }: MessageEvent<FileCipherResponse>) => {
      const pending = this.pending.get(data.id)
      if (!pending) return
      if (data.type === 'progress') return pending.onProgress?.(data.done, data.total)
      this.pending.delete(data.id)
      if (data.type === 'done') pending.resolve(data.result)
      else pending.reject(errorFrom(data))
    }
    worker.onerror = (event) => {
      for (const pending of this.pending.values()) pending.reject(new Error(event.message || 'Worker failed'))
      this.pending.clear()
      this.worker = null
    }
    this.worker = worker
    return worker
  }

  private run<O extends FileCipherOutput>(
    request: WithoutId<FileCipherRequest> & { output: O },
    { onProgress, transfer = false }: FileCipherCallOptions,
  ): Promise<FileCipherOutputs[O]> {
    const id = this.nextId++
    const { input } = request
    const transferList = transfer && input instanceof Uint8Array ? [input.buffer] : []
    return new Promise((resolve, reject) => {
      // The worker answers in the form the request names.
      const settle = (result: FileCipherOutputs[FileCipherOutput]) => resolve(result as FileCipherOutputs[O])
      this.pending.set(id, { resolve: settle, reject, onProgress })
      this.start().postMessage({ ...request, id } satisfies FileCipherRequest, transferList)
    })
  }

  /** The encrypted file (header and chunks), ready to upload. */
  encrypt(
    key: CryptoKey,
    input: FileInput,
    target: { sessionId: string; epoch: number },
    options: FileCipherCallOptions = {},
  ): Promise<Uint8Array<ArrayBuffer>> {
    if (!this.offloadEncryption(input))
      return encryptFileInChunks(key, input, target, this.chunkSize, options.onProgress)
    return this.run(
      { op: 'encrypt', output: 'bytes', key, input, target, chunkSize: this.chunkSize },
      options,
    )
  }

  /** The plaintext bytes; DecryptionError when any chunk was altered, moved or dropped. */
  async decrypt(
    key: CryptoKey,
    input: FileInput,
    options: FileCipherCallOptions = {},
  ): Promise<Uint8Array<ArrayBuffer>> {
    if (!(await this.offloadDecryption(input))) return decryptFileInChunks(key, input, options.onProgress)
    return this.run({ op: 'decrypt', output: 'bytes', key, input }, options)
  }

  /** The same encrypted file as `encrypt`, as a Blob: for files too large to hold twice in memory. */
  encryptToBlob(
    key: CryptoKey,
    input: FileInput,
    target: { sessionId: string; epoch: number },
    options: FileCipherCallOptions = {},
  ): Promise<Blob> {
    if (!this.offloadEncryption(input))
      return encryptFileToBlob(key, input, target, this.chunkSize, options.onProgress)
    return this.run({ op: 'encrypt', output: 'blob', key, input, target, chunkSize: this.chunkSize }, options)
  }

  /**
   * The plaintext as a Blob (type application/octet-stream: `new Blob([blob], { type })` relabels it
   * without copying); the same errors as `decrypt`, and no Blob when any chunk fails.
   */
  async decryptToBlob(key: CryptoKey, input: FileInput, options: FileCipherCallOptions = {}): Promise<Blob> {
    if (!(await this.offloadDecryption(input))) return decryptFileToBlob(key, input, options.onProgress)
    return this.run({ op: 'decrypt', output: 'blob', key, input }, options)
  }

  terminate(): void {
    this.worker?.terminate()
    this.worker = null
    for (const pending of this.pending.values()) pending.reject(new Error('FileCipher terminated'))
    this.pending.clear()
  }
}
