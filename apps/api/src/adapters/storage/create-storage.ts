// Chooses the blob storage for the configuration: an S3-compatible bucket with STORAGE_S3_URL, the
// local folder STORAGE_DIR otherwise.
import { localDiskStorage } from './local-disk.ts'
import type { BlobStorage } from './port.ts'
import { s3Storage, type S3StorageConfig } from './s3.ts'

export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageConfig)

export function createStorage(config: StorageConfig): BlobStorage {
  return config.kind === 's3' ? s3Storage(config) : localDiskStorage(config.dir)
}
