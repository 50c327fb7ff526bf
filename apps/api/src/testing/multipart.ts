// A multipart/form-data body as a browser's FormData sends it: the JSON part `payload`, then the file.
import { randomBytes } from 'node:crypto'

export function multipartBody(
  payload: unknown,
  file: Buffer,
  options: { fileName?: string; parts?: 'payload-then-file' | 'file-only' | 'file-then-payload' } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----relais${randomBytes(12).toString('hex')}`
  const json = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(payload)}\r\n`,
  )
  const filePart = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.fileName ?? 'blob'}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file,
    Buffer.from('\r\n'),
  ])
  const order = options.parts ?? 'payload-then-file'
  const parts =
    order === 'file-only' ? [filePart] : order === 'file-then-payload' ? [filePart, json] : [json, filePart]
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
