import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { getResponse, type RequestHandler } from 'msw'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { accountUser, http, VAULT_CODES, vaultHandlers } from '@relais/api-client/msw'
import { ApiProvider, createApiClient } from '@relais/api-client'
import { UiProvider } from '@relais/ui'
import { LocalKeyStore, Vault, type VaultPort } from '@relais/vault'
import { AppConfigProvider } from '../../core/config/AppConfig.tsx'
import { storyConfig } from '../../core/testing/config.ts'
import { createVaultPorts } from '../../core/vault/vault-ports.ts'
import { UnlockDialog, type UnlockMode } from './UnlockDialog.tsx'

const KEY_STORE = 'relais-vault-unlock-dialog-test'
const user = accountUser('doctor')

function deleteKeyStore() {
  return new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(KEY_STORE)
    request.onsuccess = request.onerror = request.onblocked = () => resolve()
  })
}

/** The dialog over ports answered in-process by msw handlers; every request is recorded. */
async function renderDialog(
  handlers: RequestHandler[],
  mode: UnlockMode,
  envMode: 'LOCAL' | 'PROD' = 'PROD',
) {
  const requests: { route: string; body: unknown }[] = []
  const client = createApiClient({
    baseUrl: 'http://api.relais.test',
    application: 'perinatal',
    envMode: 'LOCAL',
    fetch: async (input) => {
      const request = input instanceof Request ? input : new Request(input)
      const text = request.method === 'GET' ? '' : await request.clone().text()
      requests.push({
        route: `${request.method} ${new URL(request.url).pathname}`,
        body: text ? JSON.parse(text) : undefined,
      })
      return (await getResponse(handlers, request)) ?? new Response(null, { status: 501 })
    },
  })
  const ports = createVaultPorts(client)
  const vault = new Vault({ directory: ports.directory, localStore: new LocalKeyStore(KEY_STORE) })
  const onUnlocked = vi.fn()
  const onLogout = vi.fn()
  const screen = await render(
    <UiProvider navigate={() => {}}>
      <AppConfigProvider config={storyConfig('perinatal', envMode)}>
        <QueryClientProvider client={new QueryClient()}>
          <ApiProvider client={client}>
            <UnlockDialog
              vault={vault}
              ports={ports}
              user={user}
              initialMode={mode}
              onUnlocked={onUnlocked}
              onMustDropLocalStore={() => {}}
              onLogout={onLogout}
            />
          </ApiProvider>
        </QueryClientProvider>
      </AppConfigProvider>
    </UiProvider>,
  )
  const dialog = screen.getByRole('alertdialog', { name: 'Déverrouiller vos données' })
  await expect.element(dialog.getByText(/Un code a été envoyé à/)).toBeVisible()
  const challenges = () => requests.filter((r) => r.route === 'POST /key-store/challenge').map((r) => r.body)
  return { dialog, requests, challenges, onUnlocked, onLogout, vault }
}

