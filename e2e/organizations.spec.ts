// A structure and its team end to end: the maternity service invites a practitioner who has just
// registered; the invitation arrives in her bell, she sends a request to join from its dialog; the
// structure answers the request from its own bell, and she is in its team. From 'Équipe', it invites
// a new email, whose message in the outbox leads to the registration that makes its owner a member,
// and answers a request sent from 'Rejoindre une structure'. From 'Praticiens externes', it invites a
// midwife found by name, who accepts from her bell and is then in its list. The layout guard keeps a
// patient and a practitioner without a structure out of the structure's pages.
import type { Page } from '@playwright/test'
import { registration } from '../apps/api/src/testing/accounts.ts'
import {
  API,
  apiHeaders,
  expectNoAxeViolations,
  fictionPhone,
  nameMarker,
  type AppName,
} from './support/fixtures.ts'
import { newPage } from './support/patients.ts'
import { registerPractitioner } from './support/practitioners.ts'
import { axeAtBothWidths, signUp } from './support/registration.ts'
import { expect, test } from './support/signed-in.ts'

const MATERNITY = 'maternite.perinatal@demo.relais-sante.fr'
const PATIENT = 'patiente.perinatal@demo.relais-sante.fr'

/**
 * The structure's invitation, live in the practitioner's bell without a reload: its row (`row`) opened,
 * its dialog showing the structure's `message`, without axe violations.
 */
async function openInvitation(page: Page, row: RegExp, message: string) {
  const bell = page.getByRole('button', { name: /Notifications.*1/ })
  await expect(bell).toBeVisible({ timeout: 15_000 })
  await bell.click()
  await page.getByRole('grid', { name: 'Notifications' }).getByRole('row', { name: row }).click()
  const invitation = page.getByRole('dialog', { name: 'Invitation à rejoindre une structure' })
  await expect(invitation).toContainText(message)
  await expectNoAxeViolations(page)
  return invitation
}

