// The home-visit booking's world in stories and component tests: a mobility patient living in Cocody,
// Abidjan (with or without the coordinates the search needs), the nurses and the doctor around her, and
// the store answering the search and the booking. Never used by the running product.
import type { User } from '@relais/api-client'
import { accountUser, nearbyPractitionerSample, nearbySlotsStore } from '@relais/api-client/msw'

export const PATIENT_ID = '3f6c2a1e-8d4b-4c1a-9e2f-6b7a8c9d0e2a'
export const COCODY = { latitude: 5.35737, longitude: -3.99493 }

export const AWA = nearbyPractitionerSample('Awa', 'Koné', 3.2, {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-0000000000a1',
})
export const FATOU = nearbyPractitionerSample('Fatou', 'Diabaté', 5.75, {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-0000000000a2',
})
export const DOCTOR_YAO = nearbyPractitionerSample('Yao', 'Kouassi', 12.4, {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-0000000000d1',
  type: 'doctor',
})

/** The signed-in patient; her address is one typed by hand, without coordinates, when `located` is false. */
export function mobilityPatient({ located = true }: { located?: boolean } = {}): User {
  const account = accountUser('patient', 'mobility', { id: PATIENT_ID })
  return {
    ...account,
    profile: {
      ...account.profile,
      name: { given: 'Aminata', family: 'Traoré', text: 'Aminata Traoré' },
      address: [
        {
          text: 'Rue des Jardins, Cocody, Abidjan',
          city: 'Cocody',
          state: 'Abidjan',
          country: 'CI',
          ...(located ? { coordinates: COCODY } : {}),
        },
      ],
    },
  }
}

export function bookingStore() {
  return nearbySlotsStore({ given: 'Aminata', family: 'Traoré', text: 'Aminata Traoré' })
}
