// Messages between FileCipher and its worker.
import type { VaultErrorCode } from './errors.ts'
import type { FileInput } from './file-format.ts'

export type FileCipherRequest =
  | {
      id: number
      op: 'encrypt'
      key: CryptoKey
      input: FileInput
      target: { sessionId: string; epoch: number }
      chunkSize: number
    }
  | { id: number; op: 'decrypt'; key: CryptoKey; input: FileInput }

export type FileCipherResponse =
  | { id: number; type: 'progress'; done: number; total: number }
  | { id: number; type: 'done'; bytes: Uint8Array<ArrayBuffer> }
  | { id: number; type: 'error'; code: VaultErrorCode | undefined; message: string }