/** The newest message the outbox holds for `recipient`, waiting a little for it to arrive. */
async function latestMessage(app: AppName, recipient: string): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const response = await fetch(`${API}/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`, {
      headers: apiHeaders(app),
    })
    expect(response.status).toBe(200)
    const [message] = (await response.json()) as { subject: string; text: string }[]
    if (message) return message
    if (Date.now() > deadline) throw new Error(`nothing reached the outbox for ${recipient}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
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
    const family = `Faure${nameMarker()}`
    // A midwife registers and opens the app on her device.
    const { page: midwife, id: midwifeId } = await registerPractitioner(browser, baseURL, app, {
      userType: 'midwife',
      firstName: 'Inès',
      lastName: family,
      email: `e2e.organizations.${family.toLowerCase()}@exemple.fr`,
    })

    // The maternity service invites her (its 'Équipe' page will send this call).
    const maternity = await signedInAs(MATERNITY)
    const current = await maternity.request.get(`${API}/user/current`, { headers: apiHeaders(app) })
    const organizationId = ((await current.json()) as { organizations: { id: string }[] }).organizations[0]!
      .id
    const invited = await maternity.request.post(`${API}/organization/${organizationId}/invite-to-join`, {
      headers: apiHeaders(app),
      data: { userId: midwifeId, message: 'Bienvenue dans notre équipe de suivi à domicile.' },
    })
    expect(invited.status(), await invited.text()).toBe(201)

    // It arrives in her bell without a reload; its dialog sends the request and closes by itself.
    const invitation = await openInvitation(
      midwife,
      /Bienvenue dans notre équipe/,
      'Bienvenue dans notre équipe de suivi à domicile.',
    )
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
      headers: apiHeaders(app),
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
    const family = `Mercier${nameMarker()}`
    const email = `e2e.organizations.${family.toLowerCase()}@exemple.fr`
    const { page: doctor } = await registerPractitioner(
      browser,
      baseURL,
      app,
      { userType: 'doctor', firstName: 'Hugo', lastName: family, email },
      '/app/join-organization',
    )

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

  test("the structure invites a new email from 'Équipe'; its link leads to the registration, which makes her a member", async ({
    app,
    browser,
    baseURL,
    signedInAs,
  }) => {
    test.skip(app !== 'perinatal', 'the demo maternity service is a perinatal structure')
    test.setTimeout(120_000)
    const family = `Roche${nameMarker()}`
    const email = `e2e.invitation.${family.toLowerCase()}@exemple.fr`

    const maternity = await signedInAs(MATERNITY)
    await maternity.setViewportSize({ width: 1440, height: 900 })
    await maternity.getByRole('link', { name: 'Équipe', exact: true }).first().click()
    await expect(maternity).toHaveURL(/\/app\/organization\/team$/)
    await expect(maternity.getByRole('heading', { name: 'Équipe', level: 1 })).toBeVisible()
    await expect(maternity.getByRole('heading', { name: /^Médecins \(\d+\)$/ })).toBeVisible()
    await axeAtBothWidths(maternity)
    await maternity.setViewportSize({ width: 1440, height: 900 })

    await maternity.getByRole('button', { name: 'Inviter', exact: true }).click()
    const dialog = maternity.getByRole('dialog', { name: 'Inviter un professionnel' })
    await dialog.getByRole('searchbox', { name: 'Rechercher un professionnel' }).fill(email)
    await dialog.getByRole('button', { name: 'Inviter par email' }).click()
    await expect(dialog.getByText(`À : ${email} (nouveau compte)`)).toBeVisible()
    // The pre-filled message, which the manager completes.
    const editor = dialog.getByRole('textbox', { name: 'Message' })
    await expect(editor).toContainText('Maternité des Lilas vous invite à rejoindre son équipe.')
    await editor.click()
    await maternity.keyboard.press('Control+End')
    await maternity.keyboard.type(' Nous serions ravis de vous accueillir.')
    await axeAtBothWidths(maternity)
    await maternity.setViewportSize({ width: 1440, height: 900 })
    await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click()
    await expect(dialog.getByRole('status')).toHaveText('Invitation envoyée')
    await dialog.getByRole('button', { name: 'Fermer' }).last().click()
    await maternity.getByRole('button', { name: /^Invitation en attente \(\d+\)$/ }).click()
    await expect(maternity.getByText(email)).toBeVisible()

    // The email, as the outbox keeps it: the structure's words and the perinatal app's registration.
    const message = await latestMessage(app, email)
    expect(message.subject).toBe(
      'Maternité des Lilas vous invite à rejoindre son équipe sur Relais Santé Périnatalité',
    )
    expect(message.text).toContain('Nous serions ravis de vous accueillir.')
    const link = /https?:\/\/\S+\/register\/select/.exec(message.text)?.[0]
    expect(link).toBe(`${baseURL}/register/select`)

    // She follows it, signs up with the invited email, and registers as a midwife.
    const invitee = await newPage(browser, baseURL)
    await signUp(invitee, app, link!, email)
    const created = await invitee.request.post(`${API}/user`, {
      headers: apiHeaders(app),
      data: {
        ...registration('midwife', { email, phone: fictionPhone() }),
        firstName: 'Maëlle',
        lastName: family,
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const user = (await created.json()) as { user: { id: string; organizations: { name: string }[] } }
    expect(user.user.organizations.map((o) => o.name)).toContain('Maternité des Lilas')
    await invitee.context().close()

    // She is in the team, no longer among the invitations, and has her page.
    await maternity.reload()
    const midwives = maternity.getByRole('region', { name: /^Sages-femmes/ })
    await expect(midwives.getByRole('link', { name: `Maëlle ${family}` })).toBeVisible()
    await maternity.getByRole('button', { name: /^Invitation en attente/ }).click()
    await expect(maternity.getByText(email)).toBeHidden()
    await midwives.getByRole('link', { name: `Maëlle ${family}` }).click()
    await expect(maternity).toHaveURL(new RegExp(`/app/organization/team/${user.user.id}$`))
    await expect(maternity.getByRole('heading', { name: `Maëlle ${family}`, level: 1 })).toBeVisible()
    await expect(maternity.getByText(email)).toBeVisible()
    await axeAtBothWidths(maternity)
  })

  test("a practitioner without a structure is sent to 'Rejoindre une structure', asks by FINESS, and the structure accepts from 'Équipe'", async ({
    app,
    browser,
    baseURL,
    signedInAs,
  }) => {
    test.skip(app !== 'perinatal', 'the demo maternity service is a perinatal structure')
    test.setTimeout(120_000)
    const family = `Lemaire${nameMarker()}`
    const email = `e2e.organizations.${family.toLowerCase()}@exemple.fr`
    const { page: midwife } = await registerPractitioner(browser, baseURL, app, {
      userType: 'midwife',
      firstName: 'Lou',
      lastName: family,
      email,
    })

    // Without a structure, the structure's pages send her to 'Rejoindre une structure'.
    await midwife.goto('/app/organization/team')
    await expect(midwife).toHaveURL(/\/app\/join-organization$/)
    const field = midwife.getByRole('textbox', { name: /Numéro FINESS/ })
    await field.click()
    await midwife.keyboard.type('930000104')
    const found = midwife.getByRole('region', { name: 'Maternité des Lilas' })
    await found.getByRole('button', { name: 'Envoyer une demande' }).click()
    await expect(found.getByRole('status')).toContainText(
      'Votre demande a été envoyée à Maternité des Lilas.',
    )

    // The structure answers from 'Équipe'.
    const maternity = await signedInAs(MATERNITY)
    await maternity.goto('/app/organization/team')
    const requests = maternity.getByRole('list', { name: "Demandes d'affiliation en attente" })
    await expect(requests.getByText(`Lou ${family}`)).toBeVisible()
    await axeAtBothWidths(maternity)
    await maternity.setViewportSize({ width: 1440, height: 900 })
    await requests.getByRole('button', { name: `Accepter la demande de Lou ${family}` }).click()
    await expect(maternity.getByRole('status').filter({ hasText: 'fait maintenant partie' })).toHaveText(
      `Lou ${family} fait maintenant partie de l'équipe`,
    )
    await expect(requests.getByText(`Lou ${family}`, { exact: true })).toBeHidden()
    await expect(
      maternity.getByRole('region', { name: /^Sages-femmes/ }).getByRole('link', { name: `Lou ${family}` }),
    ).toBeVisible()

    // She is a member now: the team opens for her, with no manager's tools.
    await midwife.goto('/app/organization/team')
    await expect(midwife).toHaveURL(/\/app\/organization\/team$/)
    await expect(
      midwife.getByRole('region', { name: /^Sages-femmes/ }).getByRole('link', { name: `Lou ${family}` }),
    ).toBeVisible()
    await expect(midwife.getByRole('button', { name: 'Inviter', exact: true })).toBeHidden()
    await midwife.context().close()
  })

  test("the structure invites a midwife as an external practitioner from 'Praticiens externes'; she accepts from her bell", async ({
    app,
    browser,
    baseURL,
    signedInAs,
  }) => {
    test.skip(app !== 'perinatal', 'the demo maternity service is a perinatal structure')
    test.setTimeout(120_000)
    const family = `Roux${nameMarker()}`
    const { page: midwife } = await registerPractitioner(browser, baseURL, app, {
      userType: 'midwife',
      firstName: 'Inès',
      lastName: family,
      email: `e2e.organizations.${family.toLowerCase()}@exemple.fr`,
    })

    const maternity = await signedInAs(MATERNITY)
    await maternity.setViewportSize({ width: 1440, height: 900 })
    await maternity.goto('/app/organization/external-practitioners')
    await expect(maternity.getByRole('heading', { name: 'Praticiens externes', level: 1 })).toBeVisible()
    await maternity.getByRole('button', { name: 'Inviter', exact: true }).click()
    const dialog = maternity.getByRole('dialog', { name: 'Inviter un praticien externe' })
    await dialog.getByRole('searchbox', { name: 'Rechercher un professionnel' }).fill(family)
    await dialog.getByRole('button', { name: `Inviter Inès ${family}` }).click()
    await expect(dialog).toContainText(`À : Inès ${family} (Sage-femme)`)
    await dialog.getByRole('textbox', { name: 'Message' }).click()
    await maternity.keyboard.type('Nous aimerions vous adresser nos patientes de retour à domicile.')
    await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click()
    await expect(dialog.getByRole('status')).toHaveText('Invitation envoyée')
    await expectNoAxeViolations(maternity)
    // The footer's 'Fermer', after the title bar's close button of the same name.
    await dialog.getByRole('button', { name: 'Fermer' }).last().click()
    await maternity.getByRole('button', { name: /^Invitation en attente/ }).click()
    await expect(maternity.getByText(`Inès ${family} (Sage-femme)`)).toBeVisible()

    // It arrives in her bell; she accepts in its dialog, which closes by itself.
    const invitation = await openInvitation(
      midwife,
      /Nous aimerions vous adresser nos patientes/,
      'Nous aimerions vous adresser nos patientes de retour à domicile.',
    )
    await invitation.getByRole('button', { name: 'Accepter' }).click()
    await expect(invitation.getByRole('status')).toHaveText('Invitation acceptée')
    await expect(invitation).toBeHidden({ timeout: 5_000 })

    // She is one of the structure's external practitioners, no longer an invitation.
    await maternity.reload()
    const list = maternity.getByRole('list', { name: 'Praticiens externes' })
    await expect(list.getByText(`Inès ${family}`)).toBeVisible()
    await maternity.getByRole('button', { name: /^Invitation en attente/ }).click()
    await expect(maternity.getByText(`Inès ${family} (Sage-femme)`)).toHaveCount(0)
    await maternity.getByRole('searchbox', { name: 'Rechercher un praticien externe' }).fill(family)
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await axeAtBothWidths(maternity)
    await midwife.context().close()
  })

  test("a patient is sent home from the structure's pages", async ({ app, signedInAs }) => {
    test.skip(app !== 'perinatal', 'the demo patient is perinatal; the guard is the same in every app')
    const patient = await signedInAs(PATIENT)
    await patient.goto('/app/organization/team')
    await expect(patient).toHaveURL(/\/app$/)
  })
})
