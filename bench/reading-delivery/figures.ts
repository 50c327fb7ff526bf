// Where the reading-delivery journey leaves its measures, and how many readings it takes.
import { fileURLToPath } from 'node:url'

export const READING_DELIVERY_FILE = fileURLToPath(
  new URL('../../.data/bench/reading-delivery.json', import.meta.url),
)
export const READINGS = 40
