// PMI centres of the shipped extract, searched by every word of the query (prefixes, accents ignored)
// over the name, the street and the town; a match in the name ranks first.
import type { PmiCentre, PmiDirectory } from '../ports.ts'
import { PrefixIndex, wordsOf } from '../text.ts'
import { pmiExtract } from './data.ts'

export class OfflinePmiDirectory implements PmiDirectory {
  private readonly index: PrefixIndex
  private readonly nameWords: Set<string>[]

  constructor(private readonly centres: readonly PmiCentre[] = pmiExtract()) {
    this.index = new PrefixIndex(
      centres.map((centre) => [
        ...wordsOf(centre.name),
        ...wordsOf(centre.address.text),
        ...wordsOf(centre.address.city ?? ''),
      ]),
    )
    this.nameWords = centres.map((centre) => new Set(wordsOf(centre.name)))
  }

  search(text: string, limit: number): Promise<PmiCentre[]> {
    const query = wordsOf(text)
    const scored = this.index.match(query).map((entry) => {
      const names = [...(this.nameWords[entry] ?? [])]
      const inName = query.filter((word) => names.some((name) => name.startsWith(word))).length
      return { entry, score: inName }
    })
    scored.sort(
      (a, b) =>
        b.score - a.score ||
        (this.centres[a.entry]?.name ?? '').localeCompare(this.centres[b.entry]?.name ?? '', 'fr'),
    )
    return Promise.resolve(scored.slice(0, limit).map(({ entry }) => this.centres[entry] as PmiCentre))
  }
}
