// A reading typed by the nurse, shown to the doctor: the demo nurse and the demo doctor in the room of
// a consultation the demo patient booked with them, each in their own browser; the nurse records a heart
// rate again and again, and each time the doctor's panel shows it the time since her click is noted
// (both pages' clocks are the machine's). What it spans: the browser's encryption, the API's POST and
// its write, the socket's delivery, the doctor's decryption and his screen's update. Writes its
// figures for bench/reading-delivery.ts.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Page } from '@playwright/test'
import { API } from '../../e2e/support/fixtures.ts'
import { expect, test } from '../../e2e/support/signed-in.ts'
import { nextSlotWithinTheDay } from '../../e2e/support/slots.ts'
import { READING_DELIVERY_FILE, READINGS } from './figures.ts'

const DOCTOR = 'medecin.mobility@demo.relais-sante.fr'
const NURSE = 'infirmier.mobility@demo.relais-sante.fr'
const PATIENT = 'patient.mobility@demo.relais-sante.fr'
const HEADERS = { 'X-Application-Name': 'mobility', 'X-Env-Mode': 'LOCAL' }

const idOf = async (page: Page) =>
  ((await (await page.request.get(`${API}/user/current`, { headers: HEADERS })).json()) as { id: string }).id

const ROUND_THE_CLOCK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  start: `2018-01-0${day}T00:00:00`,
  end: `2018-01-0${day}T23:59:00`,
}))

// Scripts run in the pages (the browser's own, so plain JavaScript). The doctor's notes when each heart
// rate first shows in his panel; the nurse's when 'Enregistrer les constantes' is pressed. Both in
// wall-clock milliseconds at a high resolution: the two pages share the machine's clock.
const WATCH_PANEL = `(() => {
  window.readingsSeen = {}
  const note = () => {
    for (const value of document.querySelectorAll('dd')) {
      const shown = /^(\\d+) bpm$/.exec(value.textContent ?? '')?.[1]
      if (shown && window.readingsSeen[shown] === undefined) {
        window.readingsSeen[shown] = performance.timeOrigin + performance.now()
      }
    }
  }
  new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true })
})()`
const WATCH_SAVES = `(() => {
  window.saveClicks = []
  document.addEventListener('click', (event) => {
    if (event.target.closest('button')?.textContent === 'Enregistrer les constantes') {
      window.saveClicks.push(performance.timeOrigin + performance.now())
    }
  }, true)
})()`

test('a reading typed by the nurse, on the doctor’s screen', async ({ signedInAs, baseURL }) => {
  const doctor = await signedInAs(DOCTOR)
  const nurse = await signedInAs(NURSE)
  const patient = await signedInAs(PATIENT)
  for (const practitioner of [doctor, nurse]) {
    const opened = await practitioner.request.put(
      `${API}/practitioner/${await idOf(practitioner)}/schedule/recurring-slots`,
      { headers: HEADERS, data: { slots: ROUND_THE_CLOCK } },
    )
    expect(opened.status()).toBe(200)
    await practitioner.context().grantPermissions(['camera', 'microphone'], { origin: baseURL })
  }
  // The doctor keeps Paris's hours, the nurse Abidjan's.
  const { start, end } = nextSlotWithinTheDay(30, ['Europe/Paris', 'Africa/Abidjan'])
  const booked = await patient.request.post(`${API}/appointment`, {
    headers: HEADERS,
    data: {
      patientId: await idOf(patient),
      doctorId: await idOf(doctor),
      assistantId: await idOf(nurse),
      start: start.toISOString(),
      end: end.toISOString(),
      serviceCategory: 'Consultation',
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const appointmentId = ((await booked.json()) as { id: string }).id
  // Her page load gives the care team her file's keys.
  await patient.reload()
  await patient.waitForLoadState('networkidle')

  try {
    await doctor.goto(`/app/appointment/${appointmentId}`)
    await nurse.goto(`/app/appointment/${appointmentId}`)
    const panel = doctor.getByRole('region', { name: 'Relevés' })
    await expect(panel.getByText('Aucun relevé pour le moment')).toBeVisible()
    await doctor.evaluate(WATCH_PANEL)
    await nurse.evaluate(WATCH_SAVES)

    const field = nurse.getByRole('textbox', { name: 'Fréquence cardiaque (bpm)' })
    const latencies: number[] = []
    for (let i = 0; i < READINGS; i++) {
      const value = String(60 + i)
      await field.fill(value)
      await nurse.getByRole('button', { name: 'Enregistrer les constantes' }).click()
      await expect(panel.getByText(`${value} bpm`, { exact: true })).toBeVisible()
      // Saved: the field empties, ready for the next one.
      await expect(field).toHaveValue('')
      const clicked = (await nurse.evaluate('window.saveClicks.at(-1)')) as number
      const seen = (await doctor.evaluate(`window.readingsSeen[${JSON.stringify(value)}]`)) as number
      latencies.push(seen - clicked)
    }
    mkdirSync(dirname(READING_DELIVERY_FILE), { recursive: true })
    writeFileSync(READING_DELIVERY_FILE, JSON.stringify({ latencies }))
  } finally {
    for (const practitioner of [doctor, nurse]) await practitioner.context().clearPermissions()
    await doctor.request.post(`${API}/appointment/${appointmentId}/cancel`, { headers: HEADERS })
  }
})
