// What the six directory look-ups share: a failed public service becomes a 503 with a French message
// naming the directory, and a search needs a few characters.
import { PMI_SEARCH_MIN_LENGTH } from '@relais/domain'
import { DirectoryUnavailableError, type DirectoryName } from '../../adapters/directory/ports.ts'
import { apiError, validationFailed } from '../../core/errors.ts'

const UNAVAILABLE_MESSAGES: Record<DirectoryName, string> = {
  finess: "L'annuaire FINESS ne répond pas pour le moment. Réessayez dans quelques instants.",
  siret: "L'annuaire des entreprises ne répond pas pour le moment. Réessayez dans quelques instants.",
  pmi: "L'annuaire des PMI ne répond pas pour le moment. Réessayez dans quelques instants.",
  places: "Le service d'adresses ne répond pas pour le moment. Réessayez dans quelques instants.",
}

const SEARCH_TOO_SHORT_MESSAGE = `Saisissez au moins ${PMI_SEARCH_MIN_LENGTH} caractères`

/** Runs a directory call; a failed public service becomes a 503 with a French message. */
export async function lookUp<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof DirectoryUnavailableError) {
      throw apiError(503, 'DIRECTORY_UNAVAILABLE', UNAVAILABLE_MESSAGES[error.directory])
    }
    throw error
  }
}

/** The text of a search, trimmed, or 400 when it is too short to search. */
export function searchText(value: string | undefined): string {
  const trimmed = (value ?? '').trim()
  if (trimmed.length < PMI_SEARCH_MIN_LENGTH) {
    throw validationFailed([{ field: 'query.q', message: SEARCH_TOO_SHORT_MESSAGE }])
  }
  return trimmed
}
