// The key store's rows of the authorization matrix: the account's own user, never an impersonating
// administrator. A right code is proven in key-store.int.test.ts; here a wrong one answers 400 to
// allowed callers. Claim keys are deposited for the caller's own user (any account may deposit for a
// user of its application) and deleted by that user only.
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Application } from '../../core/config.ts'
import { accountIdOf, defineAccess } from '../../testing/access-matrix.ts'
import type { TestApi } from '../../testing/harness.ts'
import type { KeyStoreDB } from './tables.ts'

const b64 = (bytes: number) => randomBytes(bytes).toString('base64url')

/** A user of another application than `app`. */
const elsewhere = (app: Application) =>
  app === 'perinatal'
    ? { app: 'mobility' as const, user: 'medecin.mobility@demo.relais-sante.fr' }
    : { app: 'perinatal' as const, user: 'medecin.perinatal@demo.relais-sante.fr' }

export interface KeyStoreFixtures {
  t: TestApi
  /** A claim key deposited for `userId` in the key store's table (embedded: the application database). */
  claimKey(userId: string): Promise<string>
}

export const access = defineAccess<KeyStoreFixtures>({
  fixtures: async (t) => ({
    t,
    async claimKey(userId) {
      const claimId = b64(16)
      await (t.api.db as unknown as Kysely<KeyStoreDB>)
        .insertInto('key_store_claim_keys')
        .values({
          claim_id: claimId,
          user_id: userId,
          depositor_id: userId,
          over_encryption_key: b64(32),
          created_at: t.clock.now(),
        })
        .execute()
      return claimId
    },
  }),
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
    depositKeyStoreClaimKey: {
      succeeds: true,
      request: async (fx, caller) => ({
        payload: { claimId: b64(16), userId: await accountIdOf(fx.t, caller), overEncryptionKey: b64(32) },
      }),
      // For a user of another application.
      foreign: async (fx, caller) => ({
        payload: {
          claimId: b64(16),
          userId: await accountIdOf(fx.t, elsewhere(caller.app)),
          overEncryptionKey: b64(32),
        },
      }),
    },
    deleteKeyStoreClaimKey: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { claimId: await fx.claimKey(await accountIdOf(fx.t, caller)) },
      }),
      // A key deposited for someone else.
      foreign: async (fx, caller) => ({
        params: { claimId: await fx.claimKey(await accountIdOf(fx.t, elsewhere(caller.app))) },
      }),
    },
  },
})
