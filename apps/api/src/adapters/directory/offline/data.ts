// Reads the real extracts shipped in ../data (see its README for their sources and licences). They are
// read once per process: several test servers, or a restart of the plugin, share one copy.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FinessEstablishment, PmiCentre, SiretEstablishment } from '../ports.ts'

const DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../data')

/** INSEE code, name, department code, postcodes separated by spaces, population, parent commune (arrondissements). */
type CommuneRow = [string, string, string, string, number, string?]

export interface CommunesFile {
  regions: Record<string, string>
  /** Department code → [name, region code]. */
  departements: Record<string, [string, string]>
  communes: CommuneRow[]
}

const cache = new Map<string, unknown>()

function readJson<T>(file: string): T {
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')))
  return cache.get(file) as T
}

export const finessExtract = () => readJson<FinessEstablishment[]>('finess.json')
export const siretExtract = () => readJson<SiretEstablishment[]>('siret.json')
export const pmiExtract = () => readJson<PmiCentre[]>('pmi.json')
export const communesExtract = () => readJson<CommunesFile>('communes.json')
