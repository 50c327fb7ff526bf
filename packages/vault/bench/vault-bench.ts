// The vault's in-browser figures: encrypt + decrypt of 1 MB and 20 MB through the vault (chunked, in
// its worker) beside raw AES-GCM on the same bytes, and the longest main-thread task meanwhile.
// Serves ./page with Vite and drives Debian's Chromium through Playwright (nothing is downloaded).
// Run alone: `flock /tmp/heavy.lock npx tsx packages/vault/bench/vault-bench.ts`.
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'
import { createServer } from 'vite'
import { chromiumArgs, chromiumPath } from '../../../scripts/lib/chromium.ts'
import type { VaultBenchFigure, VaultBenchResult } from './figures.ts'

export type { VaultBenchFigure }

/** The vault's performance targets. */
export const VAULT_MIN_RATIO = 0.5
export const LONGEST_TASK_BUDGET_MS = 50

/** Medians of `runs` runs per size (more for sizes under 8 MB, which take only milliseconds). */
export async function measureVaultCrypto({ sizesMb = [1, 20], runs = 5 } = {}): Promise<VaultBenchFigure[]> {
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
    await page.goto(`http://127.0.0.1:${port}/?sizes=${sizesMb.join(',')}&runs=${runs}`)
    // Expressions as strings: this file is compiled without the DOM types.
    await page.waitForFunction('window.vaultBench !== undefined', null, { timeout: 300_000 })
    const result = (await page.evaluate('window.vaultBench')) as VaultBenchResult
    if (result.error || !result.figures)
      throw new Error(`Vault benchmark failed in the page: ${result.error}`)
    return result.figures
  } finally {
    await browser.close()
    await server.close()
  }
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
  if (!ok) process.exitCode = 1
}
