// The doctor's notes in the room, against the API's observations kept in the page and real vaults on one
// in-memory key directory (the patient's medical-file group holding the doctor and the nurse): what he
// types is saved once, a second after the last keystroke, as an envelope only that his keys open; leaving
// a note saves it at once, and only when it changed; a new room starts from the saved notes; a refusal
// is said, the text stays and 'Réessayer' saves it; the notes are not readings, and neither the nurse
// nor the patient has them.
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { DEBOUNCE_MS, encodeVitalSign, observationJson, parseObservation } from '@relais/domain'
import { documentSession } from '../../documents/index.ts'
import { readingsWorld, type ReadingsWorld } from '../testing/readings-world.ts'
import { enterRoom as enterRoomAs } from '../testing/enter-room.tsx'
import { DOCTOR } from '../testing/teleconsultation-world.ts'

async function enterRoom(world: ReadingsWorld, as: 'doctor' | 'nurse' | 'patient' = 'doctor') {
  const screen = await enterRoomAs(world, as)
  await expect.element(page.getByRole('heading', { name: 'Relevés', exact: true })).toBeVisible()
  return screen
}

const notes = () => page.getByRole('region', { name: 'Notes de consultation' })
const note = (name: string) => notes().getByRole('textbox', { name, exact: true })
/** Past the pause that saves a note, with room for encrypting and sending it. */
const SAVED_WITHIN = { timeout: DEBOUNCE_MS.consultationNotes + 4000 }
const SAVED_AT = /^Enregistré à \d\d:\d\d$/

/** Opens what the page sent, with the doctor's keys. */
async function opened(world: ReadingsWorld) {
  const stored = world.store.byAppointment.get(world.appointment.id) ?? []
  return Promise.all(
    stored.map(async ({ envelope }) =>
      parseObservation(
        await (await world.doctor.retrieveSession(envelope.encryptionSessionId)).decryptString(envelope),
      ),
    ),
  )
}

