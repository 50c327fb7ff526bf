// Demo accounts signed in through the demo drawer's sign-in (LOCAL/DEV), with bearer headers: the
// callers of the key directory, key store, conversation and medical record tests.
import type { Application } from '../core/config.ts'
import type { TestApi } from './harness.ts'
import { bearer } from './sign-in.ts'

export interface TestUser {
  id: string
  email: string
  app: Application
  headers: Record<string, string>
}

export async function demoUser(t: TestApi, email: string, app: Application = 'perinatal'): Promise<TestUser> {
  const res = await t.inject({
    method: 'POST',
    url: '/dev/demo-session',
    app,
    payload: { username: email, tokenTransport: 'header' },
  })
  if (res.statusCode !== 200) throw new Error(`demo session answered ${res.statusCode}: ${res.payload}`)
  const headers = bearer(res.json().token as string)
  const me = await t.inject({ method: 'GET', url: '/user/current', app, headers })
  return { id: me.json().id as string, email, app, headers }
}

export const PATIENT = 'patiente.perinatal@demo.relais-sante.fr'
export const DOCTOR = 'medecin.perinatal@demo.relais-sante.fr'
export const MIDWIFE = 'sage-femme.perinatal@demo.relais-sante.fr'
export const ORGANIZATION = 'maternite.perinatal@demo.relais-sante.fr'
export const ADMIN = 'admin.perinatal@relais-sante.fr'
export const MOBILITY_DOCTOR = 'medecin.mobility@demo.relais-sante.fr'
