// The guides against the real API and content/guides: a patient opens 'Guides' from the sidebar's
// footer and finds the guides written for patients of her app — not those for structures — opens one,
// reads it as sections, lists and a remark, and goes back to the list by keyboard. A guide for others
// and an unknown one are both 'Page non trouvée'. Axe at 375 and 1440 px on the list and on a guide.
import { SAME_IN_EVERY_APP } from './support/fixtures.ts'
import { axeAtBothWidths } from './support/registration.ts'
import { expect, test } from './support/signed-in.ts'

const PATIENT = 'patiente.perinatal@demo.relais-sante.fr'

test.describe('guides', () => {
  test('a patient reads the guides written for her, and no other', async ({ signedInAs, app }) => {
    test.skip(app !== 'perinatal', SAME_IN_EVERY_APP)
    const page = await signedInAs(PATIENT)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Guides', exact: true })
      .click()
    await expect(page).toHaveURL(/\/app\/ressources$/)
    await expect(page.getByRole('heading', { name: 'Guides', level: 1 })).toBeVisible()
    const guide = page.getByRole('link', { name: 'Donner accès à mon dossier' })
    await expect(guide).toBeVisible()
    await expect(page.getByText(/Accepter ou refuser la demande d'un professionnel/)).toBeVisible()
    // Written for structures, or for mobility's patients only.
    await expect(page.getByRole('link', { name: 'Inviter mon équipe' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Prendre rendez-vous' })).toHaveCount(0)
    await axeAtBothWidths(page)

    await guide.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/app\/ressources\/donner-acces-a-mon-dossier$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donner accès à mon dossier')
    await expect(page.getByRole('heading', { name: 'Retirer un accès', level: 2 })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Choisissez Révoquer' })).toBeVisible()
    await expect(page.locator('blockquote')).toContainText('Une structure qui reçoit l')
    await expect(page.locator('article strong', { hasText: 'Mes données' }).first()).toBeVisible()
    await axeAtBothWidths(page)

    const back = page.getByRole('link', { name: 'Tous les guides' })
    await back.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/app\/ressources$/)

    for (const slug of ['inviter-mon-equipe', 'un-guide-qui-n-existe-pas']) {
      await page.goto(`/app/ressources/${slug}`)
      await expect(page.getByRole('heading', { name: 'Page non trouvée', level: 1 })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Tous les guides' })).toBeVisible()
    }
  })
})
