// GET /health as a load balancer probes it: no X-Application-Name, no X-Env-Mode, no session. The two
// headers are optional on this operation only, and still checked when they are sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../../testing/databases.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'

describe.each(testDatabases(import.meta.url))('health on $name', (database) => {
  let t: TestApi
  beforeAll(async () => {
    t = await startTestApi(database)
  })
  afterAll(() => t.close())

  it('answers a bare probe without any header', async () => {
    // Straight to hapi: the test client would add the application headers.
    const res = await t.api.server.inject({ method: 'GET', url: '/health' })
    expect(res.statusCode).toBe(200)
    expect(JSON.parse(res.payload)).toMatchObject({ status: 'ok', database: 'ok', mode: 'LOCAL' })
    expect(res.headers['x-contract-violation']).toBeUndefined()
  })

  it('still refuses a wrong application or mode when one is sent', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-application-name': 'cardiology', 'x-env-mode': 'STAGING' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'header.x-application-name', message: 'Valeur non autorisée' },
        { field: 'header.x-env-mode', message: 'Valeur non autorisée' },
      ]),
    )
  })
})
