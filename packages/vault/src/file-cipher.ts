// Encrypts and decrypts files in chunks inside a Web Worker, so a 20 MB attachment never blocks the
// page. Where workers are unavailable (or `inWorker: false`), the same code runs on the main thread:
// WebCrypto is asynchronous there too, only the chunk bookkeeping runs on the page.
import { DecryptionError, InvalidEnvelopeError, VaultError } from './errors.ts'
import type { FileCipherRequest, FileCipherResponse } from './file-cipher-protocol.ts'
import {
  DEFAULT_CHUNK_SIZE,
  decryptFileInChunks,
  encryptFileInChunks,
  type ProgressListener,
} from './file-format.ts'

// Distributes over the union, so each variant keeps its own fields.
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never

type Pending = {
  resolve: (blob: Blob) => void
  reject: (error: Error) => void
  onProgress: ProgressListener | undefined
}

function errorFrom(response: Extract<FileCipherResponse, { type: 'error' }>): Error {
  if (response.code === 'DECRYPTION_FAILED') return new DecryptionError(new Error(response.message))
  if (response.code === 'INVALID_ENVELOPE') return new InvalidEnvelopeError(new Error(response.message))
  if (response.code) return new VaultError(response.code, response.message)
  return new Error(response.message)
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

  private start(): Worker {
    if (this.worker) return this.worker
    const worker = new Worker(new URL('./file-cipher.worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = ({ data }: MessageEvent<FileCipherResponse>) => {
      const pending = this.pending.get(data.id)
      if (!pending) return
      if (data.type === 'progress') return pending.onProgress?.(data.done, data.total)
      this.pending.delete(data.id)
      if (data.type === 'done') pending.resolve(data.blob)
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

  private run(request: WithoutId<FileCipherRequest>, onProgress?: ProgressListener): Promise<Blob> {
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress })
      this.start().postMessage({ ...request, id } satisfies FileCipherRequest)
    })
  }

  encrypt(
    key: CryptoKey,
    file: Blob,
    target: { sessionId: string; epoch: number },
    onProgress?: ProgressListener,
  ): Promise<Blob> {
    if (!this.useWorker) return encryptFileInChunks(key, file, target, this.chunkSize, onProgress)
    return this.run({ op: 'encrypt', key, file, target, chunkSize: this.chunkSize }, onProgress)
  }

  decrypt(
    key: CryptoKey,
    file: Blob,
    onProgress?: ProgressListener,
    type = 'application/octet-stream',
  ): Promise<Blob> {
    if (!this.useWorker) return decryptFileInChunks(key, file, onProgress, type)
    return this.run({ op: 'decrypt', key, file, type }, onProgress)
  }

  terminate(): void {
    this.worker?.terminate()
    this.worker = null
    for (const pending of this.pending.values()) pending.reject(new Error('FileCipher terminated'))
    this.pending.clear()
  }
}