describe('the unlock dialog', () => {
  beforeEach(deleteKeyStore)

  it('registration: asks for a code as it opens, says where it went, and creates the identity at the eighth character', async () => {
    const { dialog, requests, challenges, onUnlocked, vault } = await renderDialog(
      vaultHandlers.newAccount(),
      'register',
    )
    expect(challenges()).toEqual([{ isRegistering: true }])
    await expect.element(dialog.getByText(user.username)).toBeVisible()
    const field = dialog.getByRole('textbox', { name: 'Code de déverrouillage' })
    await expect.element(field).toHaveFocus()
    await userEvent.keyboard(VAULT_CODES.valid)
    await vi.waitFor(() => expect(onUnlocked).toHaveBeenCalledWith(vault), { timeout: 5000 })
    expect(vault.isReady).toBe(true)
    const routes = requests.map((r) => r.route)
    expect(routes).toContain('POST /key-store/backup')
    expect(routes).toContain('POST /keys/identity')
    // The challenge itself is all the key store is given besides the encrypted backup.
    const saved = requests.find((r) => r.route === 'POST /key-store/backup')?.body as { challenge: string }
    expect(saved.challenge).toBe(VAULT_CODES.valid)
  })

  it('in LOCAL and DEV, shows the newest code of the dev outbox (codes are not sent there)', async () => {
    const { dialog } = await renderDialog(
      [...vaultHandlers.otherDevice(), vaultHandlers.devOutbox],
      'retrieve',
      'LOCAL',
    )
    await expect.element(dialog.getByText('Mode LOCAL : les codes ne sont pas envoyés')).toBeVisible()
    await expect.element(dialog.getByText(VAULT_CODES.valid, { exact: true })).toBeVisible()
  })

  it("retrieval: a wrong code says 'Code invalide' at the field and empties it", async () => {
    const { dialog, challenges, onUnlocked } = await renderDialog(vaultHandlers.otherDevice(), 'retrieve')
    expect(challenges()).toEqual([{ isRegistering: false }])
    await userEvent.keyboard(VAULT_CODES.wrong)
    const field = dialog.getByRole('textbox', { name: 'Code de déverrouillage' })
    await expect.element(dialog.getByText('Code invalide')).toBeVisible()
    await expect.element(field).toHaveAttribute('aria-invalid', 'true')
    await expect.element(field).toHaveValue('')
    // Typing again clears the error.
    await userEvent.keyboard('a')
    await expect.element(dialog.getByText('Code invalide')).not.toBeInTheDocument()
    expect(onUnlocked).not.toHaveBeenCalled()
  })

  it('a rate limit reads as the API wrote it, not as an unknown error', async () => {
    const { dialog } = await renderDialog(vaultHandlers.otherDevice(), 'retrieve')
    await userEvent.keyboard(VAULT_CODES.tooMany)
    await expect.element(dialog.getByText('Trop de tentatives. Merci de réessayer plus tard.')).toBeVisible()
    await expect.element(dialog.getByText(/Erreur inconnue/)).not.toBeInTheDocument()
  })

  it("'Valider' checks the format before any call; Enter validates too", async () => {
    const { dialog, requests } = await renderDialog(vaultHandlers.otherDevice(), 'retrieve')
    const before = requests.length
    await userEvent.keyboard('AB-12')
    await expect.element(dialog.getByRole('textbox')).toHaveValue('ab12')
    await dialog.getByRole('button', { name: 'Valider' }).click()
    await expect
      .element(dialog.getByText('Le code doit contenir 8 lettres minuscules ou chiffres'))
      .toBeVisible()
    expect(requests.length).toBe(before)
  })

  it("'Already registered' is ignored: the dialog switches to retrieval and asks for a release code", async () => {
    // Registration mode, but the directory has an identity by the time the code is typed.
    const { dialog, challenges } = await renderDialog(vaultHandlers.otherDevice(), 'register')
    await userEvent.keyboard(VAULT_CODES.valid)
    await expect.element(dialog.getByText(/Vous utilisez un nouvel appareil/)).toBeVisible()
    await vi.waitFor(() => expect(challenges()).toEqual([{ isRegistering: true }, { isRegistering: false }]))
    await expect.element(dialog.getByText(/Erreur inconnue/)).not.toBeInTheDocument()
  })

  it('is usable by keyboard alone: resend, then log out', async () => {
    const { challenges, onLogout } = await renderDialog(vaultHandlers.otherDevice(), 'retrieve')
    await userEvent.tab() // Valider
    await userEvent.tab() // Se déconnecter
    await userEvent.tab() // Renvoyer un code
    await expect.element(page.getByRole('button', { name: 'Renvoyer un code' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await vi.waitFor(() => expect(challenges()).toHaveLength(2))
    await userEvent.tab({ shift: true })
    await expect.element(page.getByRole('button', { name: 'Se déconnecter' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(onLogout).toHaveBeenCalledOnce()
  })

  it('says when the key store cannot send a code, and offers to ask again', async () => {
    const requests: string[] = []
    const client = createApiClient({
      baseUrl: 'http://api.relais.test',
      application: 'perinatal',
      envMode: 'LOCAL',
      fetch: async (input) => {
        const request = input instanceof Request ? input : new Request(input)
        requests.push(request.url)
        return (
          (await getResponse(vaultHandlers.challengeUnavailable, request)) ??
          new Response(null, { status: 501 })
        )
      },
    })
    const ports = createVaultPorts(client)
    const screen = await render(
      <UiProvider navigate={() => {}}>
        <AppConfigProvider config={storyConfig('perinatal', 'PROD')}>
          <UnlockDialog
            vault={new Vault({ directory: ports.directory, localStore: new LocalKeyStore(KEY_STORE) })}
            ports={ports}
            user={user}
            initialMode="register"
            onUnlocked={() => {}}
            onMustDropLocalStore={() => {}}
            onLogout={() => {}}
          />
        </AppConfigProvider>
      </UiProvider>,
    )
    await expect
      .element(screen.getByText('Erreur inconnue: Envoi du code indisponible pour le moment'))
      .toBeVisible()
    await screen.getByRole('button', { name: 'Renvoyer un code' }).click()
    await vi.waitFor(() =>
      expect(requests.filter((url) => url.endsWith('/key-store/challenge'))).toHaveLength(2),
    )
  })

  it("with Seald: the code is SSKS's, asked through the API, and the share is Seald's two-man-rule key", async () => {
    const twoManRuleKey = 'dHdvLW1hbi1ydWxlLWtleS1vZi10aGUtc2VydmVyLTE'
    const handlers = [
      http.post('/seald/two-man-rule/session', ({ response }) =>
        response(202).json({ channel: 'email', expiresAt: '2026-11-30T16:00:00.000Z' }),
      ),
      http.get('/seald/two-man-rule/key', ({ response }) => response(200).json({ twoManRuleKey })),
      vaultHandlers.devOutbox,
    ]
    const routes: string[] = []
    const client = createApiClient({
      baseUrl: 'http://api.relais.test',
      application: 'perinatal',
      envMode: 'LOCAL',
      fetch: async (input) => {
        const request = input instanceof Request ? input : new Request(input)
        routes.push(`${request.method} ${new URL(request.url).pathname}`)
        return (await getResponse(handlers, request)) ?? new Response(null, { status: 501 })
      },
    })
    const ports = createVaultPorts(client, {
      provider: 'seald',
      appId: '00000000-0000-4000-8000-00000000a11d',
      apiUrl: 'https://api.seald.test',
      keyStorageUrl: 'https://ssks.seald.test',
    })
    // Seald's SDK cannot reach its servers here: the dialog is given the port, whose registration is a spy.
    const registerIdentity = vi.fn<VaultPort['registerIdentity']>(async () => ({ sessionIds: [], failed: 0 }))
    const vault = { registerIdentity } as unknown as VaultPort
    const onUnlocked = vi.fn()
    const screen = await render(
      <UiProvider navigate={() => {}}>
        <AppConfigProvider config={storyConfig('perinatal', 'LOCAL')}>
          <QueryClientProvider client={new QueryClient()}>
            <ApiProvider client={client}>
              <UnlockDialog
                vault={vault}
                ports={ports}
                user={user}
                initialMode="register"
                onUnlocked={onUnlocked}
                onMustDropLocalStore={() => {}}
                onLogout={() => {}}
              />
            </ApiProvider>
          </QueryClientProvider>
        </AppConfigProvider>
      </UiProvider>,
    )
    const dialog = screen.getByRole('alertdialog', { name: 'Déverrouiller vos données' })
    await expect.element(dialog.getByText(/Il est valable 6 heures/)).toBeVisible()
    // SSKS sends the code itself: it never reaches the API's outbox, which the dialog does not offer.
    await expect.element(dialog.getByText(/les codes ne sont pas envoyés/)).not.toBeInTheDocument()
    await userEvent.keyboard('abcd2345')
    await vi.waitFor(() => expect(onUnlocked).toHaveBeenCalledWith(vault))
    expect(registerIdentity).toHaveBeenCalledWith({
      userId: user.id,
      challenge: 'abcd2345',
      keyStore: ports.keyStore,
      appServerShare: twoManRuleKey,
    })
    expect(routes).toEqual(['POST /seald/two-man-rule/session', 'GET /seald/two-man-rule/key'])
  })
})
