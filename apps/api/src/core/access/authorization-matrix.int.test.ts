// The authorization matrix: every operation of openapi.yaml, called by every kind of caller, plus a call
// on someone else's resource. Who may succeed is read from the operation's `x-access` declaration in the
// contract, so a new operation is in the matrix the day it is written: an unexpected 2xx fails, so does
// an allowed caller refused with 401/403, and an operation without a row.
//
// The rows (how to call each operation, and its `foreign` call) and the fixtures they need live in each
// area, in areas/<area>/access-fixtures.ts (testing/access-matrix.ts says how to write one); this runner
// gathers them from the list of areas.
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AREAS } from '../../areas/index.ts'
import type { OperationId } from '../contract/types.ts'
import type { AccessRule } from './access.ts'
import type { ContractOperation } from '../contract/contract.ts'
import { generateSessionToken, hashToken } from '../codes/secrets.ts'
import type { AccessRow, AreaAccess, Caller, RequestSpec } from '../../testing/access-matrix.ts'
import { insertAccount } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { MINUTE, startTestApi, type TestApi } from '../../testing/harness.ts'
import { sealdTestConfig, startSsksStandIn, type SsksStandIn } from '../../testing/ssks-stand-in.ts'

const CALLERS: Caller[] = [
  { name: 'anonymous', app: 'perinatal', kind: 'anonymous' },
  { name: 'session without account', app: 'perinatal', kind: 'newSession' },
  {
    name: 'patient',
    app: 'perinatal',
    kind: 'account',
    user: 'patiente.perinatal@demo.relais-sante.fr',
    userType: 'patient',
  },
  {
    name: 'doctor',
    app: 'perinatal',
    kind: 'account',
    user: 'medecin.perinatal@demo.relais-sante.fr',
    userType: 'doctor',
  },
  {
    name: 'midwife',
    app: 'perinatal',
    kind: 'account',
    user: 'sage-femme.perinatal@demo.relais-sante.fr',
    userType: 'midwife',
  },
  {
    name: 'organization',
    app: 'perinatal',
    kind: 'account',
    user: 'maternite.perinatal@demo.relais-sante.fr',
    userType: 'organization',
  },
  {
    name: 'pending organization',
    app: 'perinatal',
    kind: 'inactive',
    user: 'pending.matrix@example.fr',
    userType: 'organization',
  },
  {
    name: 'assistant',
    app: 'mobility',
    kind: 'account',
    user: 'infirmier.mobility@demo.relais-sante.fr',
    userType: 'assistant',
  },
  {
    name: 'dispatch manager',
    app: 'dispatch',
    kind: 'account',
    user: 'responsable.dispatch@demo.relais-sante.fr',
    userType: 'dispatchManager',
  },
  {
    name: 'dispatch operator',
    app: 'dispatch',
    kind: 'account',
    user: 'operateur.dispatch@demo.relais-sante.fr',
    userType: 'dispatchOperator',
  },
  {
    name: 'admin',
    app: 'perinatal',
    kind: 'admin',
    user: 'admin.perinatal@relais-sante.fr',
    userType: 'doctor',
  },
  {
    name: 'admin impersonating the patient',
    app: 'perinatal',
    kind: 'impersonating',
    user: 'patiente.perinatal@demo.relais-sante.fr',
    userType: 'patient',
  },
]

/** Whether `caller` may succeed, as the operation's `x-access` declares it. */
function isAllowed(rule: AccessRule, caller: Caller): boolean {
  const { kind } = caller
  if (rule.caller === 'public') return true
  if (kind === 'anonymous') return false
  if (kind === 'inactive' && rule.inactive !== 'allow') return false
  if (rule.caller === 'session') return true
  if (rule.caller === 'newSession') return kind === 'newSession'
  if (kind === 'newSession') return false
  if (rule.impersonation === 'deny' && kind === 'impersonating') return false
  if (rule.impersonation === 'require' && kind !== 'impersonating') return false
  if (rule.caller === 'admin' && kind !== 'admin') return false
  return !rule.userTypes || rule.userTypes.includes(caller.userType ?? '')
}

/** One row with the fixtures of the area it comes from. */
interface Row {
  area: string
  row: AccessRow<unknown>
  fixtures: unknown
}

/**
 * Every area's rows, each with its area's fixtures, made on `t`'s database; a row given twice fails.
 * The fixtures are found by file name rather than through the areas' index, which would make every
 * area's production module depend on the test harness.
 */
async function loadRows(t: TestApi): Promise<Map<string, Row>> {
  const rows = new Map<string, Row>()
  for (const area of AREAS) {
    const file = new URL(`../../areas/${area.name}/access-fixtures.ts`, import.meta.url)
    if (!existsSync(file)) continue
    const { access } = (await import(file.href)) as { access: AreaAccess }
    const fixtures = await access.fixtures?.(t)
    for (const [operationId, row] of Object.entries(access.rows) as [OperationId, AccessRow<unknown>][]) {
      const other = rows.get(operationId)
      if (other) throw new Error(`${operationId} has a row in ${other.area} and in ${area.name}`)
      rows.set(operationId, { area: area.name, row, fixtures })
    }
  }
  return rows
}

