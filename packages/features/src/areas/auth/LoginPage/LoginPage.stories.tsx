import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within, waitFor } from 'storybook/test'
import { authHandlers, DEMO_CODES, http } from '@relais/api-client/msw'
import { StoryShell } from '../../../core/testing/StoryShell.tsx'
import { LoginPage } from './LoginPage.tsx'

const meta = {
  title: 'Screens/auth/LoginPage',
  component: LoginPage,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        authHandlers.codeSent,
        authHandlers.consume,
        authHandlers.signedOut,
        authHandlers.noRefresh,
        authHandlers.currentUser,
      ],
    },
    docs: {
      description: {
        component:
          "Sign-in by one-time code (spec /login). Step 1: email or phone; step 2: the 6-digit code, sent at the sixth digit. 'Annuler' returns to step 1; too many tries return to step 1 with the restart error. A refusal by the ceiling on one client address (a hospital network behind one address) says so instead, and a code step keeps its step: the code was not tried. A right code for an account an administrator refused shows the reviewer's reason, with the date, and focus on its title; 'Présenter une nouvelle demande' goes on to registration, 'Se déconnecter' back to step 1. In these stories the code 123456 is right, 000000 wrong, 999999 one try too many and 888888 meets the network's ceiling.",
      },
    },
  },
  render: (args, { parameters }) => (
    <StoryShell application={parameters.application} envMode={parameters.envMode} path={parameters.path}>
      <LoginPage {...args} />
    </StoryShell>
  ),
} satisfies Meta<typeof LoginPage>

export default meta
type Story = StoryObj<typeof meta>

async function goToCodeStep(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'Adresse email' }),
    'camille.martin@exemple.fr',
  )
  await userEvent.click(canvas.getByRole('button', { name: 'Recevoir un code' }))
  await canvas.findByText(/Saisissez le code à 6 chiffres/)
  return canvas
}

export const EmailStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Recevoir un code' })).toBeDisabled()
  },
}

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = await canvas.findByRole('textbox', { name: 'Adresse email' })
    await userEvent.type(email, 'camille.martin@')
    await userEvent.tab()
    await expect(await canvas.findByText("L'adresse email n'est pas valide")).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Recevoir un code' })).toBeDisabled()
  },
}

export const PhoneStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('radio', { name: 'Téléphone' }))
    const phone = await canvas.findByRole('textbox', { name: 'Numéro de téléphone' })
    await userEvent.type(phone, '06 12 34 56 78')
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Recevoir un code' })).toBeEnabled())
  },
}

export const RegisterNeedsTerms: Story = {
  args: { variant: 'register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Adresse email' }),
      'camille.martin@exemple.fr',
    )
    const terms = canvas.getByRole('checkbox', { name: /conditions générales/ })
    await userEvent.click(terms)
    await userEvent.click(terms)
    await expect(
      await canvas.findByText("Veuillez accepter les conditions générales d'utilisation"),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Recevoir un code' })).toBeDisabled()
  },
}

export const TooManyCodes: Story = {
  parameters: {
    msw: { handlers: [authHandlers.codeRateLimited, authHandlers.signedOut, authHandlers.noRefresh] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Adresse email' }),
      'camille.martin@exemple.fr',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Recevoir un code' }))
    await expect(
      await canvas.findByText('Vous avez fait trop de tentatives. Merci de réessayer plus tard.'),
    ).toBeVisible()
  },
}

export const TooManyCodesFromNetwork: Story = {
  parameters: {
    msw: { handlers: [authHandlers.codeAddressLimited, authHandlers.signedOut, authHandlers.noRefresh] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Adresse email' }),
      'camille.martin@exemple.fr',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Recevoir un code' }))
    await expect(
      await canvas.findByText('Trop de demandes depuis ce réseau. Merci de réessayer dans quelques minutes.'),
    ).toBeVisible()
    await expect(canvas.queryByText(/Vous avez fait trop de tentatives/)).toBeNull()
  },
}

export const CodeStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await goToCodeStep(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Valider' })).toBeDisabled()
  },
}

export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await goToCodeStep(canvasElement)
    await userEvent.keyboard(DEMO_CODES.wrong)
    await expect(await canvas.findByText('Code incorrect')).toBeVisible()
  },
}

export const TooManyTries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await goToCodeStep(canvasElement)
    await userEvent.keyboard(DEMO_CODES.tooMany)
    await expect(
      await canvas.findByText('Vous avez fait trop de tentatives. Merci de réessayer plus tard.'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Recevoir un code' })).toBeVisible()
  },
}

export const TooManyTriesFromNetwork: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await goToCodeStep(canvasElement)
    await userEvent.keyboard(DEMO_CODES.networkLimited)
    await expect(
      await canvas.findByText('Trop de demandes depuis ce réseau. Merci de réessayer dans quelques minutes.'),
    ).toBeVisible()
    // The code was not tried: the code step stays, ready for another try.
    await expect(canvas.getByRole('button', { name: 'Valider' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Recevoir un code' })).toBeNull()
  },
}

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await goToCodeStep(canvasElement)
    await userEvent.keyboard(DEMO_CODES.valid)
    await expect(await canvas.findByText('Page /app')).toBeVisible()
  },
}

export const CancelReturnsToFirstStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await goToCodeStep(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }))
    await expect(await canvas.findByRole('textbox', { name: 'Adresse email' })).toHaveValue(
      'camille.martin@exemple.fr',
    )
  },
}

export const DispatchHasNoProSanteConnect: Story = {
  parameters: { application: 'dispatch' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('button', { name: 'Recevoir un code' })
    await expect(canvas.queryByRole('button', { name: /Pro Santé Connect/ })).toBeNull()
  },
}

/** A right code for an identifier whose account an administrator refused. */
const refusedSignIn = http.post('/auth/passwordless/consume', async ({ request, response }) => {
  const body = await request.json()
  const later = new Date(Date.now() + 10 * 60_000).toISOString()
  return response(200).json({
    identifier: { type: body.type, value: body.value },
    hasAccount: false,
    application: 'perinatal',
    expiresAt: later,
    idleExpiresAt: later,
    refusal: {
      reason:
        'Le numéro FINESS indiqué correspond à un autre établissement.\nMerci de vérifier le numéro de votre structure.',
      refusedAt: '2026-11-26T10:00:00.000Z',
    },
  })
})

export const RefusedAccount: Story = {
  parameters: {
    msw: {
      handlers: [authHandlers.codeSent, refusedSignIn, authHandlers.signedOut, authHandlers.noRefresh],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await goToCodeStep(canvasElement)
    await userEvent.keyboard(DEMO_CODES.valid)
    const title = await canvas.findByRole('heading', { name: "Votre demande d'inscription a été refusée" })
    await waitFor(() => expect(title).toHaveFocus())
    await expect(canvas.getByText(/correspond à un autre établissement/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Présenter une nouvelle demande' })).toBeVisible()
  },
}
