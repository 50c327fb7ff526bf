import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { demoUser, http } from '@relais/api-client/msw'
import { StoryShell } from '../../../core/testing/StoryShell.tsx'
import { OAuthCallbackPage } from './OAuthCallbackPage.tsx'

const noAccount = {
  statusCode: 404,
  error: 'Not Found',
  message: 'Aucun compte pour cet identifiant',
  code: 'NOT_FOUND' as const,
}

const meta = {
  title: 'Screens/auth/OAuthCallbackPage',
  component: OAuthCallbackPage,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "/oauth/psc: back from Pro Santé Connect, the app loads the user ('Chargement de votre profil...'). An account goes to /app; no account yet (404) to /new-user, where the session's identityProvider prefills the form; any other answer, or `?error=` from the API, to the login page with its error alert.",
      },
    },
  },
  render: () => (
    <StoryShell path="/oauth/psc" destinations={['/app', '/new-user', '/login']}>
      <OAuthCallbackPage />
    </StoryShell>
  ),
} satisfies Meta<typeof OAuthCallbackPage>

export default meta
type Story = StoryObj<typeof meta>

export const LoadingProfile: Story = {
  parameters: {
    msw: {
      // The answer never comes: the loading screen stays.
      handlers: [http.get('/user/current', () => new Promise<never>(() => undefined))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent('Chargement de votre profil...')
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Connexion avec Pro Santé Connect',
    )
  },
}

export const ExistingAccountGoesToApp: Story = {
  parameters: {
    msw: { handlers: [http.get('/user/current', ({ response }) => response(200).json(demoUser))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Page /app')).toBeVisible()
  },
}

export const NewProfessionalGoesToNewUser: Story = {
  parameters: {
    msw: { handlers: [http.get('/user/current', ({ response }) => response(404).json(noAccount))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Page /new-user')).toBeVisible()
  },
}

export const FailureGoesToLogin: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/user/current', ({ response }) =>
          response(500).json({
            statusCode: 500,
            error: 'Internal Server Error',
            message: 'Une erreur est survenue',
            code: 'INTERNAL',
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Page /login')).toBeVisible()
  },
}
