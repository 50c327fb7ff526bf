// The vault's in-browser figures: encrypt + decrypt of 1 MB and 20 MB through the vault (chunked, in
// its worker) beside raw AES-GCM on the same bytes, and the longest main-thread task meanwhile.
// Serves ./page with Vite and drives Debian's Chromium through Playwright (nothing is downloaded).
// Run alone: `flock /tmp/heavy.lock npx tsx packages/vault/bench/vault-bench.ts`.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'
import { createServer } from 'vite'
import { chromiumArgs, chromiumPath } from '../../../scripts/lib/chromium.ts'
import type { VaultBenchFigure, VaultBenchResult } from './figures.ts'

export type { VaultBenchFigure }

/** The vault's performance targets. */
export const VAULT_MIN_RATIO = 0.5
export const LONGEST_TASK_BUDGET_MS = 50

/** The renderers' largest resident memory, sampled while the page works (Linux /proc; 0 elsewhere). */
function renderersPeakRss() {
  let peak = 0
  const sample = () => {
    let pids: string[]
    try {
      pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
    } catch {
      return
    }
    for (const pid of pids) {
      try {
        if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue
        const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
        if (rss) peak = Math.max(peak, Number(rss[1]) / 1024)
      } catch {
        // The process ended meanwhile.
      }
    }
  }
  const timer = setInterval(sample, 100)
  return {
    stop() {
      clearInterval(timer)
      sample()
      return peak
    },
  }
}

/**
 * Medians of `runs` runs per size (more for sizes under 8 MB, which take only milliseconds). `blob`:
 * the documents' path, a Blob in and a Blob out of each operation, with the renderer's peak memory.
 */
export async function measureVaultCrypto({
  sizesMb = [1, 20],
  runs = 5,
  blob = false,
}: { sizesMb?: number[]; runs?: number; blob?: boolean } = {}): Promise<VaultBenchFigure[]> {
  const server = await createServer({
    root: fileURLToPath(new URL('./page', import.meta.url)),
    configFile: false,
    logLevel: 'silent',
    server: {
      host: '127.0.0.1',
      port: 0,
      strictPort: false,
      fs: { allow: [fileURLToPath(new URL('../../..', import.meta.url))] },
    },
  })
  await server.listen()
  const address = server.httpServer?.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  try {
    const page = await browser.newPage()
    const memory = renderersPeakRss()
    await page.goto(`http://127.0.0.1:${port}/?sizes=${sizesMb.join(',')}&runs=${runs}&blob=${blob ? 1 : 0}`)
    // Expressions as strings: this file is compiled without the DOM types.
    await page.waitForFunction('window.vaultBench !== undefined || window.vaultBenchPhase === "raw"', null, {
      timeout: 600_000,
    })
    const peakRendererMb = memory.stop()
    await page.waitForFunction('window.vaultBench !== undefined', null, { timeout: 600_000 })
    const result = (await page.evaluate('window.vaultBench')) as VaultBenchResult
    if (result.error || !result.figures)
      throw new Error(`Vault benchmark failed in the page: ${result.error}`)
    return result.figures.map((figure) => (blob ? { ...figure, peakRendererMb } : figure))
  } finally {
    await browser.close()
    await server.close()
  }
}

/** The documents' targets: beside the vault's, a renderer whose memory does not follow the file's size. */
export const DOCUMENT_PEAK_RENDERER_BUDGET_MB = 400

export function printDocumentFigures(figures: VaultBenchFigure[]): boolean {
  console.log(
    `\nDocuments in Chromium: a Blob encrypted into a Blob in the worker (in one window up to 32 MB, in 8 MB windows beyond), ` +
      `then decrypted into a Blob from what the download holds (one buffer up to 32 MB, a Blob beyond), ` +
      `vs one raw AES-GCM call each way on the bytes in memory (targets: vault ≥ ` +
      `${VAULT_MIN_RATIO} × raw, longest main-thread task ≤ ${LONGEST_TASK_BUDGET_MS} ms, renderer's peak ` +
      `memory ≤ ${DOCUMENT_PEAK_RENDERER_BUDGET_MB} MB whatever the size, watched until the raw path starts)`,
  )
  const within = (f: VaultBenchFigure) =>
    f.ratio >= VAULT_MIN_RATIO &&
    f.longestTaskMs <= LONGEST_TASK_BUDGET_MS &&
    (f.peakRendererMb ?? 0) <= DOCUMENT_PEAK_RENDERER_BUDGET_MB
  console.table(
    figures.map((f) => ({
      size: `${f.sizeMb} MB`,
      'raw ms': f.rawMs.toFixed(1),
      'vault ms': f.vaultMs.toFixed(1),
      'vault MB/s': f.vaultMbPerS.toFixed(0),
      'vault / raw': f.ratio.toFixed(2),
      'longest task ms': f.longestTaskMs === 0 ? 'none ≥ 50' : f.longestTaskMs.toFixed(0),
      'renderer peak MB': (f.peakRendererMb ?? 0).toFixed(0),
      targets: within(f) ? 'ok' : 'MISSED',
    })),
  )
  return figures.every(within)
}

export function printVaultFigures(figures: VaultBenchFigure[]): boolean {
  console.log(
    `\nVault in Chromium: encrypt + decrypt through a vault session (1 MB chunks, in a worker beyond one ` +
      `chunk) vs one raw AES-GCM call each way on the same bytes ` +
      `(targets: vault ≥ ${VAULT_MIN_RATIO} × raw, longest main-thread task ≤ ${LONGEST_TASK_BUDGET_MS} ms)`,
  )
  console.table(
    figures.map((f) => ({
      size: `${f.sizeMb} MB`,
      'raw ms': f.rawMs.toFixed(1),
      'vault ms': f.vaultMs.toFixed(1),
      'raw MB/s': f.rawMbPerS.toFixed(0),
      'vault MB/s': f.vaultMbPerS.toFixed(0),
      'vault / raw': f.ratio.toFixed(2),
      // Long tasks are the ones of 50 ms or more: 0 means none was reported.
      'longest task ms': f.longestTaskMs === 0 ? 'none ≥ 50' : f.longestTaskMs.toFixed(0),
      targets: f.ratio >= VAULT_MIN_RATIO && f.longestTaskMs <= LONGEST_TASK_BUDGET_MS ? 'ok' : 'MISSED',
    })),
  )
  return figures.every((f) => f.ratio >= VAULT_MIN_RATIO && f.longestTaskMs <= LONGEST_TASK_BUDGET_MS)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const ok = printVaultFigures(await measureVaultCrypto())
  // One page per size: the peak memory is then that size's alone.
  const documents: VaultBenchFigure[] = []
  for (const size of [10, 200]) documents.push(...(await measureVaultCrypto({ sizesMb: [size], blob: true })))
  const documentsOk = printDocumentFigures(documents)
  if (!ok || !documentsOk) process.exitCode = 1
}
