// GET /directory/*: FINESS, SIRET, PMI centres and places, for the registration forms. Every operation
// needs a session, with or without an account (registration happens before the account exists); the
// contract router answers 401 without one.
import type { Plugin } from '@hapi/hapi'
import {
  FINESS_MESSAGE,
  PMI_SEARCH_LIMIT,
  PMI_SEARCH_MIN_LENGTH,
  isValidFiness,
  normalizeFiness,
  normalizeSiret,
  siretError,
  siretErrorMessage,
} from '@relais/domain'
import { apiError, validationFailed } from '../../errors.ts'
import {
  DIRECTORY_RESULT_LIMIT,
  DirectoryUnavailableError,
  type Directories,
  type DirectoryName,
} from './ports.ts'

const UNAVAILABLE_MESSAGES: Record<DirectoryName, string> = {
  finess: "L'annuaire FINESS ne répond pas pour le moment. Réessayez dans quelques instants.",
  siret: "L'annuaire des entreprises ne répond pas pour le moment. Réessayez dans quelques instants.",
  pmi: "L'annuaire des PMI ne répond pas pour le moment. Réessayez dans quelques instants.",
  places: "Le service d'adresses ne répond pas pour le moment. Réessayez dans quelques instants.",
}

export const SEARCH_TOO_SHORT_MESSAGE = `Saisissez au moins ${PMI_SEARCH_MIN_LENGTH} caractères`

/** Runs a directory call; a failed public service becomes a 503 with a French message. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof DirectoryUnavailableError) {
      throw apiError(503, 'DIRECTORY_UNAVAILABLE', UNAVAILABLE_MESSAGES[error.directory])
    }
    throw error
  }
}

function searchText(value: string | undefined): string {
  const trimmed = (value ?? '').trim()
  if (trimmed.length < PMI_SEARCH_MIN_LENGTH) {
    throw validationFailed([{ field: 'query.q', message: SEARCH_TOO_SHORT_MESSAGE }])
  }
  return trimmed
}

export const directoryPlugin: Plugin<{ directories: Directories }> = {
  name: 'directory',
  register(server, { directories }) {
    server.operation('getFinessEstablishment', async ({ params }) => {
      const finess = normalizeFiness(params.finess ?? '')
      if (!isValidFiness(finess)) throw validationFailed([{ field: 'path.finess', message: FINESS_MESSAGE }])
      const found = await call(() => directories.finess.findByFiness(finess))
      if (!found) throw apiError(404, 'NOT_FOUND', 'Aucun établissement avec ce numéro FINESS')
      return { status: 200, body: found }
    })

    server.operation('getSiretEstablishment', async ({ params }) => {
      const siret = normalizeSiret(params.siret ?? '')
      const error = siretError(siret)
      if (error) throw validationFailed([{ field: 'path.siret', message: siretErrorMessage(error) }])
      const found = await call(() => directories.siret.findBySiret(siret))
      if (!found) throw apiError(404, 'NOT_FOUND', 'Aucun établissement avec ce numéro SIRET')
      return { status: 200, body: found }
    })

    server.operation('searchPmiCentres', async ({ query }) => {
      const text = searchText(query.q)
      const centres = await call(() => directories.pmi.search(text, PMI_SEARCH_LIMIT))
      return { status: 200, body: centres.slice(0, PMI_SEARCH_LIMIT) }
    })

    server.operation('autocompletePlaces', async ({ query }) => {
      const text = searchText(query.q)
      const places = await call(() => directories.places.autocomplete(text, DIRECTORY_RESULT_LIMIT))
      return { status: 200, body: places.slice(0, DIRECTORY_RESULT_LIMIT) }
    })

    server.operation('getPlaceDetails', async ({ params }) => {
      const address = await call(() => directories.places.details(params.placeId ?? ''))
      if (!address) throw apiError(404, 'NOT_FOUND', 'Adresse introuvable')
      return { status: 200, body: address }
    })

    server.operation('reverseGeocodePlace', async ({ query }) => {
      const address = await call(() => directories.places.reverse(query.latitude, query.longitude))
      if (!address) throw apiError(404, 'NOT_FOUND', 'Aucune adresse connue à proximité de ce point')
      return { status: 200, body: address }
    })
  },
}
