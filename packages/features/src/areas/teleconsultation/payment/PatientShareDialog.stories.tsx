// The doctor's 'Reste à charge' at each step, against the API's payments kept in the page and a socket
// that lives in the page, the patient's card played by the world: the amount to type, an amount refused
// at the field, the card awaited, the share collected, a refused card, a request already awaiting, and
// the service down.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { PAYMENT_MESSAGES } from '@relais/domain'
import { paymentWorld, type PaymentWorld } from '../testing/payment-world.ts'
import { settled } from '../testing/settled.ts'
import { TeleconsultationHarness } from '../testing/TeleconsultationHarness.tsx'
import { PatientShareButton } from './PatientShareDialog.tsx'

interface Args {
  /** A request of the doctor's already awaits the patient's card when the room opens. */
  awaiting?: boolean
  /** The API answers 500. */
  failing?: boolean
}

const meta = {
  title: 'Screens/teleconsultation/PatientShareDialog',
  parameters: {
    docs: {
      description: {
        component:
          "« Reste à charge », dans la salle de consultation, pour le médecin du rendez-vous qui encaisse en euros (selon le pays de son adresse ; rien en francs CFA) : il saisit le montant que le patient règle par carte pendant la consultation (en euros, virgule ou point, deux décimales au plus, de 0 à 99 999 999 ; sinon l'erreur est dite sous le champ et rien n'est envoyé), puis « Demander le paiement ». La fenêtre attend alors la carte du patient (« Le reste à charge est en train d'être collecté. Merci de patienter ») ; « Retour » annule la demande et ramène le montant saisi. La réponse de la carte arrive en direct : « Le reste à charge a bien été collecté. » et « Fermer », ou l'erreur et « Recommencer », qui ramène le montant. Une demande qui attend déjà la carte est dite, comme un service indisponible. Fermer la fenêtre pendant l'attente garde la demande : la rouvrir montre où elle en est. **Clavier** : le champ reçoit le focus à l'ouverture, Entrée demande le paiement, Tab atteint les boutons, Échap ferme ; à chaque étape le focus va à son bouton principal. **RGAA** : 7.1 (composants accessibles), 7.5 (chaque étape est annoncée, role=\"status\" ; les refus, role=\"alert\"), 11.1 et 11.10 (champ étiqueté, format attendu indiqué, erreur liée au champ), 12.8 (le focus reste dans la fenêtre).",
      },
    },
  },
  globals: { brand: 'mobility' },
  args: {},
  loaders: [
    ({ args }) => {
      const { awaiting, failing } = args as Args
      const world = paymentWorld()
      if (awaiting) world.doctorAsks(1000)
      world.failing = failing ?? false
      return { world }
    },
  ],
  render: (_args, { loaded }) => {
    const { world } = loaded as { world: PaymentWorld }
    return (
      <TeleconsultationHarness
        handlers={world.handlers}
        realtime={world.live.realtime}
        path={`/app/join-appointment/${world.appointment.id}`}
        screen={<PatientShareButton appointment={world.appointment} />}
      />
    )
  },
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

/** 'Reste à charge' pressed: the dialog, once it has finished opening. */
async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Reste à charge' }))
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Reste à charge',
  })
  const field = within(dialog).getByRole('textbox', { name: 'Montant' })
  await waitFor(() => expect(field).toHaveFocus())
  return { dialog: within(dialog), field }
}

/** The doctor types `typed` and asks for it. */
async function ask(canvasElement: HTMLElement, typed: string) {
  const opened = await openDialog(canvasElement)
  await userEvent.type(opened.field, typed)
  await userEvent.click(opened.dialog.getByRole('button', { name: 'Demander le paiement' }))
  return opened.dialog
}

/** The request sent: the patient's card is awaited. */
async function awaitCard(canvasElement: HTMLElement, world: PaymentWorld) {
  const dialog = await ask(canvasElement, '25,50')
  await waitFor(() => expect(dialog.getByText(PAYMENT_MESSAGES.waiting)).toBeVisible(), { timeout: 3000 })
  await expect(world.created).toEqual([{ value: 2550, currency: 'EUR' }])
  return dialog
}

/** The dialog opened: the amount to type. */
export const EnterAmount: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement)
    // Visible once the dialog has faded in, not merely present (as every check of these stories).
    await waitFor(() => expect(dialog.getByText('En euros, par exemple 25,50')).toBeVisible(), {
      timeout: 3000,
    })
    await expect(dialog.getByRole('button', { name: 'Demander le paiement' })).toBeVisible()
  },
}

/** Three decimals: the error is said at the field and nothing is sent. */
export const InvalidAmount: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { world } = loaded as { world: PaymentWorld }
    const dialog = await ask(canvasElement, '12,345')
    await waitFor(() => expect(dialog.getByText(PAYMENT_MESSAGES.tooManyDecimals)).toBeVisible(), {
      timeout: 3000,
    })
    await expect(dialog.getByRole('textbox', { name: 'Montant' })).toHaveAttribute('aria-invalid', 'true')
    await expect(world.created).toEqual([])
  },
}

/** 25,50 € asked: the patient's card is awaited, 'Retour' would cancel. */
export const WaitingForCard: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { world } = loaded as { world: PaymentWorld }
    const dialog = await awaitCard(canvasElement, world)
    await waitFor(() => expect(dialog.getByText(/^Montant demandé : 25,50\s€$/)).toBeVisible(), {
      timeout: 3000,
    })
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Retour' })).toHaveFocus())
  },
}

/** The patient paid: the share is collected. */
export const Collected: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { world } = loaded as { world: PaymentWorld }
    const dialog = await awaitCard(canvasElement, world)
    world.patientAnswers('COMPLETE', 'DEBC')
    await waitFor(() => expect(dialog.getByText(PAYMENT_MESSAGES.success)).toBeVisible(), { timeout: 3000 })
    const close = dialog.getAllByRole('button', { name: 'Fermer' }).at(-1)!
    await waitFor(() => expect(close).toHaveFocus())
  },
}

/** The patient's card was refused: 'Recommencer' brings the amount back. */
export const CardRefused: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { world } = loaded as { world: PaymentWorld }
    const dialog = await awaitCard(canvasElement, world)
    world.patientAnswers('ERROR')
    await waitFor(() => expect(dialog.getByText(PAYMENT_MESSAGES.error)).toBeVisible(), { timeout: 3000 })
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Recommencer' })).toHaveFocus())
  },
}

/** A request of his already awaits the card: a new one must wait for the patient's answer. */
export const AlreadyAwaiting: Story = {
  args: { awaiting: true },
  play: async ({ canvasElement }) => {
    const dialog = await ask(canvasElement, '25,50')
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Un paiement attend déjà la carte du patient',
    )
    await waitFor(() => expect(dialog.getByRole('alert')).toBeVisible(), { timeout: 3000 })
    await settled(dialog.getByRole('button', { name: 'Demander le paiement' }))
  },
}

/** The API fails: the service is said unavailable, the amount kept. */
export const Unavailable: Story = {
  args: { failing: true },
  play: async ({ canvasElement }) => {
    const dialog = await ask(canvasElement, '25,50')
    await expect(await dialog.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.unavailable)
    await expect(dialog.getByRole('textbox', { name: 'Montant' })).toHaveValue('25,50')
    await settled(dialog.getByRole('button', { name: 'Demander le paiement' }))
  },
}
