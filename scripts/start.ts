// `npm start`: builds the apps when their sources changed, starts the API (LOCAL mode by default, on
// embedded PGlite unless DATABASE_URL is set) and serves the three apps, then prints where everything is.
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApps } from './build.ts'
import { APPS, portsFromEnv } from './lib/apps.ts'
import { startStaticServer, type RuntimeConfig } from './lib/static-server.ts'
import { runtimeVaultConfig } from './lib/vault-config.ts'

const repo = fileURLToPath(new URL('..', import.meta.url))
const args = new Set(process.argv.slice(2))
const ports = portsFromEnv()
const envMode = (process.env.ENV_MODE ?? 'LOCAL') as RuntimeConfig['envMode']
const host = process.env.PUBLIC_HOST ?? 'localhost'
const apiUrl = process.env.API_URL ?? `http://${host}:${ports.api}`
const appOrigins = APPS.map((app) => `http://${host}:${ports[app]}`)
// The apps are told of Seald where the API is configured for it, from the same variables.
const vault = runtimeVaultConfig()
// An outside service: without its address the consultation room has no 'Facturation'.
const billingPortalUrl = process.env.BILLING_PORTAL_URL || undefined
// A tile service; without it the maps draw the base map shipped with the apps.
const mapStyleUrl = process.env.MAP_STYLE_URL || undefined

if (!args.has('--no-build')) await buildApps({ ifStale: true, quiet: true })

const api = spawn(process.execPath, ['--import', 'tsx', join(repo, 'apps/api/src/main.ts')], {
  env: {
    ...process.env,
    ENV_MODE: envMode,
    API_PORT: String(ports.api),
    APP_ORIGINS: process.env.APP_ORIGINS ?? appOrigins.join(','),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
let stopping = false
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`The API stopped (exit code ${code}).`)
    process.exit(code ?? 1)
  }
})

await waitForHealth(apiUrl, api)
const version = process.env.APP_VERSION ?? (await readVersion())
const servers = await Promise.all(
  APPS.map((app) =>
    startStaticServer({
      root: join(repo, 'apps', app, 'dist'),
      port: ports[app],
      host: process.env.APPS_HOST ?? '127.0.0.1',
      config: {
        apiUrl,
        envMode,
        version,
        ...(vault ? { vault } : {}),
        ...(billingPortalUrl ? { billingPortalUrl } : {}),
        ...(mapStyleUrl ? { mapStyleUrl } : {}),
      },
    }),
  ),
)

await printWelcome()

async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  await Promise.all(servers.map((server) => server.stop({ timeout: 5_000 })))
  api.kill(signal)
  await new Promise((resolve) => api.once('exit', resolve))
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('The API exited during start-up')
    try {
      const response = await fetch(`${url}/health`, {
        headers: { 'X-Application-Name': 'perinatal', 'X-Env-Mode': envMode },
      })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The API did not answer on ${url}/health within 2 minutes`)
}

async function readVersion(): Promise<string> {
  const { default: pkg } = await import('../package.json', { with: { type: 'json' } })
  return (pkg as { version?: string }).version ?? '0.0.0'
}

async function printWelcome() {
  const lines = [
    '',
    'Relais Santé is running',
    `  Périnatal  http://${host}:${ports.perinatal}`,
    `  Mobilité   http://${host}:${ports.mobility}`,
    `  Dispatch   http://${host}:${ports.dispatch}`,
    `  API        ${apiUrl}   (mode ${envMode}, database ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in .data/pglite'})`,
    `  Vault      ${vault ? `Seald (${vault.apiUrl}, SSKS ${vault.keyStorageUrl})` : "embedded (WebCrypto, the API's key directory and key store)"}`,
  ]
  if (envMode !== 'PROD') {
    const { DEMO_ACCOUNTS } = await import('../apps/api/src/areas/accounts/demo-accounts.ts')
    lines.push('', 'Demo accounts (sign in by email or phone; the one-time code is in the dev outbox):')
    for (const app of APPS) {
      lines.push(`  ${app}`)
      for (const account of DEMO_ACCOUNTS.filter((a) => a.application === app)) {
        lines.push(`    ${account.userType.padEnd(17)} ${account.email.padEnd(44)} ${account.phone}`)
      }
    }
    lines.push(
      '',
      `One-time codes are not sent in ${envMode} mode: the login page shows them (from ${apiUrl}/dev/outbox).`,
    )
  }
  lines.push('', 'Stop with Ctrl+C.', '')
  console.log(lines.join('\n'))
}
