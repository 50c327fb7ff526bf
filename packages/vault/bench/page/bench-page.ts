// Runs in Chromium: encrypts and decrypts the same random bytes through the vault (a session's
// chunked file encryption in its Web Worker) and with one raw AES-GCM call each way, and records the
// longest main-thread task seen while the vault works. Results land on `window.vaultBench`.
import {
  FileCipher,
  generateSecret,
  LocalKeyStore,
  MemoryKeyDirectory,
  MemoryKeyStoreService,
  Vault,
  type EncryptionSession,
} from '../../src/index.ts'
import type { VaultBenchFigure, VaultBenchResult } from '../figures.ts'

declare global {
  interface Window {
    vaultBench?: VaultBenchResult
    /** Set once the documents' path is done and the raw path runs: memory is watched before it. */
    vaultBenchPhase?: 'raw'
  }
}

const MB = 1024 * 1024
const params = new URLSearchParams(location.search)
const sizesMb = (params.get('sizes') ?? '1,20').split(',').map(Number)
// At least `runs` runs, and more for small sizes, whose few milliseconds are easily disturbed.
const minRuns = Number(params.get('runs') ?? 5)
const runsFor = (sizeMb: number) => Math.max(minRuns, Math.ceil(40 / sizeMb))
/** `blob=1`: the documents' path (Blob in, Blob out) instead of bytes in memory. */
const blobPath = params.get('blob') === '1'

function randomBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  for (let i = 0; i < size; i += 65536) crypto.getRandomValues(bytes.subarray(i, Math.min(size, i + 65536)))
  return bytes
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!

let longTasks: PerformanceEntry[] = []
new PerformanceObserver((list) => {
  longTasks.push(...list.getEntries())
}).observe({ type: 'longtask', buffered: true })

/** The longest task observed between `start` and `end` (0 when none). */
function longestTaskWithin(start: number, end: number): number {
  let longest = 0
  for (const task of longTasks) {
    if (task.startTime + task.duration >= start && task.startTime <= end)
      longest = Math.max(longest, task.duration)
  }
  return longest
}

/** Proves the observer reports long tasks here, so that "none" in the results means none. */
async function checkLongTaskObserver() {
  const until = performance.now() + 80
  while (performance.now() < until) {
    // busy on purpose
  }
  await new Promise((resolve) => setTimeout(resolve, 100))
  if (!longTasks.some((task) => task.duration >= 50))
    throw new Error('No long task observed for an 80 ms block')
}

async function main(): Promise<VaultBenchFigure[]> {
  await checkLongTaskObserver()
  const keyStore = new MemoryKeyStoreService()
  const vault = new Vault({
    directory: new MemoryKeyDirectory(),
    localStore: new LocalKeyStore(`relais-vault-bench-${Date.now()}`),
    fileCipher: new FileCipher(),
  })
  await keyStore.sendChallenge('bench')
  await vault.registerIdentity({
    userId: 'bench',
    challenge: keyStore.sentCodes.get('bench')!,
    keyStore,
    appServerShare: generateSecret(),
  })
  const session = await vault.createSession()
  // Warm-up: starts the worker (files over one chunk) and opens the session's key, outside the runs.
  await session.decryptFile(await session.encryptFile(randomBytes(MB + 1)))
  if (!vault.fileCipher.workerStarted) throw new Error('The worker did not start')

  const rawKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ])
  const figures: VaultBenchFigure[] = []
  for (const sizeMb of sizesMb) {
    if (blobPath) {
      figures.push(await blobFigure(session, rawKey, sizeMb))
      continue
    }
    const bytes = randomBytes(sizeMb * MB)
    const rawTimes: number[] = []
    const vaultTimes: number[] = []
    let longestTaskMs = 0
    for (let run = 0; run < runsFor(sizeMb); run++) {
      let start = performance.now()
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, rawKey, bytes)
      const opened = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, rawKey, sealed)
      if (opened.byteLength !== bytes.length) throw new Error('raw round trip')
      rawTimes.push(performance.now() - start)

      // Let pending long tasks (from building the bytes) be reported before the vault's window opens.
      // A File from an <input> would be read by the worker itself; bytes already in memory are handed
      // over. The copy made for that is outside the timed window, like the raw path's bytes.
      const input = bytes.slice()
      await new Promise((resolve) => setTimeout(resolve, 50))
      longTasks = []
      start = performance.now()
      // The ciphertext is handed over to the worker for decryption too, as a download would be.
      const file = await session.encryptFile(input, { transfer: true })
      const back = await session.decryptFile(file, { transfer: true })
      const end = performance.now()
      if (back.byteLength !== bytes.length) throw new Error('vault round trip')
      vaultTimes.push(end - start)
      await new Promise((resolve) => setTimeout(resolve, 50))
      longestTaskMs = Math.max(longestTaskMs, longestTaskWithin(start, end))
    }
    const rawMs = median(rawTimes)
    const vaultMs = median(vaultTimes)
    figures.push({
      sizeMb,
      rawMs,
      vaultMs,
      rawMbPerS: (2 * sizeMb * 1000) / rawMs,
      vaultMbPerS: (2 * sizeMb * 1000) / vaultMs,
      ratio: rawMs / vaultMs,
      longestTaskMs,
    })
  }
  vault.fileCipher.terminate()
  await vault.dropLocalIdentity()
  return figures
}

