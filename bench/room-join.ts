// The teleconsultation's embedded room on loopback: from a second person entering the room to the first
// frame of their picture on the first person's screen (`requestVideoFrameCallback`), peer to peer, in
// the full Chromium with its fake camera. Both people are in one page, their signals carried by an
// in-page relay that waits a few milliseconds per signal, as the API's POST and socket do on loopback
// (the journeys measure the real relay end to end). Goal: ≤ 2 s (the anchor, a Jitsi integration,
// takes 5–6 s). Run: `npx tsx bench/room-join.ts`.
import { chromium } from '@playwright/test'
import { build } from 'esbuild'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.ts'

export const ROOM_JOIN_GOAL_MS = 2000
/** What one signal waits in the relay: a POST and a socket frame on loopback. */
const RELAY_MS = 5

export interface RoomJoinFigure {
  runs: number
  p50: number
  p95: number
  max: number
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!

/**
 * One run in the page (the browser's own script, so plain JavaScript): the doctor in the room, then the
 * nurse entering; resolves with the milliseconds until the nurse's first frame shows on the doctor's side.
 */
const PAGE_RUN = `(async () => {
  const listeners = new Map()
  const transport = (self) => ({
    async send(signal) {
      for (const [id, h] of listeners) {
        if (id !== self && (signal.to === undefined || signal.to === id)) {
          setTimeout(() => h.onSignal(self, structuredClone(signal)), RELAY_MS)
        }
      }
    },
    listen(h) {
      listeners.set(self, h)
      setTimeout(h.onReady, RELAY_MS)
      return () => listeners.delete(self)
    },
  })
  const camera = () => navigator.mediaDevices.getUserMedia({ video: true, audio: true })
  const first = await camera()
  const second = await camera()
  const video = document.createElement('video')
  video.muted = true
  document.body.append(video)
  let shown
  const seen = new Promise((resolve) => (shown = resolve))
  const doctor = Room.connectRoom({
    selfId: 'a-doctor',
    localStream: first,
    transport: transport('a-doctor'),
    onPeersChange: (peers) => {
      const stream = peers[0] && peers[0].stream
      if (stream && video.srcObject !== stream) {
        video.srcObject = stream
        video.play()
        video.requestVideoFrameCallback(() => shown())
      }
    },
  })
  await new Promise((resolve) => setTimeout(resolve, 200))
  const entered = performance.now()
  const nurse = Room.connectRoom({ selfId: 'b-nurse', localStream: second, transport: transport('b-nurse'), onPeersChange: () => {} })
  await seen
  const elapsed = performance.now() - entered
  doctor.leave()
  nurse.leave()
  for (const stream of [first, second]) stream.getTracks().forEach((track) => track.stop())
  video.remove()
  return elapsed
})()`

/** The room's connection module, bundled for the page. */
async function roomBundle(): Promise<string> {
  const entry = fileURLToPath(
    new URL('../packages/features/src/areas/teleconsultation/room/room-connection.ts', import.meta.url),
  )
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    globalName: 'Room',
    write: false,
  })
  return result.outputFiles[0]!.text
}

export async function measureRoomJoin(runs = 10): Promise<RoomJoinFigure> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  })
  const server = await blankPage()
  try {
    const page = await browser.newPage()
    // Media devices exist in a secure context only: a page of localhost is one.
    await page.goto(server.url)
    await page.addScriptTag({ content: await roomBundle() })
    const times: number[] = []
    for (let run = 0; run < runs; run++) {
      const ms = (await page.evaluate(PAGE_RUN.replaceAll('RELAY_MS', String(RELAY_MS)))) as number
      times.push(ms)
    }
    const sorted = [...times].sort((a, b) => a - b)
    return { runs, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1)! }
  } finally {
    await browser.close()
    server.close()
  }
}

/** A blank page on localhost, on a port of the system's choosing. */
async function blankPage(): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>room</title>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://localhost:${port}/`, close: () => server.close() }
}

export function printRoomJoin(figure: RoomJoinFigure): boolean {
  const ok = figure.p95 <= ROOM_JOIN_GOAL_MS
  console.log(
    `\nTeleconsultation room, loopback, peer to peer: entering → first remote frame over ${figure.runs} runs: ` +
      `p50 ${figure.p50.toFixed(0)} ms, p95 ${figure.p95.toFixed(0)} ms, max ${figure.max.toFixed(0)} ms ` +
      `(goal p95 ≤ ${ROOM_JOIN_GOAL_MS} ms; a Jitsi integration takes 5–6 s) ${ok ? 'ok' : 'OVER'}`,
  )
  return ok
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!printRoomJoin(await measureRoomJoin())) process.exitCode = 1
}
