// The consultation's readings as everyone sees them in the room, against the API's observations kept in
// the page and opened with the doctor's own keys: before anything is recorded, and once the nurse has
// taken the vital signs, a urine strip and a kidney panel.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  encodeBiochemistry,
  encodeUrineAnalysis,
  encodeVitalSign,
  type ConsultationObservation,
} from '@relais/domain'
import { readingsWorld, type ReadingsWorld } from '../testing/readings-world.ts'
import { TeleconsultationHarness } from '../testing/TeleconsultationHarness.tsx'
import { ReadingsPanel } from './ReadingsPanel.tsx'

interface Args {
  /** What the nurse recorded before the panel opened. */
  recorded: 'nothing' | 'readings'
}

const TAKEN: [ConsultationObservation, string][] = [
  [encodeVitalSign('HEART_BEAT', [72]), '2030-03-12T09:04:00Z'],
  [encodeVitalSign('BLOOD_PRESSURE', [128, 82]), '2030-03-12T09:05:00Z'],
  [encodeVitalSign('TEMPERATURE', [37.4]), '2030-03-12T09:06:00Z'],
  [encodeVitalSign('SpO2', [97]), '2030-03-12T09:06:00Z'],
  [encodeUrineAnalysis({ glucose: 'Traces', PH: '6.5', specificGravity: '1.015' }), '2030-03-12T09:10:00Z'],
  [encodeBiochemistry('triple_kidney', { CREA: 82, UREA: 5.4, UA: 310 }), '2030-03-12T09:14:00Z'],
]

const meta = {
  title: 'Screens/teleconsultation/ReadingsPanel',
  parameters: {
    docs: {
      description: {
        component:
          "Les relevés de la consultation, dans la salle, pour chacun (médecin, infirmier, sage-femme, patient) : la dernière valeur de chaque constante avec son unité (« - » ou « - / - » tant qu'aucune n'est prise), la dernière analyse d'urine (les éléments mesurés seulement) et le dernier résultat de chaque bilan de biochimie, chacun avec l'heure où il a été pris. Chaque relevé est chiffré dans le navigateur pour le dossier médical du patient et déchiffré ici avec les clés de l'utilisateur ; un relevé enregistré par un autre participant apparaît sans recharger la page et est annoncé poliment aux lecteurs d'écran ; un relevé qui ne s'ouvre pas est compté (« 1 relevé illisible »), jamais affiché. **RGAA** : 7.5 (nouveaux relevés annoncés, role=\"status\"), 9.1 (titres), 9.3 (listes de définitions).",
      },
    },
  },
  globals: { brand: 'mobility' },
  args: { recorded: 'nothing' },
  loaders: [
    async ({ args }) => {
      const world = await readingsWorld({ start: '2030-03-12T09:00:00Z' })
      if ((args as Args).recorded === 'readings') {
        for (const [observation, at] of TAKEN) await world.recordedByNurse(observation, at)
      }
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
        screen={<ReadingsPanel appointment={world.appointment} />}
      />
    )
  },
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing recorded yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Aucun relevé pour le moment')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Relevés', level: 2 })).toBeVisible()
  },
}

/** The vital signs taken (weight and the others still '-'), a urine strip and a kidney panel. */
export const WithReadings: Story = {
  args: { recorded: 'readings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('128 / 82')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: "Analyse d'urine", level: 3 })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Bilan rénal', level: 3 })).toBeVisible()
    await expect(canvas.getByText('5,40')).toBeVisible()
  },
}
