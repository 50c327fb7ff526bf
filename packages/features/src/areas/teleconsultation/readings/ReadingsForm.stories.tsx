// The nurse's entry of readings in the room, with her unlocked vault and the API's observations kept in
// the page: each tab as it opens, and the vital signs refused before anything is sent.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { accountUser } from '@relais/api-client/msw'
import { readingsWorld, type ReadingsWorld } from '../testing/readings-world.ts'
import { TeleconsultationHarness } from '../testing/TeleconsultationHarness.tsx'
import { ASSISTANT } from '../testing/teleconsultation-world.ts'
import { ReadingsForm } from './ReadingsForm.tsx'

const meta = {
  title: 'Screens/teleconsultation/ReadingsForm',
  parameters: {
    docs: {
      description: {
        component:
          "La saisie des relevés par l'infirmier (ou la sage-femme) du rendez-vous, dans la salle de consultation, en trois onglets. « Constantes » : fréquence cardiaque, saturation, pression artérielle (systolique et diastolique, toutes deux ou aucune), température, poids, glycémie, fréquence respiratoire et masse grasse, chacune avec son unité et sa plage plausible (« Valeur attendue entre 20 et 250 ») ; n'importe lesquelles peuvent être saisies, « Enregistrer les constantes » enregistre un relevé par mesure. « Analyse d'urine » : onze éléments de la bandelette, « Non mesuré » par défaut, au moins un mesuré. « Biochimie » : un bilan de l'analyseur, puis chacune de ses valeurs, positive, arrondie à la précision de son unité. Les relevés sont chiffrés dans le navigateur pour le dossier médical du patient avant d'être envoyés ; une fois enregistrés, les champs de l'onglet sont vidés et « Relevés enregistrés » s'affiche ; un refus (« Cette consultation est terminée ou annulée », dossier non partagé) s'affiche au-dessus du bouton sans rien perdre de la saisie. **Clavier** : flèches gauche et droite entre les onglets, Tab entre dans l'onglet ; dans un champ numérique, flèches haut et bas pour changer la valeur ; Entrée sur le bouton enregistre. **RGAA** : 7.1 (composants accessibles), 7.5 (erreurs annoncées), 11.1 et 11.10 (champs étiquetés avec leur unité, erreurs liées au champ).",
      },
    },
  },
  globals: { brand: 'mobility' },
  loaders: [async () => ({ world: await readingsWorld({ start: '2030-03-12T09:00:00Z' }) })],
  render: (_args, { loaded }) => {
    const { world } = loaded as { world: ReadingsWorld }
    return (
      <TeleconsultationHarness
        handlers={world.handlers}
        user={accountUser('assistant', 'mobility', { id: ASSISTANT.id })}
        vault={world.nurse}
        realtime={world.live.realtime}
        path={`/app/join-appointment/${world.appointment.id}`}
        screen={<ReadingsForm appointment={world.appointment} />}
      />
    )
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** 'Constantes', as the form opens. */
export const VitalSigns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('tab', { name: 'Constantes', selected: true })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Fréquence cardiaque (bpm)' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Enregistrer les constantes' })).toBeVisible()
  },
}

/**
 * In a browser that reads Bluetooth devices: 'Appareils Bluetooth' above the vital signs, here with a
 * tensiometer connected whose measurement filled the pressures and the pulse.
 */
export const WithBluetoothDevices: Story = {
  render: (_args, { loaded }) => {
    const { world } = loaded as { world: ReadingsWorld }
    return (
      <TeleconsultationHarness
        handlers={world.handlers}
        user={accountUser('assistant', 'mobility', { id: ASSISTANT.id })}
        vault={world.nurse}
        realtime={world.live.realtime}
        path={`/app/join-appointment/${world.appointment.id}`}
        screen={<ReadingsForm appointment={world.appointment} />}
        healthDevices={{
          available: true,
          connect: async (_kind, onMeasurement) => {
            // 120/80 mmHg with a pulse of 72 bpm, as a tensiometer notifies it (GATT 0x2A35).
            setTimeout(
              () => onMeasurement(Uint8Array.from([0x04, 0x78, 0x00, 0x50, 0x00, 0x5d, 0x00, 0x48, 0x00])),
              50,
            )
            return { name: 'Tensio BT-200', close: () => {} }
          },
        }}
      />
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Lire le tensiomètre' }))
    await expect(await canvas.findByText('Mesure reçue de Tensio BT-200.')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Pression systolique (mmHg)' })).toHaveValue('120')
  },
}

/** A heart rate out of range and a pressure upside down: said at their fields, nothing sent. */
export const InvalidVitalSigns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Fréquence cardiaque (bpm)' }), '300')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pression systolique (mmHg)' }), '80')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pression diastolique (mmHg)' }), '90')
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer les constantes' }))
    await expect(await canvas.findByText('Valeur attendue entre 20 et 250')).toBeVisible()
    await expect(canvas.getByText('La systolique doit être supérieure à la diastolique')).toBeVisible()
  },
}

/** 'Analyse d'urine': each item of the strip, not measured until chosen. */
export const UrineAnalysis: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: "Analyse d'urine" }))
    await expect(canvas.getByRole('button', { name: /Acide ascorbique$/ })).toHaveTextContent('Non mesuré')
  },
}

/** 'Biochimie' with the kidney panel chosen: its three analytes, each with its unit. */
export const Biochemistry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: 'Biochimie' }))
    await userEvent.click(canvas.getByRole('button', { name: /Bilan/ }))
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Bilan rénal' }),
    )
    await expect(await canvas.findByRole('textbox', { name: 'Créatinine (µmol/L)' })).toBeVisible()
  },
}
