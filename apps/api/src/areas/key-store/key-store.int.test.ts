// The key store: 8-character codes through the dev outbox, kept only as HMACs, single use, bound to
// saving or releasing, 10 minutes, locked after 5 wrong tries, rate-limited per user and per address;
// a backup saved once and released against a code; claim keys deposited for a user of the application,
// given with the backup and deleted by that user alone; and the key store in a database of its own, with
// nothing of the backup or the claim keys in the application's.
import { randomBytes, randomUUID } from 'node:crypto'
import { Kysely, sql } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiConfig, DatabaseConfig } from '../../core/config.ts'
import { openDatabase } from '../../core/database/database.ts'
import { testDatabases, type TestDatabase } from '../../testing/databases.ts'
import { MINUTE, startTestApi, type TestApi } from '../../testing/harness.ts'
import { latestCode } from '../../testing/sign-in.ts'
import {
  ADMIN,
  DOCTOR,
  MIDWIFE,
  ORGANIZATION,
  PATIENT,
  demoUser,
  type TestUser,
} from '../../testing/demo-users.ts'

const keyStore = (database: DatabaseConfig | null): ApiConfig['keyStore'] => ({
  database,
  pepper: 'test-key-store-pepper',
  challengesPerUser: 5,
  attemptsPerChallenge: 5,
})

const rateLimits: ApiConfig['rateLimits'] = {
  windowMs: 15 * MINUTE,
  codesPerIdentifier: 5,
  codesPerIp: 8,
  consumePerIp: 100,
  attemptsPerCode: 5,
}

const backupOf = (marker: string) => ({
  encryptedBackup: JSON.stringify({ v: 1, marker, ciphertext: randomBytes(200).toString('base64url') }),
  keyStoreSecret: randomBytes(32).toString('base64url'),
})

