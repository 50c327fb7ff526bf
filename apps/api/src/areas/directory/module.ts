// The directory area: FINESS, SIRET, PMI centres and places, for the registration forms. Every
// operation needs a session, with or without an account (registration happens before the account
// exists); the contract router answers 401 without one. The data comes from adapters/directory.
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { autocompletePlaces } from './autocompletePlaces.ts'
import { getFinessEstablishment } from './getFinessEstablishment.ts'
import { getPlaceDetails } from './getPlaceDetails.ts'
import { getSiretEstablishment } from './getSiretEstablishment.ts'
import { reverseGeocodePlace } from './reverseGeocodePlace.ts'
import { searchPmiCentres } from './searchPmiCentres.ts'
import { directoryServices } from './services.ts'

export const directoryModule: Plugin<AreaContext> = {
  name: 'directory',
  register(server, context) {
    const services = directoryServices(context)
    server.operation('getFinessEstablishment', getFinessEstablishment, services)
    server.operation('getSiretEstablishment', getSiretEstablishment, services)
    server.operation('searchPmiCentres', searchPmiCentres, services)
    server.operation('autocompletePlaces', autocompletePlaces, services)
    server.operation('getPlaceDetails', getPlaceDetails, services)
    server.operation('reverseGeocodePlace', reverseGeocodePlace, services)
  },
}
