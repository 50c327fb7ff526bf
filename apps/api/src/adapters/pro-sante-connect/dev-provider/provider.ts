// A local OpenID provider standing in for Pro Santé Connect in LOCAL/DEV and in tests (oidc-provider).
// It is a separate Koa application mounted inside the API process under the issuer's path: requests
// under that prefix are handed over raw, so it is not part of the HTTP contract. Never built in PROD.
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Provider, type Configuration, type KoaContextWithOIDC } from 'oidc-provider'
import { DevMemoryAdapter } from './memory-adapter.ts'
import { loginPage, logoutPage, messagePage } from './pages.ts'
import { findPractitioner, PSC_SCOPE_ALL_CLAIMS, pscUserInfo, TEST_PRACTITIONERS } from './practitioners.ts'

export interface DevPscProviderOptions {
  issuer: string
  clientId: string
  clientSecret: string
  redirectUri: string
  /** Where the provider may send the browser after its end-session page (each app's /login). */
  postLogoutRedirectUris: string[]
}

export interface DevPscProvider {
  /** The issuer's path (e.g. `/dev/psc`): requests under it belong to the provider. */
  mountPath: string
  handles(pathname: string): boolean
  /** Serves one request; resolves once the response is finished. */
  serve(req: IncomingMessage, res: ServerResponse): Promise<void>
}

const nonceOf = () => randomBytes(16).toString('base64')

function securityHeaders(ctx: KoaContextWithOIDC, nonce: string) {
  ctx.set(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'`,
  )
  ctx.set('X-Content-Type-Options', 'nosniff')
  ctx.set('Referrer-Policy', 'no-referrer')
  ctx.set('Cache-Control', 'no-store')
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of req) {
    body += String(chunk)
    if (body.length > 8 * 1024) throw new Error('Form too large')
  }
  return new URLSearchParams(body)
}

export function createDevPscProvider(options: DevPscProviderOptions): DevPscProvider {
  const mountPath = new URL(options.issuer).pathname.replace(/\/+$/, '')
  const signingKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' })

  const configuration: Configuration = {
    adapter: DevMemoryAdapter,
    // Lifetimes in seconds, short as for a sign-in that happens now.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Grant: 3600,
      Session: 8 * 3600,
    },
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        client_name: 'Relais Santé',
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'dev-psc-1', use: 'sig', alg: 'ES256' }] as never },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // Pro Santé Connect's scopes: everything the app reads comes with `scope_all`.
    scopes: ['openid', 'scope_all'],
    claims: { openid: ['sub'], scope_all: PSC_SCOPE_ALL_CLAIMS },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          const nonce = nonceOf()
          securityHeaders(ctx, nonce)
          ctx.type = 'html'
          ctx.body = logoutPage(nonce, form)
        },
        postLogoutSuccessSource: (ctx) => {
          const nonce = nonceOf()
          securityHeaders(ctx, nonce)
          ctx.type = 'html'
          ctx.body = messagePage(nonce, 'Déconnexion', 'Vous êtes déconnecté de Pro Santé Connect.')
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const practitioner = findPractitioner(sub)
      if (!practitioner) return undefined
      return { accountId: sub, claims: () => pscUserInfo(practitioner) }
    },
    renderError: (ctx, out) => {
      const nonce = nonceOf()
      securityHeaders(ctx, nonce)
      ctx.type = 'html'
      ctx.body = messagePage(
        nonce,
        'Erreur',
        `La demande de connexion est invalide (${String(out.error ?? 'erreur')}).`,
      )
    },
  }

  const provider = new Provider(options.issuer, configuration)

  // The login/consent interaction: pick a fictitious professional, 'Se connecter'.
  provider.use(async (ctx, next) => {
    const match = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|abort))?$/.exec(ctx.path)
    if (!match) return next()
    const [, uid, action] = match
    const nonce = nonceOf()
    securityHeaders(ctx as KoaContextWithOIDC, nonce)
    try {
      const details = await provider.interactionDetails(ctx.req, ctx.res)
      if (details.uid !== uid) throw new Error('Interaction mismatch')
      if (ctx.method === 'GET' && !action) {
        ctx.type = 'html'
        ctx.body = loginPage({
          nonce,
          action: `${mountPath}/interaction/${uid}/login`,
          abortAction: `${mountPath}/interaction/${uid}/abort`,
          clientName: 'Relais Santé',
          practitioners: TEST_PRACTITIONERS,
        })
        return
      }
      if (ctx.method !== 'POST') return next()
      const form = await readForm(ctx.req)
      let redirectTo: string
      if (action === 'abort') {
        redirectTo = await provider.interactionResult(ctx.req, ctx.res, {
          error: 'access_denied',
          error_description: 'Connexion annulée',
        })
      } else {
        const practitioner = findPractitioner(form.get('practitioner') ?? '')
        if (!practitioner) {
          ctx.status = 400
          ctx.type = 'html'
          ctx.body = messagePage(nonce, 'Erreur', 'Choisissez un professionnel de santé.')
          return
        }
        const grant = new provider.Grant({
          accountId: practitioner.accountId,
          clientId: String(details.params.client_id),
        })
        grant.addOIDCScope('openid scope_all')
        const grantId = await grant.save()
        redirectTo = await provider.interactionResult(ctx.req, ctx.res, {
          login: { accountId: practitioner.accountId },
          consent: { grantId },
        })
      }
      ctx.status = 303
      ctx.redirect(redirectTo)
    } catch {
      ctx.status = 400
      ctx.type = 'html'
      ctx.body = messagePage(
        nonce,
        'Erreur',
        'Cette demande de connexion a expiré. Recommencez depuis l’application.',
      )
    }
  })

  const callback = provider.callback()
  return {
    mountPath,
    handles: (pathname) => pathname === mountPath || pathname.startsWith(`${mountPath}/`),
    serve(req, res) {
      // oidc-provider finds its mount point by comparing originalUrl with url.
      const original = req.url ?? '/'
      const request = req as IncomingMessage & { originalUrl?: string }
      request.originalUrl = original
      req.url = original.slice(mountPath.length) || '/'
      return new Promise<void>((resolve) => {
        res.once('finish', resolve)
        res.once('close', resolve)
        void callback(req, res)
      })
    },
  }
}
