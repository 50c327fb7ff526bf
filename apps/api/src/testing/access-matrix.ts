// The rows of the authorization matrix (core/access/authorization-matrix.int.test.ts), which each area
// keeps in its access-fixtures.ts. A row says how to call an operation, not who may: who may is read
// from the operation's `x-access` declaration in the contract.
//
//   myOperation: { request: (fx, caller) => ({ params: { id: … }, payload: { … } }) },
//
// - `request` gives path parameters, query and body for a caller (its application is `caller.app`);
//   it may create what the call needs through the area's fixtures `fx` (e.g. a fresh pending account).
// - `succeeds: true` also asserts that every allowed caller gets a 2xx (use it when `request` makes
//   success possible for all of them).
// - `foreign` describes the same call aimed at another person's or another application's resource:
//   nobody, not even an allowed caller, may get a 2xx. Operations whose declared resource rule is
//   `participant`, `member` or `grant` must have one.
import { randomUUID } from 'node:crypto'
import type { Application } from '../core/config.ts'
import type { OperationId } from '../core/contract/types.ts'
import type { TestApi } from './harness.ts'

export interface RequestSpec {
  params?: Record<string, string>
  query?: Record<string, string>
  payload?: unknown
  /** Beside the caller's own (an upload's multipart content type). */
  headers?: Record<string, string>
}

/** Who calls. `user` is a seeded demo account's email (or a fixture's); `userType` is its account's. */
export interface Caller {
  name: string
  app: Application
  kind: 'anonymous' | 'newSession' | 'account' | 'inactive' | 'admin' | 'impersonating'
  user?: string
  userType?: string
}

// Methods rather than function properties: an area's rows take its own fixtures, and the runner holds
// every area's under one type.
export interface AccessRow<F> {
  request?(fx: F, caller: Caller): RequestSpec | Promise<RequestSpec>
  succeeds?: boolean
  foreign?(fx: F, caller: Caller): RequestSpec | Promise<RequestSpec>
}

/** What an area's access-fixtures.ts exports as `access`. */
export interface AreaAccess<F = unknown> {
  /** Creates, once per test database, what the rows need; the API runs with the demo accounts. */
  fixtures?(t: TestApi): Promise<F>
  rows: { [K in OperationId]?: AccessRow<F> }
}

/** Types an area's rows by its fixtures. */
export const defineAccess = <F = undefined>(access: AreaAccess<F>): AreaAccess<F> => access

/** The caller's account id, looked up by its email; a random id for callers without an account. */
export async function accountIdOf(t: TestApi, caller: { app: Application; user?: string }): Promise<string> {
  if (!caller.user) return randomUUID()
  const row = await t.api.db
    .selectFrom('users')
    .select('id')
    .where('application', '=', caller.app)
    .where('email', '=', caller.user)
    .executeTakeFirst()
  return row?.id ?? randomUUID()
}
