// A practitioner's integrations against the real API, in perinatal: the midwife activates 'Agenda' from
// 'Paramètres' › 'Intégrations' — the authorization address is the app's own callback, which spends its
// one-time code and brings her back to the settings with the link shown once — and a calendar reading
// that link without a session gets her consultations. 'Synchroniser' gives a new link (the old one
// answers 404), 'Désactiver' stops it. A callback whose code is spent says so and leads back. Axe at
// 375 and 1440 px on the settings with the link shown and on the refused callback.
import { SAME_IN_EVERY_APP, expectNoAxeViolations } from './support/fixtures.ts'
import { axeAtBothWidths } from './support/registration.ts'
import { expect, test } from './support/signed-in.ts'

const MIDWIFE = 'sage-femme.perinatal@demo.relais-sante.fr'

test.describe('integrations', () => {
  test("the calendar feed: activated through the app's callback, read, renewed, stopped", async ({
    signedInAs,
    app,
    consoleErrors,
  }) => {
    test.skip(app !== 'perinatal', SAME_IN_EVERY_APP)
    test.setTimeout(120_000)
    const page = await signedInAs(MIDWIFE)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Paramètres' })
      .click()
    await page
      .getByRole('navigation', { name: 'Sections des paramètres' })
      .getByRole('link', { name: 'Intégrations' })
      .click()
    await expect(page.getByRole('heading', { name: 'Agenda', level: 3 })).toBeVisible()
    // A journey cut short before may have left it on.
    if (await page.getByRole('button', { name: 'Désactiver' }).isVisible()) {
      await page.getByRole('button', { name: 'Désactiver' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Désactiver' }).click()
      await expect(page.getByRole('button', { name: 'Activer' })).toBeVisible()
    }
    await expect(page.getByText('Désactivée')).toBeVisible()

    // 'Activer' goes to the callback and back, the vault still open (no unlock asked again).
    const callbacks: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/authorization-callback')) callbacks.push(request.url())
    })
    await page.getByRole('button', { name: 'Activer' }).click()
    await expect(page).toHaveURL(/\/app\/user\/settings#integrations$/)
    const field = page.getByRole('textbox', { name: "Lien d'abonnement" })
    await expect(field).toBeFocused()
    const first = await field.inputValue()
    expect(first).toMatch(/\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/)
    expect(callbacks).toHaveLength(1)
    await expect(page.getByText('Activée', { exact: true })).toBeVisible()
    await axeAtBothWidths(page)
    await page.setViewportSize({ width: 1440, height: 900 })

    // As a phone's calendar reads it: the link alone.
    const feed = await page.request.get(first)
    expect(feed.status(), await feed.text()).toBe(200)
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    expect(await feed.text()).toContain('BEGIN:VCALENDAR')

    // Back later, the link is not shown again: the API keeps only its hash.
    await page.reload()
    await expect(page.getByRole('button', { name: 'Synchroniser' })).toBeVisible()
    await expect(field).toHaveCount(0)

    await page.getByRole('button', { name: 'Synchroniser' }).click()
    const renew = page.getByRole('alertdialog', { name: 'Créer un nouveau lien ?' })
    await renew.getByRole('button', { name: 'Créer un nouveau lien' }).click()
    await expect(field).toBeFocused()
    const second = await field.inputValue()
    expect(second).not.toBe(first)
    expect((await page.request.get(first)).status()).toBe(404)
    expect((await page.request.get(second)).status()).toBe(200)

    await page.getByRole('button', { name: 'Désactiver' }).click()
    await page
      .getByRole('alertdialog', { name: "Désactiver l'agenda ?" })
      .getByRole('button', { name: 'Désactiver' })
      .click()
    await expect(page.getByText("Le lien de l'agenda est désactivé")).toBeVisible()
    await expect(page.getByRole('button', { name: 'Activer' })).toBeFocused()
    expect((await page.request.get(second)).status()).toBe(404)

    // A code spent, expired or someone else's activates nothing.
    await page.goto('/app/user/settings/integrations/ical?code=deja-utilise')
    await expect(
      page.getByText(
        "Ce lien d'activation n'est plus valable. Recommencez l'activation depuis vos paramètres.",
      ),
    ).toBeVisible()
    // The browser logs the API's 400 for the refused code, which this step expects.
    const refused = consoleErrors.findIndex((error) => /Failed to load resource.*\b400\b/.test(error))
    expect(refused).toBeGreaterThanOrEqual(0)
    consoleErrors.splice(refused, 1)
    await axeAtBothWidths(page)
    await page.getByRole('link', { name: 'Retour aux intégrations' }).click()
    await expect(page.getByRole('button', { name: 'Activer' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