describe.each(testDatabases(import.meta.url))('authorization matrix on $name', (database) => {
  let t: TestApi
  let ssks: SsksStandIn
  let matrix: Map<string, Row>
  const operations = () => t.api.contract.operations

  beforeAll(async () => {
    // With a Seald deployment (SSKS played locally), so that the seald area's operations answer their
    // callers rather than 404 to everyone; nothing else depends on it.
    ssks = await startSsksStandIn()
    t = await startTestApi(database, {
      rateLimits: {
        windowMs: 15 * MINUTE,
        codesPerIdentifier: 5,
        codesPerIp: 100_000,
        consumePerIp: 100_000,
        attemptsPerCode: 5,
      },
      seald: sealdTestConfig(ssks.url),
    })
    // The caller awaiting review: a structure's manager, as registration leaves them.
    await insertAccount(t.api.db, {
      app: 'perinatal',
      email: 'pending.matrix@example.fr',
      type: 'organization',
      active: false,
      finess: '750000002',
    })
    matrix = await loadRows(t)
  })
  afterAll(async () => {
    await t.close()
    await ssks.stop()
  })

  /** A fresh session per call: many operations change or revoke the session they run in. */
  async function headersFor(caller: Caller): Promise<Record<string, string>> {
    if (caller.kind === 'anonymous') return {}
    const db = t.api.db
    const identifier =
      caller.kind === 'newSession' ? `new.${randomUUID()}@example.fr` : (caller.user as string)
    const account =
      caller.kind === 'newSession'
        ? undefined
        : await db
            .selectFrom('users')
            .select('id')
            .where('application', '=', caller.app)
            .where('email', '=', identifier)
            .executeTakeFirstOrThrow()
    const token = generateSessionToken()
    const now = t.clock.now()
    const sessionId = randomUUID()
    await db
      .insertInto('sessions')
      .values({
        id: sessionId,
        token_hash: hashToken(token),
        application: caller.app,
        identifier_type: 'email',
        identifier,
        user_id: account?.id ?? null,
        created_at: now,
        last_seen_at: now,
        idle_expires_at: new Date(now.getTime() + 30 * MINUTE),
        expires_at: new Date(now.getTime() + 12 * 60 * MINUTE),
        revoked_at: null,
      })
      .execute()
    if (caller.kind === 'impersonating') {
      const admin = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'admin.perinatal@relais-sante.fr')
        .executeTakeFirstOrThrow()
      await db
        .insertInto('session_impersonations')
        .values({
          session_id: sessionId,
          impersonator_user_id: admin.id,
          impersonator_identifier_type: 'email',
          impersonator_identifier: 'admin.perinatal@relais-sante.fr',
          started_at: now,
        })
        .execute()
    }
    return { authorization: `Bearer ${token}` }
  }

  async function call(op: ContractOperation, caller: Caller, spec: RequestSpec) {
    let url = op.path
    for (const [name, value] of Object.entries(spec.params ?? {})) {
      url = url.replace(`{${name}}`, encodeURIComponent(value))
    }
    if (spec.query) url += `?${new URLSearchParams(spec.query).toString()}`
    return t.inject({
      method: op.method,
      url,
      app: caller.app,
      headers: { ...(await headersFor(caller)), ...spec.headers },
      ...(spec.payload === undefined ? {} : { payload: spec.payload as object }),
    })
  }

  it('has a row for every operation of the contract', () => {
    const missing = operations()
      .map((op) => op.operationId)
      .filter((id) => !matrix.has(id))
    expect(missing, "add a row to the area's access-fixtures.ts").toEqual([])
  })

  it("aims every operation checked on its data at someone else's resource too", () => {
    const missing = operations()
      .filter((op) => ['participant', 'member', 'grant'].includes(op.access.resource))
      .filter((op) => !matrix.get(op.operationId)?.row.foreign)
      .map((op) => op.operationId)
    expect(missing, 'give these rows a `foreign` request').toEqual([])
  })

  describe.each(CALLERS)('as $name ($app)', (caller) => {
    it('succeeds only where the matrix allows it', async () => {
      const failures: string[] = []
      for (const op of operations()) {
        const entry = matrix.get(op.operationId)
        if (!entry) continue
        const { row, fixtures: fx } = entry
        const allowed = isAllowed(op.access, caller)
        const res = await call(op, caller, (await row.request?.(fx, caller)) ?? {})
        const ok = res.statusCode >= 200 && res.statusCode < 300
        if (!allowed && ok) failures.push(`${op.operationId}: unexpected ${res.statusCode}`)
        if (allowed && [401, 403].includes(res.statusCode)) {
          failures.push(`${op.operationId}: refused ${res.statusCode} to an allowed caller`)
        }
        if (allowed && row.succeeds && !ok) {
          failures.push(`${op.operationId}: expected success, got ${res.statusCode} ${res.payload}`)
        }
        if (row.foreign) {
          const other = await call(op, caller, await row.foreign(fx, caller))
          if (other.statusCode >= 200 && other.statusCode < 300) {
            failures.push(`${op.operationId}: ${other.statusCode} on someone else's resource`)
          }
        }
      }
      expect(failures).toEqual([])
    })
  })
})
