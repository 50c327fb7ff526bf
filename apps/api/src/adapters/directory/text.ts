// Text matching shared by the offline directories: accents, case and punctuation are ignored, and the
// usual abbreviations of French place names (St, Ste) match their full form.

const ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte' }

/** Lower case, no diacritics, ligatures spelt out, anything but letters and digits turned into spaces. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** The words of a text, normalised, with abbreviations expanded. */
export function wordsOf(value: string): string[] {
  const normalized = normalizeText(value)
  if (!normalized) return []
  return normalized.split(' ').map((word) => ABBREVIATIONS[word] ?? word)
}

/**
 * An index from every prefix of every word to the entries holding that word, so that a query word
 * typed halfway ("mars") finds its entries with one map look-up instead of a scan.
 */
export class PrefixIndex {
  private readonly byPrefix = new Map<string, number[]>()

  constructor(documents: readonly (readonly string[])[], maxPrefix = 24) {
    documents.forEach((words, entry) => {
      const prefixes = new Set<string>()
      for (const word of words) {
        for (let length = 1; length <= Math.min(word.length, maxPrefix); length++) {
          prefixes.add(word.slice(0, length))
        }
      }
      for (const prefix of prefixes) {
        const list = this.byPrefix.get(prefix)
        if (list) list.push(entry)
        else this.byPrefix.set(prefix, [entry])
      }
    })
  }

  /** Entries in which every query word starts one of the entry's words (ascending entry order). */
  match(queryWords: readonly string[], maxPrefix = 24): number[] {
    if (queryWords.length === 0) return []
    const lists: number[][] = []
    for (const word of queryWords) {
      const list = this.byPrefix.get(word.slice(0, maxPrefix))
      if (!list) return []
      lists.push(list)
    }
    lists.sort((a, b) => a.length - b.length)
    let result = lists[0] ?? []
    for (const list of lists.slice(1)) {
      const set = new Set(list)
      result = result.filter((entry) => set.has(entry))
      if (result.length === 0) break
    }
    return result
  }
}