/** Rows of every table of a database whose text contains `needle`, by table. */
async function tablesContaining(db: Kysely<unknown>, needle: string): Promise<string[]> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
  const found: string[] = []
  for (const { table_name } of tables.rows) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table_name)} as t where t::text like ${`%${needle}%`}`.execute(
      db,
    )
    if (Number(rows[0]?.n) > 0) found.push(table_name)
  }
  return found
}

async function hasTable(db: Kysely<unknown>, name: string): Promise<boolean> {
  const { rows } = await sql<{ t: string | null }>`select to_regclass(${name})::text as t`.execute(db)
  return rows[0]?.t !== null
}

function keyStoreCalls(t: TestApi, remoteAddress: string) {
  return {
    challenge: (user: TestUser, isRegistering: boolean) =>
      t.inject({
        method: 'POST',
        url: '/key-store/challenge',
        app: user.app,
        headers: user.headers,
        payload: { isRegistering },
        remoteAddress,
      }),
    save: (user: TestUser, challenge: string, backup: object) =>
      t.inject({
        method: 'POST',
        url: '/key-store/backup',
        app: user.app,
        headers: user.headers,
        payload: { challenge, backup },
        remoteAddress,
      }),
    release: (user: TestUser, challenge: string) =>
      t.inject({
        method: 'POST',
        url: '/key-store/backup/release',
        app: user.app,
        headers: user.headers,
        payload: { challenge },
        remoteAddress,
      }),
    deposit: (depositor: TestUser, deposit: { claimId: string; userId: string; overEncryptionKey: string }) =>
      t.inject({
        method: 'POST',
        url: '/key-store/claim-keys',
        app: depositor.app,
        headers: depositor.headers,
        payload: deposit,
        remoteAddress,
      }),
    forget: (user: TestUser, claimId: string) =>
      t.inject({
        method: 'DELETE',
        url: `/key-store/claim-keys/${claimId}`,
        app: user.app,
        headers: user.headers,
        remoteAddress,
      }),
    code: (user: TestUser) => latestCode(t, user.email, user.app),
  }
}

const claimKeyFor = (user: TestUser) => ({
  claimId: randomBytes(16).toString('base64url'),
  userId: user.id,
  overEncryptionKey: randomBytes(32).toString('base64url'),
})
const asClaimKey = ({ claimId, overEncryptionKey }: { claimId: string; overEncryptionKey: string }) => ({
  claimId,
  overEncryptionKey,
})

const wrongCode = (code: string) => (code === 'aaaaaaaa' ? 'bbbbbbbb' : 'aaaaaaaa')

describe.each(testDatabases(import.meta.url))('key store on $name', (database: TestDatabase) => {
  describe('in the application database (embedded default)', () => {
    let t: TestApi
    beforeAll(async () => {
      t = await startTestApi(database, { keyStore: keyStore(null), rateLimits })
    })
    afterAll(() => t.close())

    it('sends an 8-character code through the outbox and keeps only its HMAC', async () => {
      const user = await demoUser(t, PATIENT)
      const ks = keyStoreCalls(t, '10.0.1.1')
      const sent = await ks.challenge(user, true)
      expect(sent.statusCode).toBe(202)
      expect(sent.json()).toEqual({
        channel: 'email',
        codeLength: 8,
        expiresAt: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString(),
      })
      const code = await ks.code(user)
      expect(code).toMatch(/^[a-z0-9]{8}$/)
      // Only the dev outbox (absent in PROD) holds it in clear.
      expect(await tablesContaining(t.api.db as Kysely<unknown>, code)).toEqual(['outbox_messages'])
      expect(t.logs.join('\n')).not.toContain(code)
    })

    it('saves a backup once and releases it once per code', async () => {
      const user = await demoUser(t, DOCTOR)
      const ks = keyStoreCalls(t, '10.0.1.2')
      const backup = backupOf('doctor')
      await ks.challenge(user, true)
      const registerCode = await ks.code(user)
      const wrong = await ks.save(user, wrongCode(registerCode), backup)
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json()).toMatchObject({
        code: 'INVALID_CHALLENGE',
        message: 'Invalid challenge',
        fieldErrors: [{ field: 'body.challenge', message: 'Code invalide' }],
      })
      const saved = await ks.save(user, registerCode, backup)
      expect(saved.statusCode).toBe(201)
      expect(saved.json()).toEqual({ claimKeys: [] })
      const twice = await ks.save(user, registerCode, backupOf('other'))
      expect(twice.statusCode).toBe(409)
      expect(twice.json().code).toBe('ALREADY_REGISTERED')

      await ks.challenge(user, false)
      const releaseCode = await ks.code(user)
      const released = await ks.release(user, releaseCode)
      expect(released.statusCode).toBe(200)
      expect(released.json()).toEqual({ ...backup, claimKeys: [] })
      const reused = await ks.release(user, releaseCode)
      expect(reused.statusCode).toBe(400)
      expect(reused.json().message).toBe('Invalid challenge')
      // A malformed code never reaches the store.
      const malformed = await ks.release(user, 'ABC')
      expect(malformed.statusCode).toBe(400)
      expect(malformed.json().code).toBe('VALIDATION_FAILED')
    })

    it('binds a code to its purpose, and only the newest code counts', async () => {
      const user = await demoUser(t, MIDWIFE)
      const ks = keyStoreCalls(t, '10.0.1.3')
      await ks.challenge(user, true)
      const registerCode = await ks.code(user)
      expect((await ks.release(user, registerCode)).statusCode).toBe(400)
      await ks.challenge(user, true)
      const older = await ks.code(user)
      await ks.challenge(user, true)
      expect((await ks.save(user, older, backupOf('midwife'))).statusCode).toBe(400)
      expect((await ks.save(user, await ks.code(user), backupOf('midwife'))).statusCode).toBe(201)
      // Releasing without a fresh code, or with no backup at all, is the same 'Invalid challenge'.
      const nobody = await demoUser(t, ORGANIZATION)
      await ks.challenge(nobody, false)
      const res = await ks.release(nobody, await ks.code(nobody))
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('Invalid challenge')
    })

    it('expires codes after 10 minutes', async () => {
      const user = await demoUser(t, 'patient.mobility@demo.relais-sante.fr', 'mobility')
      const ks = keyStoreCalls(t, '10.0.1.4')
      await ks.challenge(user, true)
      const code = await ks.code(user)
      t.clock.advance(10 * MINUTE)
      expect((await ks.save(user, code, backupOf('expired'))).json().message).toBe('Invalid challenge')
    })

    it('locks a code at the fifth wrong try, even for the right code afterwards', async () => {
      const user = await demoUser(t, 'medecin.mobility@demo.relais-sante.fr', 'mobility')
      const ks = keyStoreCalls(t, '10.0.1.5')
      await ks.challenge(user, true)
      const code = await ks.code(user)
      const statuses = []
      for (let i = 0; i < 5; i++)
        statuses.push((await ks.save(user, wrongCode(code), backupOf('x'))).statusCode)
      expect(statuses).toEqual([400, 400, 400, 400, 429])
      const locked = await ks.save(user, code, backupOf('x'))
      expect(locked.statusCode).toBe(429)
      expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS')
    })

    it('limits codes per user and per client address', async () => {
      const user = await demoUser(t, 'infirmier.mobility@demo.relais-sante.fr', 'mobility')
      const ks = keyStoreCalls(t, '10.0.1.6')
      for (let i = 0; i < 5; i++) expect((await ks.challenge(user, true)).statusCode).toBe(202)
      const limited = await ks.challenge(user, true)
      expect(limited.statusCode).toBe(429)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      // Another user behind the same address: the address cap (8 asked, refused ones included) is
      // reached after 2 more.
      const other = await demoUser(t, 'structure.mobility@demo.relais-sante.fr', 'mobility')
      for (let i = 0; i < 2; i++) expect((await ks.challenge(other, true)).statusCode).toBe(202)
      expect((await ks.challenge(other, true)).statusCode).toBe(429)
      // The same user from elsewhere is not affected by that address's cap.
      expect((await keyStoreCalls(t, '10.0.1.7').challenge(other, true)).statusCode).toBe(202)
    })

    it('gives the claim keys deposited for a user with their backup, and lets that user alone delete them', async () => {
      const operator = await demoUser(t, 'operateur.dispatch@demo.relais-sante.fr', 'dispatch')
      const manager = await demoUser(t, 'responsable.dispatch@demo.relais-sante.fr', 'dispatch')
      const ks = keyStoreCalls(t, '10.0.1.9')
      const first = claimKeyFor(manager)
      const second = claimKeyFor(manager)
      expect((await ks.deposit(operator, first)).statusCode).toBe(201)
      t.clock.advance(1000)
      expect((await ks.deposit(operator, second)).statusCode).toBe(201)
      const taken = await ks.deposit(operator, { ...claimKeyFor(operator), claimId: first.claimId })
      expect(taken.statusCode).toBe(409)
      expect(taken.json().code).toBe('CONFLICT')
      // An unknown user and a user of another application are the same 404.
      const patient = await demoUser(t, PATIENT)
      for (const userId of [randomUUID(), patient.id]) {
        const unknown = await ks.deposit(operator, { ...claimKeyFor(operator), userId })
        expect(unknown.statusCode).toBe(404)
        expect(unknown.json().message).toBe('Utilisateur introuvable')
      }

      // Oldest first, and kept once given: the browser deletes each after converting its claim.
      const claimKeys = [asClaimKey(first), asClaimKey(second)]
      const backup = backupOf('manager')
      await ks.challenge(manager, true)
      const saved = await ks.save(manager, await ks.code(manager), backup)
      expect(saved.statusCode).toBe(201)
      expect(saved.json()).toEqual({ claimKeys })
      await ks.challenge(manager, false)
      const released = await ks.release(manager, await ks.code(manager))
      expect(released.statusCode).toBe(200)
      expect(released.json()).toEqual({ ...backup, claimKeys })

      // The depositor cannot take a key back, nor anyone else.
      expect((await ks.forget(operator, first.claimId)).statusCode).toBe(404)
      expect((await ks.forget(patient, first.claimId)).statusCode).toBe(404)
      expect((await ks.forget(manager, first.claimId)).statusCode).toBe(204)
      expect((await ks.forget(manager, first.claimId)).statusCode).toBe(404)
      await ks.challenge(manager, false)
      const again = await ks.release(manager, await ks.code(manager))
      expect(again.json().claimKeys).toEqual([asClaimKey(second)])
    })

    it('limits deposits to 100 per depositor in the window', async () => {
      const depositor = await demoUser(t, 'infirmier.mobility@demo.relais-sante.fr', 'mobility')
      const ks = keyStoreCalls(t, '10.0.1.10')
      for (let i = 0; i < 100; i++) {
        expect((await ks.deposit(depositor, claimKeyFor(depositor))).statusCode).toBe(201)
      }
      const limited = await ks.deposit(depositor, claimKeyFor(depositor))
      expect(limited.statusCode).toBe(429)
      expect(limited.json().code).toBe('TOO_MANY_ATTEMPTS')
      t.clock.advance(15 * MINUTE)
      expect((await ks.deposit(depositor, claimKeyFor(depositor))).statusCode).toBe(201)
    })

    it('refuses an administrator impersonating the user', async () => {
      const admin = await demoUser(t, ADMIN)
      const started = await t.inject({
        method: 'POST',
        url: '/auth/impersonate',
        headers: admin.headers,
        payload: { email: PATIENT },
      })
      expect(started.statusCode).toBe(200)
      const ks = keyStoreCalls(t, '10.0.1.8')
      expect((await ks.challenge(admin, false)).statusCode).toBe(403)
      expect((await ks.release(admin, 'abcd1234')).statusCode).toBe(403)
      const patient = await demoUser(t, PATIENT)
      expect((await ks.deposit(admin, claimKeyFor(patient))).statusCode).toBe(403)
      expect((await ks.forget(admin, claimKeyFor(patient).claimId)).statusCode).toBe(403)
    })
  })

  describe('in a database of its own (KEY_STORE_DATABASE_URL)', () => {
    let t: TestApi
    let own: Awaited<ReturnType<TestDatabase['create']>>
    beforeAll(async () => {
      own = await database.create()
      t = await startTestApi(database, { keyStore: keyStore(own.config), rateLimits })
    })
    afterAll(async () => {
      await t.close()
      await own.cleanup()
    })

    it('keeps challenges, backups and claim keys there, and nothing of them in the application database', async () => {
      const user = await demoUser(t, PATIENT)
      const ks = keyStoreCalls(t, '10.0.2.1')
      const marker = `marker-${randomBytes(6).toString('hex')}`
      const backup = backupOf(marker)
      const claimKey = claimKeyFor(user)
      expect((await ks.deposit(await demoUser(t, DOCTOR), claimKey)).statusCode).toBe(201)
      await ks.challenge(user, true)
      expect((await ks.save(user, await ks.code(user), backup)).json()).toEqual({
        claimKeys: [asClaimKey(claimKey)],
      })
      await ks.challenge(user, false)
      expect((await ks.release(user, await ks.code(user))).json()).toEqual({
        ...backup,
        claimKeys: [asClaimKey(claimKey)],
      })

      const app = t.api.db as Kysely<unknown>
      // Read beside the server: a PGlite handed in is shared as it is (closing a second Kysely over it
      // would close it under the server).
      const config = own.config
      const keyStoreDb =
        config.kind === 'pglite' && 'instance' in config
          ? {
              db: new Kysely<unknown>({ dialect: new PGliteDialect(config.instance) }),
              close: async () => {},
            }
          : await openDatabase(config)
      try {
        const store = keyStoreDb.db as Kysely<unknown>
        expect(await hasTable(app, 'key_store_backups')).toBe(false)
        expect(await hasTable(app, 'key_store_challenges')).toBe(false)
        expect(await tablesContaining(store, marker)).toEqual(['key_store_backups'])
        expect(await tablesContaining(store, backup.keyStoreSecret)).toEqual(['key_store_backups'])
        expect(await tablesContaining(app, marker)).toEqual([])
        expect(await tablesContaining(app, backup.keyStoreSecret)).toEqual([])
        expect(await hasTable(app, 'key_store_claim_keys')).toBe(false)
        expect(await tablesContaining(store, claimKey.overEncryptionKey)).toEqual(['key_store_claim_keys'])
        expect(await tablesContaining(app, claimKey.overEncryptionKey)).toEqual([])
        // The application server's share is in the application database only.
        const share = await t.inject({ method: 'GET', url: '/keys/backup-share', headers: user.headers })
        expect(await tablesContaining(store, share.json().share)).toEqual([])
        expect(await tablesContaining(app, share.json().share)).toEqual(['key_backup_shares'])
      } finally {
        await keyStoreDb.close()
      }
    })
  })
})
