// Runs chunked file encryption off the main thread. Keys arrive as CryptoKey (structured-cloneable;
// a non-extractable key stays non-extractable). Bytes go back transferred, not copied; a Blob is
// posted as it is (only a handle to data the browser holds crosses over).
import {
  decryptFileInChunks,
  decryptFileToBlob,
  encryptFileInChunks,
  encryptFileToBlob,
  type ProgressListener,
} from './file-format.ts'
import type {
  FileCipherOutputs,
  FileCipherOutput,
  FileCipherRequest,
  FileCipherResponse,
} from './file-cipher-protocol.ts'
import { VaultError } from './errors.ts'

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FileCipherRequest>) => void) | null
  postMessage(message: FileCipherResponse, transfer?: Transferable[]): void
}

function handle(
  request: FileCipherRequest,
  progress: ProgressListener,
): Promise<FileCipherOutputs[FileCipherOutput]> {
  const blob = request.output === 'blob'
  if (request.op === 'encrypt') {
    const { key, input, target, chunkSize } = request
    return blob
      ? encryptFileToBlob(key, input, target, chunkSize, progress)
      : encryptFileInChunks(key, input, target, chunkSize, progress)
  }
  return blob
    ? decryptFileToBlob(request.key, request.input, progress)
    : decryptFileInChunks(request.key, request.input, progress)
}

scope.onmessage = async ({ data: request }) => {
  const progress = (done: number, total: number) =>
    scope.postMessage({ id: request.id, type: 'progress', done, total })
  try {
    const result = await handle(request, progress)
    scope.postMessage({ id: request.id, type: 'done', result }, result instanceof Blob ? [] : [result.buffer])
  } catch (error) {
    scope.postMessage({
      id: request.id,
      type: 'error',
      code: error instanceof VaultError ? error.code : undefined,
      message: error instanceof Error ? error.message : String(error),
    })
  }
}
