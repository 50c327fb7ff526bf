// A structure and its team end to end: the maternity service invites a practitioner who has just
// registered; the invitation arrives in her bell, she sends a request to join from its dialog; the
// structure answers the request from its own bell, and she is in its team.
import type { Browser } from '@playwright/test'
import { registration } from '../apps/api/src/testing/accounts.ts'
import { signInByCode } from './support/accounts.ts'
import { API, expectNoAxeViolations, type AppName } from './support/fixtures.ts'
import { expect, test } from './support/signed-in.ts'
import { unlockVault } from './support/vault.ts'

const MATERNITY = 'maternite.perinatal@demo.relais-sante.fr'

const headers = (app: AppName) => ({ 'X-Application-Name': app, 'X-Env-Mode': 'LOCAL' })

/** Letters only (names refuse digits), different on every run. */
const marker = () =>
  (Date.now().toString(36) + Math.random().toString(36).slice(2, 6)).replace(/\d/g, (d) => 'abcdefghij'[+d]!)

const fictionPhone = () => `+331990${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } })
  return context.newPage()
}

test.describe('structures and their teams', () => {
  test('a structure invites a midwife, she asks to join from the invitation, the structure accepts', async ({
    app,
    browser,
    baseURL,
    signedInAs,
  }) => {
    test.skip(app !== 'perinatal', 'the demo maternity service is a perinatal structure')
    test.setTimeout(90_000)
    const family = `Faure${marker()}`
    const email = `e2e.organizations.${family.toLowerCase()}@exemple.fr`

    // A midwife registers and opens the app on her device.
    const midwife = await newPage(browser, baseURL)
    await signInByCode(midwife.request, app, email)
    const created = await midwife.request.post(`${API}/user`, {
      headers: headers(app),
      data: {
        ...registration('midwife', { email, phone: fictionPhone() }),
        firstName: 'Inès',
        lastName: family,
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const midwifeId = ((await created.json()) as { user: { id: string } }).user.id
    await midwife.goto('/app')
    await unlockVault(midwife, app, email)

    // The maternity service invites her (its 'Équipe' page will send this call).
    const maternity = await signedInAs(MATERNITY)
    const current = await maternity.request.get(`${API}/user/current`, { headers: headers(app) })
    const organizationId = ((await current.json()) as { organizations: { id: string }[] }).organizations[0]!
      .id
    const invited = await maternity.request.post(`${API}/organization/${organizationId}/invite-to-join`, {
      headers: headers(app),
      data: { userId: midwifeId, message: 'Bienvenue dans notre équipe de suivi à domicile.' },
    })
    expect(invited.status(), await invited.text()).toBe(201)

    // It arrives in her bell without a reload; its dialog sends the request and closes by itself.
    const bell = midwife.getByRole('button', { name: /Notifications.*1/ })
    await expect(bell).toBeVisible({ timeout: 15_000 })
    await bell.click()
    await midwife
      .getByRole('grid', { name: 'Notifications' })
      .getByRole('row', { name: /Bienvenue dans notre équipe/ })
      .click()
    const invitation = midwife.getByRole('dialog', { name: 'Invitation à rejoindre une structure' })
    await expect(invitation).toContainText('Bienvenue dans notre équipe de suivi à domicile.')
    await expectNoAxeViolations(midwife)
    await invitation.getByRole('button', { name: 'Envoyer une demande' }).click()
    await expect(invitation.getByRole('status')).toHaveText("Demande d'affiliation envoyée")
    await expect(invitation).toBeHidden({ timeout: 5_000 })

    // The structure answers from its bell.
    await maternity.reload()
    await maternity.getByRole('button', { name: /^Notifications/ }).click()
    await maternity
      .getByRole('grid', { name: 'Notifications' })
      .getByRole('row', { name: new RegExp(`${family} demande à rejoindre`) })
      .click()
    const request = maternity.getByRole('dialog', { name: "Demande d'accès" })
    await expect(request).toContainText(`Inès ${family}`)
    await request.getByRole('button', { name: 'Accepter' }).click()
    await expect(request.getByRole('status')).toContainText(`Accès accordé à Inès ${family}`)

    const team = await maternity.request.get(`${API}/organization/${organizationId}/team`, {
      headers: headers(app),
    })
    const { midwives } = (await team.json()) as { midwives: { userId: string }[] }
    expect(midwives.map((m) => m.userId)).toContain(midwifeId)
    await midwife.context().close()
  })

  test("a doctor finds a structure by its FINESS in 'Rejoindre une structure' and asks to join it", async ({
    app,
    browser,
    baseURL,
  }) => {
    test.skip(app !== 'perinatal', 'the demo maternity service is a perinatal structure')
    test.setTimeout(90_000)
    const family = `Mercier${marker()}`
    const email = `e2e.organizations.${family.toLowerCase()}@exemple.fr`
    const doctor = await newPage(browser, baseURL)
    await signInByCode(doctor.request, app, email)
    const created = await doctor.request.post(`${API}/user`, {
      headers: headers(app),
      data: {
        ...registration('doctor', { email, phone: fictionPhone() }),
        firstName: 'Hugo',
        lastName: family,
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    await doctor.goto('/app/join-organization')
    await unlockVault(doctor, app, email)

    await expect(doctor.getByRole('heading', { name: 'Rejoindre une structure', level: 1 })).toBeVisible()
    await expect(doctor.getByText('Aucune demande en attente')).toBeVisible()
    const field = doctor.getByRole('textbox', { name: /Numéro FINESS/ })
    await field.click()
    await doctor.keyboard.type('930000104')
    const found = doctor.getByRole('region', { name: 'Maternité des Lilas' })
    await expect(found).toBeVisible()
    await expectNoAxeViolations(doctor)
    await doctor.setViewportSize({ width: 375, height: 812 })
    await expectNoAxeViolations(doctor)
    await found.getByRole('button', { name: 'Envoyer une demande' }).click()
    await expect(found.getByRole('status')).toHaveText(
      'Votre demande a été envoyée à Maternité des Lilas. Vous serez notifié de sa réponse.',
    )
    await expect(doctor.getByRole('listitem').filter({ hasText: 'Maternité des Lilas' })).toBeVisible()
    // Asking again says why not, in the API's words.
    await found.getByRole('button', { name: 'Retour' }).click()
    await expect(field).toHaveValue('')
    await field.click()
    await doctor.keyboard.type('930000104')
    await doctor.getByRole('button', { name: 'Envoyer une demande' }).click()
    await expect(doctor.getByText('Votre demande est déjà en attente')).toBeVisible()
    await doctor.context().close()
  })
})
