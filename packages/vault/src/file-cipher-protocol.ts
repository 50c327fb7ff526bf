// Messages between FileCipher and its worker.
import type { VaultErrorCode } from './errors.ts'
import type { FileInput } from './file-format.ts'

/** What the caller gets back: bytes in memory, or a Blob whose bytes stay outside the JavaScript heap. */
export interface FileCipherOutputs {
  bytes: Uint8Array<ArrayBuffer>
  blob: Blob
}
export type FileCipherOutput = keyof FileCipherOutputs

export type FileCipherRequest =
  | {
      id: number
      op: 'encrypt'
      output: FileCipherOutput
      key: CryptoKey
      input: FileInput
      target: { sessionId: string; epoch: number }
      chunkSize: number
    }
  | { id: number; op: 'decrypt'; output: FileCipherOutput; key: CryptoKey; input: FileInput }

export type FileCipherResponse =
  | { id: number; type: 'progress'; done: number; total: number }
  | { id: number; type: 'done'; result: FileCipherOutputs[FileCipherOutput] }
  | { id: number; type: 'error'; code: VaultErrorCode | undefined; message: string }
