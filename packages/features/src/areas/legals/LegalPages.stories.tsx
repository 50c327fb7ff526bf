import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StoryShell } from '../../core/testing/StoryShell.tsx'
import { CookiePolicyPage } from './CookiePolicyPage.tsx'
import { PrivacyPolicyPage } from './PrivacyPolicyPage.tsx'
import { TermsOfUsePage } from './TermsOfUsePage.tsx'

const meta = {
  title: 'Screens/legals/LegalPages',
  component: PrivacyPolicyPage,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The public /legals pages: the terms of use that registration asks to accept, and the policies with the spec's privacy-text figures: at least 15 years old, connection logs 1 year, geolocation 2 months, cookies up to 13 months, legal periods 5 to 10 years, answers within three months, updated 29/01/2025.",
      },
    },
  },
} satisfies Meta<typeof PrivacyPolicyPage>

export default meta
type Story = StoryObj<typeof meta>

export const PrivacyPolicy: Story = {
  render: () => (
    <StoryShell path="/legals/privacy-policy">
      <PrivacyPolicyPage />
    </StoryShell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'Politique de confidentialité', level: 1 }),
    ).toBeVisible()
    await expect(canvas.getByText(/au moins 15 ans/)).toBeVisible()
    await expect(canvas.getByText(/Dernière mise à jour : 29\/01\/2025/)).toBeVisible()
  },
}

export const CookiePolicy: Story = {
  render: () => (
    <StoryShell path="/legals/cookie-policy">
      <CookiePolicyPage />
    </StoryShell>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/13 mois au plus/)).toBeVisible()
  },
}

export const TermsOfUse: Story = {
  render: () => (
    <StoryShell path="/legals/terms">
      <TermsOfUsePage />
    </StoryShell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: "Conditions générales d'utilisation", level: 1 }),
    ).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Chiffrement de bout en bout', level: 2 })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/legals/privacy-policy',
    )
    await expect(canvas.getAllByRole('link', { name: 'support@relais-sante.fr' })[0]).toHaveAttribute(
      'href',
      'mailto:support@relais-sante.fr',
    )
  },
}
