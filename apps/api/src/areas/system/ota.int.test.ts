// GET /ota/latest as a native shell asks it: public, for the calling application, the version its
// build wrote (read at each call, so a new build shows without a restart) and the app's address from
// APP_ORIGINS; a 404 in French while no build exists or its manifest is unreadable.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../../testing/databases.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'

const NOT_BUILT = "Aucune version de cette application n'est disponible."

describe.each(testDatabases(import.meta.url))('OTA on $name', (database) => {
  let t: TestApi
  let builds: string
  const manifest = (app: string, content: string) => {
    mkdirSync(join(builds, app, 'dist'), { recursive: true })
    writeFileSync(join(builds, app, 'dist', 'version.json'), content)
  }

  beforeAll(async () => {
    builds = mkdtempSync(join(tmpdir(), 'relais-builds-'))
    t = await startTestApi(database, {
      appBuildsDir: builds,
      appOrigins: [
        'https://perinatal.example.fr/',
        'https://mobility.example.fr',
        'https://dispatch.example.fr',
      ],
    })
  })
  afterAll(async () => {
    await t.close()
    rmSync(builds, { recursive: true, force: true })
  })

  it('answers 404 in French while the application has no build', async () => {
    const res = await t.inject({ method: 'GET', url: '/ota/latest', app: 'mobility' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: NOT_BUILT })
  })

  it("serves the build's version and the app's address, without a session, and follows a new build", async () => {
    manifest('perinatal', JSON.stringify({ application: 'perinatal', version: '0.1.0+aaaaaaaaaaaa' }))
    const first = await t.inject({ method: 'GET', url: '/ota/latest' })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ version: '0.1.0+aaaaaaaaaaaa', url: 'https://perinatal.example.fr' })
    manifest('perinatal', JSON.stringify({ application: 'perinatal', version: '0.1.0+bbbbbbbbbbbb' }))
    const next = await t.inject({ method: 'GET', url: '/ota/latest' })
    expect(next.json().version).toBe('0.1.0+bbbbbbbbbbbb')
    // Each application its own build.
    expect((await t.inject({ method: 'GET', url: '/ota/latest', app: 'dispatch' })).statusCode).toBe(404)
  })

  it('invents nothing from a manifest it cannot read', async () => {
    manifest('dispatch', '{"version": ')
    const broken = await t.inject({ method: 'GET', url: '/ota/latest', app: 'dispatch' })
    expect(broken.statusCode).toBe(404)
    manifest('dispatch', JSON.stringify({ version: '' }))
    expect((await t.inject({ method: 'GET', url: '/ota/latest', app: 'dispatch' })).json().message).toBe(
      NOT_BUILT,
    )
  })

  it('still needs the application header, which names the app', async () => {
    const res = await t.inject({ method: 'GET', url: '/ota/latest', headers: { 'x-application-name': null } })
    expect(res.statusCode).toBe(400)
  })
})
