// Downloads against a scripted fetch: a file within the caller's limit arrives as one buffer, a larger
// one (or one longer than it announced) as a Blob, with the same bytes and the progress in both cases.
import { describe, expect, it } from 'vitest'
import { fileTransfers } from './files.ts'

/** A 200 whose body arrives in `pieces`, announcing `announced` bytes. */
function streamed(pieces: Uint8Array[], announced: number) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece)
      controller.close()
    },
  })
  return new Response(body, { status: 200, headers: { 'content-length': String(announced) } })
}

function transfersAnswering(response: () => Response) {
  return fileTransfers({
    baseUrl: 'http://api.test',
    application: 'perinatal',
    envMode: 'DEV',
    fetch: async () => response(),
    refresh: async () => false,
  })
}

const bytes = (length: number, seed: number) => Uint8Array.from({ length }, (_, i) => (i * 7 + seed) % 256)
const pieces = [bytes(1000, 1), bytes(500, 2), bytes(24, 3)]
const whole = Uint8Array.from(pieces.flatMap((piece) => [...piece]))

async function contentOf(file: Blob | Uint8Array) {
  return file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : file
}

describe('fileTransfers.download', () => {
  it('keeps a file within the limit in one buffer, reporting its progress', async () => {
    const progress: number[] = []
    const answer = await transfersAnswering(() => streamed(pieces, whole.length)).download('/upload?key=k', {
      inMemoryUpTo: whole.length,
      onProgress: (done) => progress.push(done),
    })
    if (!('file' in answer)) throw new Error(`status ${answer.status}`)
    expect(answer.file).toBeInstanceOf(Uint8Array)
    expect(await contentOf(answer.file)).toEqual(whole)
    expect(progress).toEqual([1000, 1500, 1524])
  })

  it('makes a Blob of a larger file, and of one longer than it announced', async () => {
    for (const [announced, limit] of [
      [whole.length, whole.length - 1],
      [1200, whole.length],
    ]) {
      const answer = await transfersAnswering(() => streamed(pieces, announced!)).download('/f', {
        inMemoryUpTo: limit,
      })
      if (!('file' in answer)) throw new Error(`status ${answer.status}`)
      expect(answer.file).toBeInstanceOf(Blob)
      expect(await contentOf(answer.file)).toEqual(whole)
    }
  })

  it('answers the status and JSON body of a refusal', async () => {
    const answer = await transfersAnswering(
      () => new Response(JSON.stringify({ message: 'Document introuvable' }), { status: 404 }),
    ).download('/f', { inMemoryUpTo: 10 })
    expect(answer).toEqual({ status: 404, body: { message: 'Document introuvable' } })
  })
})
