// Files with progress, beside the typed client: an upload reports the bytes sent (XMLHttpRequest —
// fetch cannot report an upload's progress) and a download the bytes received (a fetch whose body is
// read as it arrives: into Blob parts, outside the page's heap, or for a file the caller accepts to
// hold, into one buffer). Same headers, cookie and one-refresh retry on 401 as every other call.
import type { components } from './schema.gen.ts'

export type TransferProgress = (done: number, total: number) => void

export interface TransferOptions {
  onProgress?: TransferProgress
  signal?: AbortSignal
}

interface DownloadOptions extends TransferOptions {
  /**
   * A file announcing at most this many bytes is kept in one buffer instead of a Blob: handed to a
   * worker without a copy, it spares a Blob's two round trips to the browser's process (writing it,
   * reading it back), which cost a 10 MB file as much time as decrypting it. Default 0: always a Blob.
   */
  inMemoryUpTo?: number
}

/** An answer that is not the file: its status and its JSON body (the API's `Error`), when it has one. */
export interface TransferAnswer {
  status: number
  body: unknown
}

export interface FileTransfers {
  /** POSTs a multipart body; the answer's status and JSON body. */
  upload(path: string, form: FormData, options?: TransferOptions): Promise<TransferAnswer>
  /** GETs a file: its bytes on 200 (a Blob, or a buffer within `inMemoryUpTo`), else the status and JSON body. */
  download(
    path: string,
    options?: DownloadOptions,
  ): Promise<{ status: 200; file: Blob | Uint8Array<ArrayBuffer> } | TransferAnswer>
}

interface FileTransfersOptions {
  baseUrl: string
  application: components['schemas']['ApplicationName']
  envMode: components['schemas']['EnvMode']
  fetch: (input: Request) => Promise<Response>
  /** Refreshes the session once; true when the call may be retried. */
  refresh: () => Promise<boolean>
  onSessionLost?: () => void
}

/**
 * The part of XMLHttpRequest used here: this package also compiles for Node (the API reads its
 * types), whose library has no DOM.
 */
interface UploadRequest {
  open(method: string, url: string): void
  setRequestHeader(name: string, value: string): void
  send(body: FormData): void
  abort(): void
  withCredentials: boolean
  readonly status: number
  readonly responseText: string
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null
  }
  onload: (() => void) | null
  onerror: (() => void) | null
  onabort: (() => void) | null
}

const newUploadRequest = () =>
  new (globalThis as unknown as { XMLHttpRequest: new () => UploadRequest }).XMLHttpRequest()

const BLOB_PART_BYTES = 8 * 1024 * 1024

const abortError = () => new DOMException('The transfer was aborted', 'AbortError')

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined
  } catch {
    return undefined
  }
}

export function fileTransfers(options: FileTransfersOptions): FileTransfers {
  const url = (path: string) => `${options.baseUrl.replace(/\/$/, '')}${path}`

  function sendOnce(path: string, form: FormData, { onProgress, signal }: TransferOptions) {
    return new Promise<TransferAnswer>((resolve, reject) => {
      if (signal?.aborted) return reject(abortError())
      const xhr = newUploadRequest()
      xhr.open('POST', url(path))
      xhr.withCredentials = true
      xhr.setRequestHeader('X-Application-Name', options.application)
      xhr.setRequestHeader('X-Env-Mode', options.envMode)
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(event.loaded, event.total)
      }
      xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) })
      xhr.onerror = () => reject(new TypeError('Network error'))
      xhr.onabort = () => reject(abortError())
      signal?.addEventListener('abort', () => xhr.abort(), { once: true })
      xhr.send(form)
    })
  }

  async function receiveOnce(
    path: string,
    { onProgress, signal, inMemoryUpTo = 0 }: DownloadOptions,
  ): Promise<{ status: 200; file: Blob | Uint8Array<ArrayBuffer> } | TransferAnswer> {
    const request = new Request(url(path), {
      credentials: 'include',
      headers: { 'X-Application-Name': options.application, 'X-Env-Mode': options.envMode },
      signal,
    })
    const response = await options.fetch(request)
    if (response.status !== 200 || !response.body) {
      return { status: response.status, body: parseJson(await response.text()) }
    }
    const total = Number(response.headers.get('content-length') ?? 0)
    const reader = response.body.getReader()
    // Within the caller's limit, the bytes go into one buffer of the announced length, as long as
    // they fit it (a body longer than announced goes on as Blob parts).
    let buffer = total > 0 && total <= inMemoryUpTo ? new Uint8Array(total) : null
    // Otherwise into Blob parts of a few megabytes as they arrive: the browser keeps a Blob's bytes
    // outside the page's heap, so a 200 MB file costs the page one part, not the whole file.
    const parts: Blob[] = []
    let pending: Uint8Array[] = []
    let pendingBytes = 0
    let received = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (buffer && received + value.length <= buffer.length) {
        buffer.set(value, received)
        received += value.length
        onProgress?.(received, Math.max(total, received))
        continue
      }
      if (buffer) {
        pending.push(buffer.subarray(0, received))
        pendingBytes = received
        buffer = null
      }
      pending.push(value)
      pendingBytes += value.length
      received += value.length
      if (pendingBytes >= BLOB_PART_BYTES) {
        parts.push(new Blob(pending as unknown as ConstructorParameters<typeof Blob>[0]))
        pending = []
        pendingBytes = 0
      }
      onProgress?.(received, Math.max(total, received))
    }
    if (buffer) return { status: 200, file: buffer.subarray(0, received) }
    if (pending.length) parts.push(new Blob(pending as unknown as ConstructorParameters<typeof Blob>[0]))
    return { status: 200, file: new Blob(parts, { type: 'application/octet-stream' }) }
  }

  /** Runs a transfer, refreshing the session once on a 401 and trying again. */
  async function withRefresh<T extends { status: number }>(run: () => Promise<T>): Promise<T> {
    const first = await run()
    if (first.status !== 401) return first
    if (await options.refresh()) {
      const again = await run()
      if (again.status !== 401) return again
    }
    options.onSessionLost?.()
    return first
  }

  return {
    upload: (path, form, transfer = {}) => withRefresh(() => sendOnce(path, form, transfer)),
    download: (path, transfer = {}) => withRefresh(() => receiveOnce(path, transfer)),
  }
}
