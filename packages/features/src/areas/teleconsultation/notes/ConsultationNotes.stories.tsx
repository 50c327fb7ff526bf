// The doctor's notes in the room, with his unlocked vault and the API's observations kept in the page:
// before anything is written, starting from notes saved earlier (at fixed times, so that the screenshot
// reads the same every day), and a note the API refuses, its text kept.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { readingsWorld, type ReadingsWorld } from '../testing/readings-world.ts'
import { TeleconsultationHarness } from '../testing/TeleconsultationHarness.tsx'
import { DOCTOR } from '../testing/teleconsultation-world.ts'
import { ConsultationNotes } from './ConsultationNotes.tsx'

interface Args {
  /** What the doctor saved before the room opened. */
  saved: 'nothing' | 'notes'
  /** The API refuses the saves (a consultation closed meanwhile). */
  refused?: boolean
}

const meta = {
  title: 'Screens/teleconsultation/ConsultationNotes',
  parameters: {
    docs: {
      description: {
        component:
          "Les notes du médecin du rendez-vous, dans la salle de consultation, sous les relevés : « Histoire de la maladie », « Examen clinique » et « Conclusion », chacune un texte mis en forme (gras, italique, souligné, barré, citation, listes, lien). Une note est enregistrée environ une seconde après la dernière frappe et dès que le focus la quitte, seulement si son texte a changé depuis le dernier enregistrement ; elle est chiffrée dans le navigateur pour le dossier médical du patient, l'API n'en garde que l'enveloppe. Sous chaque note, discrètement, « Enregistrement… » puis « Enregistré à 10:12 » ; un refus s'affiche avec « Réessayer », sans rien perdre du texte. À l'ouverture de la salle, chaque note reprend la dernière enregistrée. Seul le médecin du rendez-vous les voit. **Clavier** : Tab passe de la barre d'outils (les flèches vont d'un outil à l'autre) au texte de chaque note ; Ctrl+B, Ctrl+I, Ctrl+U mettent en forme ; quitter la note l'enregistre. **RGAA** : 7.1 (éditeurs et barres d'outils accessibles), 7.5 (l'état de l'enregistrement est annoncé, role=\"status\", et décrit la note), 9.1 (titres), 11.1 (chaque note est étiquetée).",
      },
    },
  },
  globals: { brand: 'mobility' },
  args: { saved: 'nothing' },
  loaders: [
    async ({ args }) => {
      const { saved, refused } = args as Args
      const world = await readingsWorld({ start: '2030-03-12T09:00:00Z', savedBy: DOCTOR.id })
      if (saved === 'notes') {
        await world.recordedByDoctor(
          {
            type: 'history',
            code: 'history',
            valueString:
              '<p>Toux sèche depuis <strong>trois jours</strong>, fébricule le soir.</p><ul><li><p>Pas de dyspnée</p></li><li><p>Pas de contage connu</p></li></ul>',
          },
          '2030-03-12T09:08:00Z',
        )
        await world.recordedByDoctor(
          {
            type: 'clinical_examination',
            code: 'clinical_examination',
            valueString: '<p>Gorge érythémateuse, auscultation pulmonaire <em>normale</em>.</p>',
          },
          '2030-03-12T09:12:00Z',
        )
      }
      if (refused) world.store.refusal = 409
      return { world }
    },
  ],
  render: (_args, { loaded }) => {
    const { world } = loaded as { world: ReadingsWorld }
    return (
      <TeleconsultationHarness
        handlers={world.handlers}
        vault={world.doctor}
        realtime={world.live.realtime}
        path={`/app/join-appointment/${world.appointment.id}`}
        screen={<ConsultationNotes appointment={world.appointment} />}
      />
    )
  },
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing written yet: three empty notes. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const name of ['Histoire de la maladie', 'Examen clinique', 'Conclusion']) {
      await expect(await canvas.findByRole('textbox', { name })).toBeVisible()
    }
    await expect(canvas.getByRole('heading', { name: 'Notes de consultation', level: 2 })).toBeVisible()
  },
}

/** The room opened again: each note from the latest saved, with the time it was saved. */
export const SavedNotes: Story = {
  args: { saved: 'notes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const history = await canvas.findByRole('textbox', { name: 'Histoire de la maladie' })
    await expect(history).toHaveTextContent('Toux sèche depuis trois jours')
    await expect(history).toHaveAccessibleDescription(/^Enregistré à \d\d:\d\d$/)
    await expect(canvas.getByRole('textbox', { name: 'Conclusion' })).toHaveAccessibleDescription('')
  },
}

/** The API refused the conclusion: said under it with 'Réessayer', the text kept. */
export const SaveRefused: Story = {
  args: { refused: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const conclusion = await canvas.findByRole('textbox', { name: 'Conclusion' })
    await userEvent.click(conclusion)
    await userEvent.keyboard('Angine virale probable, revoir dans huit jours.')
    await waitFor(
      () => expect(canvas.getByRole('alert')).toHaveTextContent('Cette consultation est terminée ou annulée'),
      { timeout: 5000 },
    )
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible()
    await expect(conclusion).toHaveTextContent('Angine virale probable, revoir dans huit jours.')
  },
}