describe("the doctor's notes", () => {
  it('saves what he types once, a second after the last keystroke, as an envelope his keys open', async () => {
    const world = await readingsWorld({ savedBy: DOCTOR.id })
    await enterRoom(world)
    for (const name of ['Histoire de la maladie', 'Examen clinique', 'Conclusion']) {
      await expect.element(note(name)).toBeVisible()
    }
    await note('Conclusion').click()
    await userEvent.keyboard('Angine virale, ')
    await userEvent.keyboard('{Control>}b{/Control}repos{Control>}b{/Control}')
    // Still typing: nothing sent yet.
    expect(world.store.posted).toEqual([])

    await expect.element(note('Conclusion'), SAVED_WITHIN).toHaveAccessibleDescription(SAVED_AT)
    expect(world.store.posted).toHaveLength(1)
    // Nothing of the note travels in clear: only the envelope's opaque parts could hold it.
    const opaque = new Set(['ciphertext', 'nonce', 'encryptionSessionId'])
    const clear = JSON.stringify(world.store.posted[0], (key, value: unknown) =>
      opaque.has(key) ? '…' : value,
    )
    expect(clear).not.toMatch(/Angine|repos|conclusion|valueString/)
    expect(await opened(world)).toEqual([
      { type: 'conclusion', code: 'conclusion', valueString: '<p>Angine virale, <strong>repos</strong></p>' },
    ])
    // The other notes were not touched, so not sent; the readings panel has no reading still.
    await expect.element(note('Histoire de la maladie')).toHaveAccessibleDescription('')
    await expect
      .element(page.getByRole('region', { name: 'Relevés' }).getByText('Aucun relevé pour le moment'))
      .toBeVisible()
  })

  it('saves a note as the focus leaves it, and only when its text changed', async () => {
    const world = await readingsWorld({ savedBy: DOCTOR.id })
    await enterRoom(world)
    await note('Histoire de la maladie').click()
    await userEvent.keyboard('Toux depuis trois jours')
    // Into the next note, well before the pause would have saved it.
    await note('Examen clinique').click()
    await expect.poll(() => world.store.posted).toHaveLength(1)
    await expect.element(note('Histoire de la maladie'), SAVED_WITHIN).toHaveAccessibleDescription(SAVED_AT)

    // In and out again without a change, and a change typed back: nothing more is sent.
    await note('Histoire de la maladie').click()
    await userEvent.keyboard('!{Backspace}')
    await note('Conclusion').click()
    await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS.consultationNotes + 300))
    expect(world.store.posted).toHaveLength(1)
    expect(await opened(world)).toEqual([
      { type: 'history', code: 'history', valueString: '<p>Toux depuis trois jours</p>' },
    ])
  })

  it('starts a new room from the latest saved notes', async () => {
    const world = await readingsWorld({ savedBy: DOCTOR.id })
    // Saved in a room opened an hour ago.
    await world.recordedByDoctor(
      { type: 'clinical_examination', code: 'clinical_examination', valueString: '<p>Ancien examen</p>' },
      new Date(Date.now() - 3_600_000).toISOString(),
    )
    const first = await enterRoom(world)
    await expect.element(note('Examen clinique')).toHaveTextContent('Ancien examen')
    await expect.element(note('Examen clinique')).toHaveAccessibleDescription(SAVED_AT)
    await note('Examen clinique').click()
    await userEvent.keyboard('{Control>}a{/Control}Gorge rouge, pas de fièvre')
    await note('Conclusion').click()
    await userEvent.keyboard('Angine')
    await expect.element(note('Conclusion'), SAVED_WITHIN).toHaveAccessibleDescription(SAVED_AT)
    await expect.element(note('Examen clinique')).toHaveAccessibleDescription(SAVED_AT)
    await first.unmount()

    await enterRoom(world)
    await expect.element(note('Examen clinique')).toHaveTextContent('Gorge rouge, pas de fièvre')
    await expect.element(note('Conclusion')).toHaveTextContent('Angine')
    await expect.element(note('Histoire de la maladie')).toHaveTextContent('')
  })

  it('says a refusal and keeps the text, then saves it again on demand', async () => {
    const world = await readingsWorld({ savedBy: DOCTOR.id })
    world.store.refusal = 409
    await enterRoom(world)
    await note('Conclusion').click()
    await userEvent.keyboard('Revoir dans huit jours')
    const alert = notes().getByRole('alert')
    await expect.element(alert, SAVED_WITHIN).toHaveTextContent('Cette consultation est terminée ou annulée')
    await expect.element(note('Conclusion')).toHaveTextContent('Revoir dans huit jours')
    await expect.element(note('Conclusion')).toHaveAccessibleDescription('')
    expect(world.store.byAppointment.get(world.appointment.id)).toBeUndefined()

    world.store.refusal = null
    await alert.getByRole('button', { name: 'Réessayer' }).click()
    await expect.element(note('Conclusion'), SAVED_WITHIN).toHaveAccessibleDescription(SAVED_AT)
    await expect.element(notes().getByRole('alert')).not.toBeInTheDocument()
    expect(await opened(world)).toEqual([
      { type: 'conclusion', code: 'conclusion', valueString: '<p>Revoir dans huit jours</p>' },
    ])
  })

  it('saves what was typed when the room closes within the pause', async () => {
    const world = await readingsWorld({ savedBy: DOCTOR.id })
    const room = await enterRoom(world)
    await note('Examen clinique').click()
    await userEvent.keyboard('Abdomen souple')
    await room.unmount()
    await expect.poll(() => world.store.posted, SAVED_WITHIN).toHaveLength(1)
    expect(await opened(world)).toEqual([
      { type: 'clinical_examination', code: 'clinical_examination', valueString: '<p>Abdomen souple</p>' },
    ])
  })

  it.each(['nurse', 'patient'] as const)(
    'are not in the %s’s room, nor in the readings when they are heard',
    async (as) => {
      const world = await readingsWorld()
      await enterRoom(world, as)
      const readings = page.getByRole('region', { name: 'Relevés', exact: true })
      await expect.element(readings.getByText('Aucun relevé pour le moment')).toBeVisible()
      expect(notes().query()).toBeNull()
      expect(page.getByRole('textbox', { name: 'Conclusion' }).query()).toBeNull()

      // The doctor's conclusion heard with the nurse's next reading: only the reading is announced.
      const session = await documentSession(world.doctor, world.appointment.patient.id)
      const envelope = await session.encryptString(
        observationJson({ type: 'conclusion', code: 'conclusion', valueString: '<p>Angine</p>' }),
      )
      const conclusion = world.store.record(world.appointment.id, envelope, DOCTOR.id)
      const reading = await world.recordedByNurse(encodeVitalSign('HEART_BEAT', [72]))
      world.live.publish(world.path, {
        type: 'room/signal',
        from: DOCTOR.id,
        signal: { type: 'observations', observations: [conclusion, reading] },
      })
      await expect
        .element(readings.getByRole('status'))
        .toHaveTextContent(/^Nouveau relevé : Fréquence cardiaque$/)
      expect(readings.getByText(/Angine|conclusion/i).query()).toBeNull()
    },
  )
})
