// The patient's embedded terminal at each step, against the API's payments kept in the page and a socket
// that lives in the page, her doctor's moves played by the world: 25,50 € asked, paid
// with her debit card, refused, withdrawn by her doctor, and the service down. What became of a request
// stays said for the screenshot.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { accountUser } from '@relais/api-client/msw'
import { PAYMENT_MESSAGES } from '@relais/domain'
import { paymentWorld, type PaymentWorld } from '../testing/payment-world.ts'
import { TeleconsultationHarness } from '../testing/TeleconsultationHarness.tsx'
import { settled } from '../testing/settled.ts'
import { PatientTerminal } from './PatientTerminal.tsx'

interface Args {
  /** The API answers 500. */
  failing?: boolean
}

const meta = {
  title: 'Screens/teleconsultation/PatientTerminal',
  parameters: {
    docs: {
      description: {
        component:
          "Le terminal de paiement intégré au côté patient de la salle de consultation. Quand son médecin lui demande son reste à charge, un encadré « Paiement demandé » apparaît à côté de l'appel, sans le couvrir : « Votre médecin vous demande 25,50 € », le choix de sa carte (« Carte de débit » ou « Carte de crédit »), « Payer » et « Refuser ». « Paiement effectué » ou « Paiement refusé » est dit ensuite quelques secondes ; une demande que le médecin retire disparaît avec « Paiement annulé par le médecin ». C'est un terminal de démonstration : aucun montant n'est débité, et il le dit. Seul le patient du rendez-vous le voit. **Clavier** : Tab atteint le choix de la carte (les flèches changent de carte), « Refuser » et « Payer » ; après la réponse, le focus va au message qui remplace l'encadré. **RGAA** : 7.1 (composants accessibles, boutons radio), 7.5 (l'arrivée de la demande et son issue sont annoncées poliment, role=\"status\" ; un service indisponible, role=\"alert\"), 9.1 (titre de l'encadré), 3.1 (l'issue est écrite, la couleur ne fait que la doubler).",
      },
    },
  },
  globals: { brand: 'mobility' },
  args: {},
  loaders: [
    ({ args }) => {
      const world = paymentWorld()
      world.failing = (args as Args).failing ?? false
      return { world }
    },
  ],
  render: (_args, { loaded }) => {
    const { world } = loaded as { world: PaymentWorld }
    return (
      <TeleconsultationHarness
        handlers={world.handlers}
        user={accountUser('patient', 'mobility', { id: world.appointment.patient.id })}
        realtime={world.live.realtime}
        path={`/app/join-appointment/${world.appointment.id}`}
        // Long enough for the screenshot of what became of the request.
        screen={<PatientTerminal appointment={world.appointment} noticeDuration={600_000} />}
      />
    )
  },
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

/** Her doctor asks for 25,50 € once the terminal listens: the panel, within the canvas. */
async function asked(canvasElement: HTMLElement, world: PaymentWorld) {
  const canvas = within(canvasElement)
  await waitFor(() => expect(world.live.subscribed(world.path)).toBe(true))
  world.doctorAsks(2550)
  const panel = await canvas.findByRole('region', { name: 'Paiement demandé' })
  return { canvas, panel: within(panel) }
}

/** 25,50 € asked: the amount, the card to choose, 'Payer' and 'Refuser'. */
export const Requested: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { world } = loaded as { world: PaymentWorld }
    const { canvas, panel } = await asked(canvasElement, world)
    await waitFor(() => expect(panel.getByText(/^Votre médecin vous demande 25,50\s€$/)).toBeVisible(), {
      timeout: 3000,
    })
    await waitFor(
      () => expect(panel.getByText("Terminal de démonstration : aucun montant n'est débité.")).toBeVisible(),
      { timeout: 3000 },
    )
    await expect(panel.getByRole('radio', { name: 'Carte de débit' })).toBeChecked()
    await expect(canvas.getByRole('status')).toHaveTextContent(/Demande de paiement de votre médecin/)
  },
}

/** Paid with her debit card. */
export const Paid: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { world } = loaded as { world: PaymentWorld }
    const { canvas, panel } = await asked(canvasElement, world)
    await userEvent.click(panel.getByRole('button', { name: 'Payer' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Paiement effectué'))
    await expect(world.updated).toEqual([{ id: world.payments[0]!.id, outcome: 'COMPLETE', method: 'DEBC' }])
  },
}

/** Refused. */
export const Refused: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { world } = loaded as { world: PaymentWorld }
    const { canvas, panel } = await asked(canvasElement, world)
    await userEvent.click(panel.getByRole('button', { name: 'Refuser' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Paiement refusé'))
  },
}

/** Her doctor withdrew the request: the panel goes, with why. */
export const CanceledByDoctor: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { world } = loaded as { world: PaymentWorld }
    const { canvas } = await asked(canvasElement, world)
    world.doctorCancels()
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Paiement annulé par le médecin'),
    )
    await expect(canvas.queryByRole('region', { name: 'Paiement demandé' })).toBeNull()
  },
}

/** The API fails: said in the panel, which stays for her to answer again. */
export const Unavailable: Story = {
  args: { failing: true },
  play: async ({ canvasElement, loaded }) => {
    const { world } = loaded as { world: PaymentWorld }
    const { panel } = await asked(canvasElement, world)
    await userEvent.click(panel.getByRole('button', { name: 'Payer' }))
    await expect(await panel.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.unavailable)
    await expect(panel.getByRole('button', { name: 'Payer' })).toBeEnabled()
    await settled(panel.getByRole('button', { name: 'Payer' }))
  },
}
