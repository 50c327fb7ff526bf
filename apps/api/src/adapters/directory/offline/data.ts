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

/** The kinds of OpenStreetMap places of the Ivorian extract: localities, then Abidjan's quarters. */
export const LOCALITY_KINDS = ['city', 'town', 'village', 'suburb', 'quarter', 'neighbourhood'] as const
export type LocalityKind = (typeof LOCALITY_KINDS)[number]

/** OpenStreetMap node id, name, latitude, longitude, index in `regions`, population when mapped. */
type LocalityRow = [number, string, number, number, number, number?]

export interface LocalitiesCiFile {
  /** Region (or autonomous district) name and the district it belongs to. */
  regions: [string, string][]
  localities: Record<LocalityKind, LocalityRow[]>
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
export const localitiesCiExtract = () => readJson<LocalitiesCiFile>('localities-ci.json')
