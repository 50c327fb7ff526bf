// The health referent end to end. A new patient has none on her dashboard; she chooses one in the
// dialog, whose fields refuse what the domain refuses; the RPPS she gives is the demo midwife's, who
// then holds access to her medical file and opens it — the record decrypted in the midwife's browser,
// since the patient's browser added her to the file's group.
import { randomBytes } from 'node:crypto'
import { API, expectNoAxeViolations, apiHeaders } from './support/fixtures.ts'
import { newPage, registerPatientWithRecord } from './support/patients.ts'
import { address, text } from './support/registration.ts'
import { expect, test } from './support/signed-in.ts'

const MIDWIFE = 'sage-femme.perinatal@demo.relais-sante.fr'
const MIDWIFE_RPPS = '10107654328'

const letters = () => Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')

test.describe('health referent', () => {
  test('she names the demo midwife by her RPPS, who then opens her record', async ({
    app,
    browser,
    baseURL,
    signedInAs,
  }) => {
    test.skip(app !== 'perinatal', 'patients choose a referring midwife or doctor in perinatal')
    test.setTimeout(120_000)
    // Signed in, the midwife has opened her vault: the patient's browser can share the file with her.
    const midwife = await signedInAs(MIDWIFE)
    const treatment = `Spasfon ${letters()}`
    const her = await newPage(browser, baseURL)
    await registerPatientWithRecord(her, app, `Referent${letters()}`, treatment)
    const me = await her.request.get(`${API}/user/current`, { headers: apiHeaders(app) })
    const patientId = ((await me.json()) as { id: string }).id

    await her.goto('/app')
    const card = her.locator('section', {
      has: her.getByRole('heading', { name: 'Mon professionnel référent' }),
    })
    await expect(card.getByText('Aucun professionnel référent')).toBeVisible()
    await card.getByRole('button', { name: 'Choisir mon référent' }).click()
    const dialog = her.getByRole('dialog', { name: 'Choisir mon référent santé' })
    await dialog.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(text(her, 'Prénom du référent')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByText('Ce champ est requis').first()).toBeVisible()
    await expectNoAxeViolations(her)

    await dialog
      .getByRole('radiogroup', { name: /Votre référent est/ })
      .getByText('Sage-femme')
      .click()
    await text(her, 'Prénom du référent').fill('Sophie')
    await text(her, 'Nom du référent').fill('Garnier')
    await text(her, 'Email du référent').fill('sophie.garnier@exemple.fr')
    await text(her, 'Numéro RPPS du référent').fill('1010765')
    await address(her, 'Adresse du référent')
    await dialog.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(dialog.getByText('Le numéro RPPS doit contenir 11 chiffres')).toBeVisible()
    await her.setViewportSize({ width: 375, height: 812 })
    await expectNoAxeViolations(her)
    await her.setViewportSize({ width: 1440, height: 900 })
    await text(her, 'Numéro RPPS du référent').fill(MIDWIFE_RPPS)
    await dialog.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(
      her.getByText('Sophie Garnier peut désormais consulter votre dossier médical.'),
    ).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(card.getByText('Sur Relais')).toBeVisible()
    await expect(card.getByText(MIDWIFE_RPPS)).toBeVisible()

    // The midwife she named opens her page and reads her record.
    await midwife.goto(`/app/patients/${patientId}`)
    await expect(midwife.getByRole('heading', { name: 'Référent santé' })).toBeVisible()
    await expect(midwife.getByText(treatment)).toBeVisible({ timeout: 20_000 })
    await her.context().close()
  })
})
