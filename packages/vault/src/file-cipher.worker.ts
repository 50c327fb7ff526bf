// Runs chunked file encryption off the main thread. Keys arrive as CryptoKey (structured-cloneable;
// a non-extractable key stays non-extractable); the result goes back transferred, not copied.
import { decryptFileInChunks, encryptFileInChunks } from './file-format.ts'
import type { FileCipherRequest, FileCipherResponse } from './file-cipher-protocol.ts'
import { VaultError } from './errors.ts'

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FileCipherRequest>) => void) | null
  postMessage(message: FileCipherResponse, transfer?: Transferable[]): void
}

scope.onmessage = async ({ data: request }) => {
  const progress = (done: number, total: number) =>
    scope.postMessage({ id: request.id, type: 'progress', done, total })
  try {
    const bytes =
      request.op === 'encrypt'
        ? await encryptFileInChunks(request.key, request.input, request.target, request.chunkSize, progress)
        : await decryptFileInChunks(request.key, request.input, progress)
    scope.postMessage({ id: request.id, type: 'done', bytes }, [bytes.buffer])
  } catch (error) {
    scope.postMessage({
      id: request.id,
      type: 'error',
      code: error instanceof VaultError ? error.code : undefined,
      message: error instanceof Error ? error.message : String(error),
    })
  }
}
