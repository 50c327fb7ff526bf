// The accounts area's rows of the authorization matrix: the caller's own account, nothing to prepare.
import { randomUUID } from 'node:crypto'
import { defineAccess } from '../../testing/access-matrix.ts'

const PLACE = { text: '1 rue de Rivoli, 75001 Paris, France' }

export const access = defineAccess({
  rows: {
    getCurrentUser: { succeeds: true },
    // Left-out fields keep their value; the seeded structure has no responsible person's first name yet.
    updateCurrentUser: { request: () => ({ payload: {} }) },
    createUser: {
      succeeds: true,
      request: () => ({
        payload: {
          userType: 'doctor',
          firstName: 'Paul',
          lastName: 'Martin',
          // 01 99 00 9x xx: ARCEP's fiction range, away from the demo accounts' numbers.
          phoneNumber: `+3319900${9000 + Math.floor(Math.random() * 1000)}`,
          gender: 'MALE',
          address: PLACE,
          termsAccepted: true,
          doctor: { rpps: '10101234564', qualifications: ['GENERAL_PRACTITIONER'] },
        },
      }),
    },
    startIdentifierChange: {
      succeeds: true,
      request: () => ({ payload: { type: 'email', value: `change.${randomUUID()}@example.fr` } }),
    },
    // The right code is proven in identifier-changes.int.test.ts; here no change waits: 400 to allowed callers.
    confirmIdentifierChange: { request: () => ({ payload: { type: 'phone', code: '000000' } }) },
    updateCurrentUserPosition: {
      succeeds: true,
      request: () => ({ payload: { latitude: 48.85, longitude: 2.35 } }),
    },
    updateCurrentUserDeviceToken: {
      succeeds: true,
      request: () => ({ payload: { token: 'matrix-device-token' } }),
    },
  },
})
