// The auth area's rows of the authorization matrix: sign-in works for anyone, a code or a demo account
// opens nothing for someone else, and Pro Santé Connect's redirects (302, never a 2xx) refuse another
// browser's sign-in and a return address outside the apps.
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { Application } from '../../core/config.ts'
import { defineAccess, type RequestSpec } from '../../testing/access-matrix.ts'
import { latestCode } from '../../testing/sign-in.ts'

const DEMO_USERNAME: Record<Application, string> = {
  perinatal: 'sage-femme.perinatal@demo.relais-sante.fr',
  mobility: 'infirmier.mobility@demo.relais-sante.fr',
  dispatch: 'operateur.dispatch@demo.relais-sante.fr',
}
const APP_ORIGIN: Record<Application, string> = {
  perinatal: 'http://localhost:4001',
  mobility: 'http://localhost:4002',
  dispatch: 'http://localhost:4003',
}

export const access = defineAccess({
  fixtures: async (t) => ({
    /** A code just sent to a new email, as consumePasswordlessCode's body. */
    async freshCode(app: Application): Promise<RequestSpec> {
      const value = `code.${randomUUID()}@example.fr`
      const sent = await t.inject({
        method: 'POST',
        url: '/auth/passwordless/code',
        app,
        payload: { type: 'email', value },
      })
      expect(sent.statusCode).toBe(202)
      return {
        payload: { type: 'email', value, code: await latestCode(t, value, app), tokenTransport: 'header' },
      }
    },
    /** The state of a Pro Santé Connect sign-in started by another browser. */
    async pscState(app: Application): Promise<string> {
      const started = await t.inject({
        method: 'GET',
        url: `/auth/psc/authorize?application=${app}&returnTo=${encodeURIComponent(APP_ORIGIN[app])}`,
        app,
      })
      expect(started.statusCode).toBe(302)
      return new URL(String(started.headers.location)).searchParams.get('state') ?? ''
    },
  }),
  rows: {
    createDemoSession: {
      succeeds: true,
      request: (_, caller) => ({
        payload: { username: DEMO_USERNAME[caller.app], tokenTransport: 'header' },
      }),
      // Another application's demo account.
      foreign: (_, caller) => ({
        payload: { username: DEMO_USERNAME[caller.app === 'mobility' ? 'perinatal' : 'mobility'] },
      }),
    },
    createPasswordlessCode: {
      succeeds: true,
      request: () => ({ payload: { type: 'email', value: `matrix.${randomUUID()}@example.fr` } }),
    },
    consumePasswordlessCode: {
      succeeds: true,
      request: (fx, caller) => fx.freshCode(caller.app),
      // A code sent to someone else does not open a session for another identifier.
      foreign: async (fx, caller) => {
        const spec = await fx.freshCode(caller.app)
        const payload = spec.payload as Record<string, string>
        return { payload: { ...payload, value: `other.${randomUUID()}@example.fr` } }
      },
    },
    getSession: { succeeds: true },
    refreshSession: { succeeds: true },
    logout: { succeeds: true },
    // Pro Santé Connect: full-page redirects (302, never a 2xx) for anyone; logout answers 200 to anyone.
    authorizePsc: {
      request: (_, caller) => ({ query: { application: caller.app, returnTo: APP_ORIGIN[caller.app] } }),
      // A return address outside the apps (open redirect) is refused.
      foreign: (_, caller) => ({
        query: { application: caller.app, returnTo: 'https://attacker.example' },
      }),
    },
    pscCallback: {
      request: () => ({ query: { code: 'x', state: 'unknown-state' } }),
      // A state issued to another browser: without that browser's cookie nothing opens.
      foreign: async (fx, caller) => ({ query: { code: 'x', state: await fx.pscState(caller.app) } }),
    },
    logoutPsc: { succeeds: true },
  },
})
