// The assisted teleconsultation end to end, in mobility: the demo patient in Abidjan books a visit with
// the demo doctor and the demo nurse; the doctor and the nurse each open the waiting page, test their
// camera and microphone (Chromium's fake devices, permission granted) and join the consultation, where
// each sees the other's picture, connected peer to peer through the API's signals; the patient, who
// has not granted her camera, is told 'Accès refusé' by the device test and cannot join. The doctor
// leaves for the patient's record.
import type { Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.ts'
import { API, expectNoAxeViolations, type AppName } from './support/fixtures.ts'
import { expect, test } from './support/signed-in.ts'

// The full Chromium: its headless shell, which the other journeys run in, has no camera or microphone
// at all, not even fake ones. A worker of its own, then.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--disable-features=WebRtcHideLocalIpsWithMdns',
    ],
  },
})

const DOCTOR = 'medecin.mobility@demo.relais-sante.fr'
const NURSE = 'infirmier.mobility@demo.relais-sante.fr'
const PATIENT = 'patient.mobility@demo.relais-sante.fr'

const headers = (app: AppName) => ({ 'X-Application-Name': app, 'X-Env-Mode': 'LOCAL' })

const idOf = async (page: Page, app: AppName) =>
  (
    (await (await page.request.get(`${API}/user/current`, { headers: headers(app) })).json()) as {
      id: string
    }
  ).id

/** Every day open round the clock: a slot starting a few minutes from now is free whatever the hour. */
const ROUND_THE_CLOCK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  start: `2018-01-0${day}T00:00:00`,
  end: `2018-01-0${day}T23:59:00`,
}))

/** The waiting page, the device test passed, then the consultation. */
async function join(page: Page, appointmentId: string) {
  await page.goto(`/app/join-appointment/${appointmentId}`)
  await expect(page.getByText(/La consultation (commence dans|a commencé il y a)/)).toBeVisible()
  await page.getByRole('button', { name: 'Rejoindre', exact: true }).click()
  const test = page.getByRole('dialog', { name: 'Test des périphériques' })
  await test.getByRole('button', { name: 'Commencer le test' }).click()
  const enter = test.getByRole('button', { name: 'Rejoindre la consultation' })
  await expect(enter).toBeEnabled({ timeout: 15_000 })
  await enter.click()
  await expect(page).toHaveURL(new RegExp(`/app/appointment/${appointmentId}$`))
}

/** Whether the picture named `name` shows moving images. */
const playing = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Participants' })
    .locator(`video[aria-label="${name}"]`)
    .evaluate((element) => {
      const video = element as unknown as { readyState: number; videoWidth: number }
      return video.readyState >= 2 && video.videoWidth > 0
    })

test.describe('teleconsultation', () => {
  test('the doctor and the nurse test their devices and see each other; the patient without her camera cannot join', async ({
    app,
    baseURL,
    signedInAs,
  }) => {
    test.skip(app !== 'mobility', 'the assisted teleconsultation is the mobility mode’s')
    test.setTimeout(120_000)
    const doctor = await signedInAs(DOCTOR)
    const nurse = await signedInAs(NURSE)
    const patient = await signedInAs(PATIENT)
    for (const practitioner of [doctor, nurse]) {
      const opened = await practitioner.request.put(
        `${API}/practitioner/${await idOf(practitioner, app)}/schedule/recurring-slots`,
        { headers: headers(app), data: { slots: ROUND_THE_CLOCK } },
      )
      expect(opened.status(), await opened.text()).toBe(200)
      await practitioner.context().grantPermissions(['camera', 'microphone'], { origin: baseURL })
    }

    // The patient books them both, ten minutes from now (on the quarter hour).
    const start = new Date(Math.ceil((Date.now() + 10 * 60_000) / 900_000) * 900_000)
    const booked = await patient.request.post(`${API}/appointment`, {
      headers: headers(app),
      data: {
        patientId: await idOf(patient, app),
        doctorId: await idOf(doctor, app),
        assistantId: await idOf(nurse, app),
        start: start.toISOString(),
        end: new Date(start.getTime() + 30 * 60_000).toISOString(),
        serviceCategory: 'Consultation',
      },
    })
    expect(booked.status(), await booked.text()).toBe(201)
    const appointmentId = ((await booked.json()) as { id: string }).id

    try {
      // The doctor joins first: alone until the nurse comes.
      await doctor.goto(`/app/join-appointment/${appointmentId}`)
      await expect(doctor.getByText(/La consultation commence dans/)).toBeVisible()
      await expectNoAxeViolations(doctor)
      await join(doctor, appointmentId)
      await expect(doctor.getByText('Vous êtes seul dans cet appel')).toBeVisible()
      await join(nurse, appointmentId)

      const nurseName = await nurse.getByTestId('user-name').textContent()
      const doctorName = await doctor.getByTestId('user-name').textContent()
      await expect.poll(() => playing(doctor, nurseName!.trim()), { timeout: 20_000 }).toBe(true)
      await expect.poll(() => playing(nurse, doctorName!.trim()), { timeout: 20_000 }).toBe(true)
      await expect(doctor.getByText('Vous êtes seul dans cet appel')).toBeHidden()
      await expectNoAxeViolations(doctor)

      // The patient has not granted her camera: the device test says so, and she cannot join.
      await patient.goto(`/app/join-appointment/${appointmentId}`)
      await patient.getByRole('button', { name: 'Rejoindre', exact: true }).click()
      const devices = patient.getByRole('dialog', { name: 'Test des périphériques' })
      await devices.getByRole('button', { name: 'Commencer le test' }).click()
      await expect(devices.getByText('Accès refusé').first()).toBeVisible()
      await expect(devices.getByRole('button', { name: 'Rejoindre la consultation' })).toBeDisabled()
      await expectNoAxeViolations(patient)
      await patient.setViewportSize({ width: 375, height: 812 })
      await expectNoAxeViolations(patient)
      await devices.getByRole('button', { name: 'Annuler' }).click()

      // The doctor leaves for the patient's record; the nurse is alone again.
      await doctor.getByRole('button', { name: 'Quitter la consultation' }).click()
      await expect(doctor).toHaveURL(/\/app\/patients\/[0-9a-f-]{36}$/)
      await expect(nurse.getByText('Vous êtes seul dans cet appel')).toBeVisible({ timeout: 15_000 })
    } finally {
      for (const practitioner of [doctor, nurse]) await practitioner.context().clearPermissions()
      await doctor.request.post(`${API}/appointment/${appointmentId}/cancel`, { headers: headers(app) })
    }
  })
})