/** Up to this size the documents' download keeps the file in one buffer (features' documents area). */
const IN_MEMORY_DOWNLOAD_BYTES = 32 * MB

/**
 * A document's path as the documents area takes it: a File-like Blob in (its parts the browser keeps
 * outside the page's heap) and a Blob out of the encryption, in the worker; then the decryption of
 * what the download received — up to 32 MB one buffer handed over to the worker (the bytes the network
 * delivered: reading them from the sealed Blob is outside the timed window, as the network is), beyond
 * that a Blob — into a Blob. Raw AES-GCM gets the same bytes already in memory, one call each way.
 */
async function blobFigure(
  session: EncryptionSession,
  rawKey: CryptoKey,
  sizeMb: number,
): Promise<VaultBenchFigure> {
  const part = randomBytes(MB)
  const input = new Blob(Array.from({ length: sizeMb }, () => part))
  const rawTimes: number[] = []
  const vaultTimes: number[] = []
  let longestTaskMs = 0
  const runs = sizeMb >= 100 ? 2 : minRuns
  // The vault's runs first, while the bench watches the renderer's memory; then the raw path's.
  for (let run = 0; run < runs; run++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    longTasks = []
    const start = performance.now()
    const file = await session.encryptFileToBlob(input)
    const encrypted = performance.now()
    const downloaded = file.size <= IN_MEMORY_DOWNLOAD_BYTES ? new Uint8Array(await file.arrayBuffer()) : file
    await new Promise((resolve) => setTimeout(resolve, 50))
    const decrypting = performance.now()
    const back = await session.decryptFileToBlob(downloaded, { transfer: true })
    const end = performance.now()
    if (back.size !== input.size) throw new Error('vault round trip')
    vaultTimes.push(encrypted - start + (end - decrypting))
    await new Promise((resolve) => setTimeout(resolve, 50))
    longestTaskMs = Math.max(longestTaskMs, longestTaskWithin(start, end))
  }
  window.vaultBenchPhase = 'raw'
  const plain = await input.arrayBuffer()
  for (let run = 0; run < runs; run++) {
    const start = performance.now()
    const iv = crypto.getRandomValues(new Uint8Array(12))
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, rawKey, plain)
    const opened = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, rawKey, sealed)
    if (opened.byteLength !== input.size) throw new Error('raw round trip')
    rawTimes.push(performance.now() - start)
  }
  const rawMs = median(rawTimes)
  const vaultMs = median(vaultTimes)
  return {
    sizeMb,
    rawMs,
    vaultMs,
    rawMbPerS: (2 * sizeMb * 1000) / rawMs,
    vaultMbPerS: (2 * sizeMb * 1000) / vaultMs,
    ratio: rawMs / vaultMs,
    longestTaskMs,
  }
}

main().then(
  (figures) => (window.vaultBench = { figures }),
  (error: unknown) =>
    (window.vaultBench = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
)
