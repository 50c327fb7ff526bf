// Blobs in an S3-compatible bucket (STORAGE_S3_URL), through the AWS SDK: an upload goes in parts of
// 8 MB (one plain PUT when smaller), so a 200 MB document crosses the API a part at a time. The byte
// limit stands before the SDK: past it the stream fails and the SDK aborts its multipart upload, so no
// object is written.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { PassThrough, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { byteLimit } from './byte-limit.ts'
import { assertBlobKey, type BlobStorage, type StoredBlob } from './port.ts'

export interface S3StorageConfig {
  /** `http(s)://host:port`, without the bucket. */
  endpoint: string
  bucket: string
  accessKey: string
  secretKey: string
  region: string
  /** Every object's key starts with it (`documents/`): a bucket may hold other things. */
  prefix: string
}

/** The part size of multipart uploads: the most of one upload the API holds in memory at a time. */
const PART_BYTES = 8 * 1024 * 1024

/** STORAGE_S3_URL: `https://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[/prefix]?region=eu-west-3`. */
export function parseS3Url(value: string): S3StorageConfig {
  const url = new URL(value)
  const [bucket, ...prefix] = url.pathname.split('/').filter(Boolean)
  if (!bucket || !url.username || !url.password) {
    throw new TypeError('STORAGE_S3_URL needs an access key, a secret key and a bucket')
  }
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    accessKey: decodeURIComponent(url.username),
    secretKey: decodeURIComponent(url.password),
    region: url.searchParams.get('region') ?? 'us-east-1',
    prefix: prefix.length > 0 ? `${prefix.join('/')}/` : '',
  }
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === 'NotFound')

export function s3Storage(config: S3StorageConfig): BlobStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secretKey },
    // Self-hosted S3 implementations name the bucket in the path, not in the host.
    forcePathStyle: true,
  })
  const objectOf = (key: string) => {
    assertBlobKey(key)
    return `${config.prefix}${key}`
  }

  return {
    description: `s3 (${config.endpoint}/${config.bucket}/${config.prefix})`,

    async put(key: string, body: Readable, { maxBytes }: { maxBytes: number }) {
      const limit = byteLimit(maxBytes)
      const counted = new PassThrough()
      const upload = new Upload({
        client,
        params: { Bucket: config.bucket, Key: objectOf(key), Body: counted },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      })
      // The source's failure (a refused size, a cut connection) must stop the upload too.
      const feeding = pipeline(body, limit, counted)
      const [fed, uploaded] = await Promise.allSettled([feeding, upload.done()])
      if (fed.status === 'rejected') {
        await upload.abort().catch(() => undefined)
        throw fed.reason
      }
      if (uploaded.status === 'rejected') throw uploaded.reason
      return { size: limit.bytes }
    },

    async get(key: string): Promise<StoredBlob | null> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectOf(key) }))
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },

    async delete(key: string) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectOf(key) }))
    },
  }
}
