// An upload's file part written to blob storage under a fresh random key, as every encrypted upload is
// (a patient's document, a care request's): streamed and counted as it arrives, nothing kept when it is
// cut short, over the limit or empty, and those two answered as the contract says, at `body.file`.
import { randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import { DOCUMENT_MESSAGES } from '@relais/domain'
import { apiError, validationFailed } from '../../core/errors.ts'
import { BlobTooLargeError, type BlobStorage } from './port.ts'

export async function storeUpload(
  storage: BlobStorage,
  upload: { file: Readable; finished: Promise<void> },
  maxBytes: number,
): Promise<{ storageKey: string; size: number }> {
  const storageKey = randomBytes(24).toString('base64url')
  let size: number
  try {
    ;({ size } = await storage.put(storageKey, upload.file, { maxBytes }))
    await upload.finished
  } catch (error) {
    await storage.delete(storageKey)
    if (error instanceof BlobTooLargeError) {
      throw apiError(413, 'PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge, {
        fieldErrors: [{ field: 'body.file', message: DOCUMENT_MESSAGES.tooLarge }],
      })
    }
    throw error
  }
  if (size === 0) {
    await storage.delete(storageKey)
    throw validationFailed([{ field: 'body.file', message: DOCUMENT_MESSAGES.emptyFile }])
  }
  return { storageKey, size }
}
