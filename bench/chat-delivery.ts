// Realtime message delivery with 500 nes sockets on one API instance (its own process, as `npm start`
// runs it, on PGlite in a temporary folder). 500 sockets signed in as the doctor join one conversation;
// the midwife posts messages over HTTP one after another; the latency of a delivery is the time from
// the POST being sent to a socket receiving chat/message, so it includes storing the message.
// Load generator and server share the same 2-core machine. Run: `npx tsx bench/chat-delivery.ts`.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Nes from '@hapi/nes'
import { json, percentile, signIn, socketAuth, startApi, stopApi } from './api-process.ts'

export interface ChatDeliveryFigure {
  clients: number
  messages: number
  deliveries: number
  lost: number
  p50: number
  p99: number
  max: number
  connectSeconds: number
}

const PORT = 4150
// The midwife writes to the doctor: professionals may open a conversation with each other, whereas the
// demo patient shares no structure nor conversation with anyone, so nobody may write to her.
const DOCTOR = 'medecin.perinatal@demo.relais-sante.fr'
const MIDWIFE = 'sage-femme.perinatal@demo.relais-sante.fr'

export async function chatDelivery(
  repo: string,
  options: { clients: number; messages: number; env?: Record<string, string> },
): Promise<ChatDeliveryFigure> {
  const dir = mkdtempSync(join(tmpdir(), 'relais-bench-chat-'))
  const { child, base } = await startApi(repo, PORT, { PGLITE_DATA_DIR: dir, ...options.env })
  const clients: InstanceType<typeof Nes.Client>[] = []
  try {
    const midwife = await signIn(base, 'perinatal', MIDWIFE)
    const doctor = await signIn(base, 'perinatal', DOCTOR)
    const channel = await fetch(`${base}/user/channels`, {
      method: 'POST',
      headers: midwife.headers,
      body: JSON.stringify({ userIds: [doctor.id], channelType: 'OneToOne' }),
    })
    if (channel.status !== 200 && channel.status !== 201)
      throw new Error(`channel answered ${channel.status}`)
    const { id: channelId } = (await channel.json()) as { id: string }
    const token = await socketAuth(base, doctor.headers)

    // Receipt times per message id; the POST's start time per message id.
    const received = new Map<string, number[]>()
    const connectStart = performance.now()
    for (let start = 0; start < options.clients; start += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, options.clients - start) }, async () => {
          const client = new Nes.Client(`ws://127.0.0.1:${PORT}`)
          await client.connect({ auth: token, reconnect: false })
          await client.subscribe(`/channels/${channelId}`, (event) => {
            const at = performance.now()
            const id = (event as { message: { id: string } }).message.id
            const list = received.get(id) ?? []
            list.push(at)
            received.set(id, list)
          })
          clients.push(client)
        }),
      )
    }
    const connectSeconds = (performance.now() - connectStart) / 1000

    const latencies: number[] = []
    let lost = 0
    for (let i = 0; i < options.messages; i++) {
      const sentAt = performance.now()
      const message = await json<{ id: string }>(
        await fetch(`${base}/channels/${channelId}/message`, {
          method: 'POST',
          headers: midwife.headers,
          // Shaped like a vault envelope (the contract refuses anything else); the server never opens it.
          body: JSON.stringify({
            text: {
              version: 1,
              encryptionSessionId: 'YmVuY2gtY2hhbm5lbC1zZXNzaW9u',
              epoch: i,
              nonce: 'YmVuY2gtbm9uY2Ux',
              ciphertext: 'YmVuY2gtY2lwaGVydGV4dC10YWc',
            },
          }),
        }),
        201,
      )
      // Wait until every socket has it (or 5 s), so messages do not overlap.
      const deadline = performance.now() + 5000
      while ((received.get(message.id)?.length ?? 0) < options.clients && performance.now() < deadline) {
        await new Promise((r) => setTimeout(r, 2))
      }
      const times = received.get(message.id) ?? []
      lost += options.clients - times.length
      for (const at of times) latencies.push(at - sentAt)
    }
    latencies.sort((a, b) => a - b)
    return {
      clients: options.clients,
      messages: options.messages,
      deliveries: latencies.length,
      lost,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? NaN,
      connectSeconds,
    }
  } finally {
    await Promise.all(clients.map((c) => c.disconnect()))
    await stopApi(child)
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repo = join(fileURLToPath(new URL('.', import.meta.url)), '..')
  const figure = await chatDelivery(repo, { clients: 500, messages: 40 })
  console.log(
    `chat delivery, ${figure.clients} nes sockets on one API instance (PGlite), ${figure.messages} messages:`,
  )
  console.log(
    `  deliveries ${figure.deliveries}, lost ${figure.lost}, p50 ${figure.p50.toFixed(1)} ms, ` +
      `p99 ${figure.p99.toFixed(1)} ms, max ${figure.max.toFixed(1)} ms (sockets connected in ${figure.connectSeconds.toFixed(1)} s)`,
  )
}
