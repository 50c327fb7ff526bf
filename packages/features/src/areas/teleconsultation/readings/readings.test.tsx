// The consultation's readings in the room, against the API's observations kept in the page, real vaults
// on one in-memory key directory (the patient's medical-file group holding the doctor and the nurse) and
// a socket that lives in the page: the nurse's vital signs reach the API as envelopes only and show in
// her panel; the doctor sees what the nurse records appear live, reads the list again after a cut and
// counts what does not open; a value out of range, or nothing typed, is said at once and nothing is
// sent; a refusal is said and what was typed stays; a file not shared is said, and a list that could not
// be read; the patient reads hers without an entry; the urine strip and a biochemistry panel are
// recorded too.
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { encodeVitalSign, parseObservation } from '@relais/domain'
import { readingsWorld } from '../testing/readings-world.ts'
import { enterRoom } from '../testing/enter-room.tsx'
import { ASSISTANT } from '../testing/teleconsultation-world.ts'

const panel = () => page.getByRole('region', { name: 'Relevés' })
const entry = () => page.getByRole('region', { name: 'Saisir des relevés' })
const field = (name: string) => entry().getByRole('textbox', { name, exact: true })
const measure = (label: string) => panel().getByText(label, { exact: true }).element().parentElement!

async function choose(label: string, option: string) {
  // A select's button is named by its value, then its label.
  await entry()
    .getByRole('button', { name: new RegExp(`${label}$`) })
    .click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

describe('the readings of the consultation', () => {
  it('sends the nurse’s vital signs as envelopes only, then shows them in her panel', async () => {
    const world = await readingsWorld()
    await enterRoom(world, 'nurse')
    await expect.element(panel().getByText('Aucun relevé pour le moment')).toBeVisible()

    await field('Fréquence cardiaque (bpm)').fill('72')
    await field('Pression systolique (mmHg)').fill('120')
    await field('Pression diastolique (mmHg)').fill('80')
    await entry().getByRole('button', { name: 'Enregistrer les constantes' }).click()

    await expect.element(page.getByText('Relevés enregistrés')).toBeVisible()
    expect(world.store.posted).toHaveLength(1)
    // Nothing of the readings travels in clear: only the envelopes' opaque parts could hold them.
    const opaque = new Set(['ciphertext', 'nonce', 'encryptionSessionId'])
    const clear = JSON.stringify(world.store.posted[0], (key, value: unknown) =>
      opaque.has(key) ? '…' : value,
    )
    expect(clear).not.toContain('72')
    expect(clear).not.toMatch(/HEART_BEAT|8867-4|valueString/)
    // And they do hold them, for the doctor's keys.
    const stored = world.store.byAppointment.get(world.appointment.id)!
    const opened = await Promise.all(
      stored.map(async ({ envelope }) =>
        parseObservation(
          await (await world.doctor.retrieveSession(envelope.encryptionSessionId)).decryptString(envelope),
        ),
      ),
    )
    expect(opened).toEqual([
      { type: 'HEART_BEAT', code: '8867-4', valueString: '72' },
      { type: 'BLOOD_PRESSURE', code: '85354-9', valueString: '120/80' },
    ])

    await expect.element(panel().getByText('Aucun relevé pour le moment')).not.toBeInTheDocument()
    expect(measure('Fréquence cardiaque').textContent).toMatch(/^Fréquence cardiaque72 bpmà \d\d:\d\d$/)
    expect(measure('Pression artérielle').textContent).toMatch(/^Pression artérielle120 \/ 80 mmHg/)
    expect(measure('Température').textContent).toBe('Température-')
    // The tab's fields are cleared for the next readings.
    await expect.element(field('Fréquence cardiaque (bpm)')).toHaveValue('')
  })

  it('shows the doctor what the nurse records, live, reads the list again after a cut, and counts what does not open', async () => {
    const world = await readingsWorld()
    await world.recordedByNurse(encodeVitalSign('TEMPERATURE', [37.2]))
    // Not an observation, and a session the doctor holds no key of.
    await world.recordedByNurse('{"note":"x"}')
    const privateSession = await world.patient.createSession()
    world.store.record(world.appointment.id, await privateSession.encryptString('{}'), ASSISTANT.id)

    await enterRoom(world, 'doctor')
    await expect.element(panel().getByText('37,2')).toBeVisible()
    await expect.element(panel().getByText('2 relevés illisibles')).toBeVisible()
    await expect.element(entry()).not.toBeInTheDocument()

    const heard = await world.recordedByNurse(encodeVitalSign('HEART_BEAT', [72]))
    const event = {
      type: 'room/signal',
      from: ASSISTANT.id,
      signal: { type: 'observations', observations: [heard] },
    }
    world.live.publish(world.path, event)
    // Heard twice (a reconnection), shown once.
    world.live.publish(world.path, event)
    await expect.poll(() => measure('Fréquence cardiaque').textContent).toMatch(/^Fréquence cardiaque72 bpm/)
    await expect
      .element(panel().getByRole('status'))
      .toHaveTextContent('Nouveau relevé : Fréquence cardiaque')
    expect(panel().getByText(/^72/).elements()).toHaveLength(1)

    // Recorded during a cut: only the list has it.
    await world.recordedByNurse(encodeVitalSign('SpO2', [97]))
    world.live.resyncTopic(world.path)
    await expect.poll(() => measure('Saturation').textContent).toMatch(/^Saturation97 %/)
  })

  it('shows the patient her readings, with her own keys, and no entry', async () => {
    const world = await readingsWorld()
    await world.recordedByNurse(encodeVitalSign('WEIGHT', [64.5]))
    await enterRoom(world, 'patient')
    await expect.poll(() => measure('Poids').textContent).toMatch(/^Poids64,5 kg/)
    await expect.element(entry()).not.toBeInTheDocument()
  })

  it('says a value out of range, or nothing typed, at once, and sends nothing', async () => {
    const world = await readingsWorld()
    await enterRoom(world, 'nurse')
    const save = entry().getByRole('button', { name: 'Enregistrer les constantes' })
    await save.click()
    await expect.element(entry().getByRole('alert')).toHaveTextContent('Renseignez au moins une constante')

    await field('Fréquence cardiaque (bpm)').fill('300')
    await field('Pression systolique (mmHg)').fill('80')
    await field('Pression diastolique (mmHg)').fill('90')
    await save.click()
    await expect.element(entry().getByText('Valeur attendue entre 20 et 250')).toBeVisible()
    await expect
      .element(entry().getByText('La systolique doit être supérieure à la diastolique'))
      .toBeVisible()
    await expect.element(field('Fréquence cardiaque (bpm)')).toHaveAttribute('aria-invalid', 'true')
    expect(world.store.posted).toEqual([])
  })

  it('says the API’s refusal and keeps what was typed', async () => {
    const world = await readingsWorld()
    world.store.refusal = 409
    await enterRoom(world, 'nurse')
    await field('Fréquence cardiaque (bpm)').fill('72')
    await field('Température (°C)').fill('37,5')
    await entry().getByRole('button', { name: 'Enregistrer les constantes' }).click()
    await expect
      .element(entry().getByRole('alert'))
      .toHaveTextContent('Cette consultation est terminée ou annulée')
    await expect.element(field('Fréquence cardiaque (bpm)')).toHaveValue('72')
    await expect.element(field('Température (°C)')).toHaveValue('37,5')
    expect(world.store.byAppointment.get(world.appointment.id)).toBeUndefined()

    world.store.refusal = null
    await entry().getByRole('button', { name: 'Enregistrer les constantes' }).click()
    await expect.element(panel().getByText('37,5')).toBeVisible()
    await expect.element(entry().getByRole('alert')).not.toBeInTheDocument()
  })

  it('says the patient has not shared her file: with the nurse’s vault, and from the API', async () => {
    const world = await readingsWorld({ sharedWithNurse: false })
    const room = await enterRoom(world, 'nurse')
    await field('Fréquence cardiaque (bpm)').fill('72')
    await entry().getByRole('button', { name: 'Enregistrer les constantes' }).click()
    await expect
      .element(entry().getByRole('alert'))
      .toHaveTextContent('Le patient ne vous a pas partagé son dossier médical.')
    expect(world.store.posted).toEqual([])
    await room.unmount()

    const refused = await readingsWorld()
    refused.store.refusal = 403
    await enterRoom(refused, 'doctor')
    await expect
      .element(panel().getByRole('alert'))
      .toHaveTextContent('Le patient ne vous a pas partagé son dossier médical.')
  })

  it('says why the list could not be read, and reads it again on demand', async () => {
    const world = await readingsWorld()
    world.store.refusal = 404
    await enterRoom(world, 'doctor')
    await expect.element(panel().getByRole('alert')).toHaveTextContent('Rendez-vous introuvable')
    world.store.refusal = null
    await panel().getByRole('button', { name: 'Réessayer' }).click()
    await expect.element(panel().getByText('Aucun relevé pour le moment')).toBeVisible()
  })

  it('records a urine strip and a biochemistry panel, each shown with what was measured only', async () => {
    const world = await readingsWorld()
    await enterRoom(world, 'nurse')
    await entry().getByRole('tab', { name: "Analyse d'urine" }).click()
    const saveStrip = entry().getByRole('button', { name: "Enregistrer l'analyse" })
    await saveStrip.click()
    await expect.element(entry().getByRole('alert')).toHaveTextContent('Renseignez au moins un élément')
    await choose('Glucose', '++')
    await choose('pH', '6,5')
    await saveStrip.click()
    const strip = panel().getByRole('region', { name: "Analyse d'urine" })
    await expect.element(strip).toBeVisible()
    expect(
      strip
        .getByRole('definition')
        .elements()
        .map((d) => d.textContent),
    ).toEqual(['++', '6,5'])
    expect(
      strip
        .getByRole('term')
        .elements()
        .map((d) => d.textContent),
    ).toEqual(['Glucose', 'pH'])
    // The strip's choices are back to 'Non mesuré'.
    await expect.element(entry().getByRole('button', { name: /Glucose$/ })).toHaveTextContent('Non mesuré')

    await entry().getByRole('tab', { name: 'Biochimie' }).click()
    const savePanel = entry().getByRole('button', { name: 'Enregistrer le bilan' })
    await savePanel.click()
    await expect.element(entry().getByText('Choisissez un bilan', { exact: true })).toBeInTheDocument()
    await choose('Bilan', 'Bilan rénal')
    await field('Créatinine (µmol/L)').fill('80')
    await field('Urée (mmol/L)').fill('5,2')
    await savePanel.click()
    await expect.element(entry().getByText('Ce champ est obligatoire')).toBeVisible()
    await field('Acide urique (µmol/L)').fill('300')
    await savePanel.click()
    const kidney = panel().getByRole('region', { name: 'Bilan rénal' })
    await expect.element(kidney).toBeVisible()
    expect(
      kidney
        .getByRole('definition')
        .elements()
        .map((d) => d.textContent),
    ).toEqual(['80 µmol/L', '5,20 mmol/L', '300 µmol/L'])
  })
})
