// What the benchmark page reports; no DOM types here, so that Node programs (bench/run.ts) can import it.
export interface VaultBenchFigure {
  sizeMb: number
  rawMs: number
  vaultMs: number
  rawMbPerS: number
  vaultMbPerS: number
  /** raw time / vault time: 1 means the vault is as fast as raw AES-GCM. */
  ratio: number
  longestTaskMs: number
  /** The documents' path: the renderers' largest resident memory during the page's run, in MB. */
  peakRendererMb?: number
}

/** What the page leaves on `window.vaultBench` when it is done. */
export interface VaultBenchResult {
  figures?: VaultBenchFigure[]
  error?: string
}
