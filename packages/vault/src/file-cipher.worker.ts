// Runs chunked file encryption off the main thread. Keys arrive as CryptoKey (structured-cloneable,
// non-extractable stays non-extractable); files arrive as Blob, read one chunk at a time.
import { decryptFileInChunks, encryptFileInChunks } from './file-format.ts'
import type { FileCipherRequest, FileCipherResponse } from './file-cipher-protocol.ts'
import { VaultError } from './errors.ts'

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FileCipherRequest>) => void) | null
  postMessage(message: FileCipherResponse): void
}

scope.onmessage = async ({ data: request }) => {
  const progress = (done: number, total: number) =>
    scope.postMessage({ id: request.id, type: 'progress', done, total })
  try {
    const blob =
      request.op === 'encrypt'
        ? await encryptFileInChunks(request.key, request.file, request.target, request.chunkSize, progress)
        : await decryptFileInChunks(request.key, request.file, progress, request.type)
    scope.postMessage({ id: request.id, type: 'done', blob })
  } catch (error) {
    scope.postMessage({
      id: request.id,
      type: 'error',
      code: error instanceof VaultError ? error.code : undefined,
      message: error instanceof Error ? error.message : String(error),
    })
  }
}
