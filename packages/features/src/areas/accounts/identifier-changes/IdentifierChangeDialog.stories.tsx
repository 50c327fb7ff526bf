import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { User } from '@relais/api-client'
import {
  accountHandlers,
  accountUser,
  careRequestDispatchStore,
  IDENTIFIER_CHANGE_CODES,
  noConversationsHandlers,
  pendingChange,
  appointmentsStore,
} from '@relais/api-client/msw'
import { AppHarness } from '../../../shell/testing/AppHarness.tsx'

const midwife = accountUser('midwife')

/** Registered by email: the phone typed at registration waits for its code. */
const registered: User = {
  ...midwife,
  profile: { ...midwife.profile, telecom: midwife.profile.telecom.filter((t) => t.system === 'EMAIL') },
  pendingIdentifierChanges: [pendingChange('phone', '+33612345678')],
}

const meta = {
  title: 'Screens/identifier-changes/IdentifierChangeDialog',
  component: AppHarness,
  parameters: {
    layout: 'fullscreen',
    // Each story has its own account: confirming or locking a code in one leaves the others as they were.
    msw: {
      handlers: {
        messages: noConversationsHandlers(),
        agenda: appointmentsStore().handlers,
        careRequests: careRequestDispatchStore({ requests: [] }).handlers,
      },
    },
    docs: {
      description: {
        component:
          "'Confirmer votre nouveau numéro' / 'Confirmer votre nouvelle adresse email', opened from the shell's banner or from settings: where the code went and until when it is valid, the dev code hint in LOCAL/DEV, a 6-digit field checked at the sixth digit, 'Valider', 'Renvoyer le code', 'Annuler'. A wrong code says 'Code incorrect'; the fifth locks the code until a new one is sent; an identifier someone took meanwhile is refused. Keyboard: focus starts in the code field, Tab reaches the buttons, Escape closes.",
      },
    },
  },
  args: { application: 'perinatal', path: '/app' },
} satisfies Meta<typeof AppHarness>

export default meta
type Story = StoryObj<typeof meta>

async function openDialog(canvasElement: HTMLElement) {
  const banner = await within(canvasElement).findByRole('region', { name: 'Avertissement' })
  await userEvent.click(within(banner).getByRole('button', { name: 'Saisir le code' }))
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Confirmer votre nouveau numéro',
  })
  return {
    dialog: within(dialog),
    code: within(dialog).getByRole('textbox', { name: 'Code de confirmation' }),
  }
}

export const Open: Story = {
  parameters: { msw: { handlers: { account: accountHandlers.identifierChanges(registered) } } },
  play: async ({ canvasElement }) => {
    const { dialog, code } = await openDialog(canvasElement)
    await expect(code).toHaveFocus()
    await expect(await dialog.findByTestId('dev-code')).toHaveTextContent(IDENTIFIER_CHANGE_CODES.valid)
  },
}

export const WrongCode: Story = {
  parameters: { msw: { handlers: { account: accountHandlers.identifierChanges(registered) } } },
  play: async ({ canvasElement }) => {
    const { dialog, code } = await openDialog(canvasElement)
    await userEvent.type(code, IDENTIFIER_CHANGE_CODES.wrong)
    // The field's error slot exists (empty) before its text arrives: wait for the text to be shown.
    await waitFor(() => expect(dialog.getByText('Code incorrect')).toBeVisible(), { timeout: 5000 })
  },
}

export const Locked: Story = {
  parameters: { msw: { handlers: { account: accountHandlers.identifierChanges(registered) } } },
  play: async ({ canvasElement }) => {
    const { dialog, code } = await openDialog(canvasElement)
    for (let i = 0; i < 5; i++) {
      await userEvent.type(code, IDENTIFIER_CHANGE_CODES.wrong)
      const said = i < 4 ? 'Code incorrect' : 'Trop de tentatives. Merci de réessayer plus tard.'
      await waitFor(() => expect(dialog.getByText(said)).toBeVisible(), { timeout: 5000 })
    }
    await expect(dialog.getByRole('button', { name: 'Valider' })).toBeDisabled()
    await expect(dialog.getByText('Demandez un nouveau code avec « Renvoyer le code ».')).toBeVisible()
  },
}

export const NumberTakenMeanwhile: Story = {
  parameters: {
    msw: { handlers: { account: accountHandlers.identifierChanges(registered, { takenMeanwhile: true }) } },
  },
  play: async ({ canvasElement }) => {
    const { dialog, code } = await openDialog(canvasElement)
    await userEvent.type(code, IDENTIFIER_CHANGE_CODES.valid)
    // As for a wrong code, the alert may be in place before its text: wait for the text itself.
    await waitFor(
      () =>
        expect(
          dialog.getByText('Ce numéro de téléphone est déjà associé à un compte existant'),
        ).toBeVisible(),
      { timeout: 5000 },
    )
  },
}
