// Health check-ups (mobility) against the real API: a station records a check-up under a patient's NIR
// at the local station platform; an administrator looks the NIR up and sees it waiting, without its
// values; the patient hears of it in her bell, her record page adds its measures to her encrypted record
// and deletes it at the platform, and the notification turns unseen again while her physical activity
// is not given; the administrator then finds nothing waiting, and the values are in no stored column
// or file in clear.
import { API, apiHeaders, expectNoAxeViolations, nameMarker } from './support/fixtures.ts'
import { newPage, registerPatientWithRecord } from './support/patients.ts'
import { scanStoredData } from './support/plaintext-scan.ts'
import { expect, test } from './support/signed-in.ts'

const ADMIN = 'admin.mobility@relais-sante.fr'

test.describe('health check-ups', () => {
  test('a station’s check-up waits for the patient, reaches her record encrypted, and is gone from the platform', async ({
    app,
    browser,
    baseURL,
    signedInAs,
  }) => {
    test.skip(app !== 'mobility', 'check-ups exist in the mobility mode only')
    test.setTimeout(120_000)
    const family = `Koné${nameMarker()}`
    const patientPage = await newPage(browser, baseURL)
    const patient = await registerPatientWithRecord(patientPage, app, family, `Fer ${nameMarker()}`)

    // A station sends what it measured: a blood pressure unusual enough to be searched for afterwards.
    const [systolic, diastolic] = [131 + Math.floor(Math.random() * 40), 71 + Math.floor(Math.random() * 15)]
    const recorded = await patientPage.request.post(`${API}/dev/checkup-station/checkups`, {
      headers: apiHeaders(app),
      data: {
        nir: patient.nir,
        station: 'Station santé de Lyon Part-Dieu',
        measurements: [
          { type: 'BLOOD_PRESSURE', code: '85354-9', valueString: `${systolic}/${diastolic}` },
          { type: 'WEIGHT', code: '29463-7', valueString: '64.2' },
          { type: 'HEART_BEAT', code: '8867-4', valueString: '68' },
        ],
      },
    })
    expect(recorded.status(), await recorded.text()).toBe(201)

    // The administrator finds it under her NIR: when, where, how many measures, never a value.
    const admin = await signedInAs(ADMIN)
    await admin.goto('/app/admin')
    await admin.getByRole('link', { name: 'Résultats checkup santé' }).click()
    await expect(admin.getByRole('heading', { name: 'Résultats checkup santé', level: 1 })).toBeVisible()
    const nirField = admin.getByRole('textbox', { name: 'Numéro de sécurité sociale' })
    await nirField.fill(patient.nir)
    await nirField.press('Enter')
    await expect(admin.getByText(`Hélène ${family}`)).toBeVisible()
    const row = admin.getByRole('row').filter({ hasText: 'Station santé de Lyon Part-Dieu' })
    await expect(row).toContainText('3 mesures')
    await expect(admin.getByText(String(systolic))).toHaveCount(0)
    await expectNoAxeViolations(admin)
    await admin.setViewportSize({ width: 375, height: 812 })
    await expectNoAxeViolations(admin)
    await admin.setViewportSize({ width: 1440, height: 900 })

    // The patient's bell says so; opening it marks it seen and leads to her record.
    const bell = patientPage.getByRole('button', { name: /Notifications.*1/ })
    await expect(bell).toBeVisible({ timeout: 15_000 })
    await bell.click()
    await patientPage
      .getByRole('grid', { name: 'Notifications' })
      .getByRole('row', { name: /Les résultats de votre checkup santé sont disponibles/ })
      .click()
    await expect(patientPage).toHaveURL(/\/app\/medical-record/)
    await expect(
      patientPage.getByText('Un nouveau checkup santé a été ajouté à votre dossier médical.'),
    ).toBeVisible({ timeout: 20_000 })
    const card = patientPage.locator('section', {
      has: patientPage.getByRole('heading', { name: 'Résultats checkup santé' }),
    })
    await expect(card).toContainText(`${systolic} / ${diastolic} mmHg`)
    await expect(card).toContainText('64,2 kg')
    await expect(card).toContainText('68 bpm')
    // Her physical activity is not given: the check-up's notification is unseen again until it is.
    await expect(card.getByRole('link', { name: 'Renseigner mon activité physique' })).toBeVisible()
    await expect(patientPage.getByRole('button', { name: /Notifications.*1/ })).toBeVisible({
      timeout: 15_000,
    })
    await expectNoAxeViolations(patientPage)

    // Taken by her record, it no longer waits at the platform; a reload adds nothing twice.
    await nirField.fill(patient.nir)
    await nirField.press('Enter')
    await expect(admin.getByText('Aucun checkup en attente pour ce numéro')).toBeVisible()
    await patientPage.reload()
    await expect(card).toContainText(`${systolic} / ${diastolic} mmHg`)
    await expect(
      patientPage.getByText('Un nouveau checkup santé a été ajouté à votre dossier médical.'),
    ).toHaveCount(0)

    const scan = await scanStoredData([`${systolic}/${diastolic}`])
    expect(scan.columns.get(`${systolic}/${diastolic}`), 'the blood pressure in a column').toEqual([])
    expect(scan.files.get(`${systolic}/${diastolic}`), 'the blood pressure in a stored file').toEqual([])
    await patientPage.context().close()
  })
})
