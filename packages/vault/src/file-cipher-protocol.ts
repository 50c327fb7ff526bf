// Messages between FileCipher and its worker.
import type { VaultErrorCode } from './errors.ts'

export type FileCipherRequest =
  | {
      id: number
      op: 'encrypt'
      key: CryptoKey
      file: Blob
      target: { sessionId: string; epoch: number }
      chunkSize: number
    }
  | { id: number; op: 'decrypt'; key: CryptoKey; file: Blob; type: string }

export type FileCipherResponse =
  | { id: number; type: 'progress'; done: number; total: number }
  | { id: number; type: 'done'; blob: Blob }
  | { id: number; type: 'error'; code: VaultErrorCode | undefined; message: string }
