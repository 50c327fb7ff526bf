// The key store's rows of the authorization matrix: the account's own user, never an impersonating
// administrator. A right code is proven in key-store.int.test.ts; here a wrong one answers 400 to
// allowed callers.
import { defineAccess } from '../../testing/access-matrix.ts'

export const access = defineAccess({
  rows: {
    createKeyStoreChallenge: {
      succeeds: true,
      request: () => ({ payload: { isRegistering: true } }),
    },
    saveKeyStoreBackup: {
      request: () => ({
        payload: {
          challenge: 'abcd1234',
          backup: { encryptedBackup: '{"v":1}', keyStoreSecret: 'A'.repeat(43) },
        },
      }),
    },
    releaseKeyStoreBackup: { request: () => ({ payload: { challenge: 'abcd1234' } }) },
  },
})
