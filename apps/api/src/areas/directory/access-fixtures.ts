// The directory area's rows of the authorization matrix: public data, read by any session (registration
// looks things up before the account exists), never by anonymous callers. Entries of the offline
// extracts, so every allowed caller gets 200.
import { defineAccess } from '../../testing/access-matrix.ts'

export const access = defineAccess({
  rows: {
    getFinessEstablishment: {
      succeeds: true,
      request: () => ({ params: { finess: '010780195' } }),
    },
    getSiretEstablishment: {
      succeeds: true,
      request: () => ({ params: { siret: '77220148900022' } }),
    },
    searchPmiCentres: { succeeds: true, request: () => ({ query: { q: 'Bobigny' } }) },
    autocompletePlaces: { succeeds: true, request: () => ({ query: { q: 'Paris' } }) },
    reverseGeocodePlace: {
      succeeds: true,
      request: () => ({ query: { latitude: '48.8656', longitude: '2.384' } }),
    },
    getPlaceDetails: {
      succeeds: true,
      request: () => ({ params: { placeId: 'commune-75115-75015' } }),
    },
  },
})
