// FINESS and SIRET look-ups in the shipped extracts: a map by number.
import type { FinessDirectory, FinessEstablishment, SiretDirectory, SiretEstablishment } from '../ports.ts'
import { finessExtract, siretExtract } from './data.ts'

export class OfflineFinessDirectory implements FinessDirectory {
  private readonly byNumber: Map<string, FinessEstablishment>

  constructor(entries: readonly FinessEstablishment[] = finessExtract()) {
    this.byNumber = new Map(entries.map((entry) => [entry.finess, entry]))
  }

  findByFiness(finess: string): Promise<FinessEstablishment | null> {
    return Promise.resolve(this.byNumber.get(finess) ?? null)
  }
}

export class OfflineSiretDirectory implements SiretDirectory {
  private readonly byNumber: Map<string, SiretEstablishment>

  constructor(entries: readonly SiretEstablishment[] = siretExtract()) {
    this.byNumber = new Map(entries.map((entry) => [entry.siret, entry]))
  }

  findBySiret(siret: string): Promise<SiretEstablishment | null> {
    return Promise.resolve(this.byNumber.get(siret) ?? null)
  }
}
