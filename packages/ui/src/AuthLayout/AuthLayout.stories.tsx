import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Button } from '../Button'
import { Link } from '../Link'
import { PhoneField } from '../PhoneField'
import { SegmentedControl } from '../SegmentedControl'
import { TextField } from '../TextField'
import { AuthLayout } from './AuthLayout'

function SignInForm() {
  const [method, setMethod] = useState<'email' | 'phone'>('email')
  return (
    <form style={{ display: 'flex', flexDirection: 'column', gap: 16 }} onSubmit={(e) => e.preventDefault()}>
      <SegmentedControl
        label="Se connecter avec"
        value={method}
        onChange={setMethod}
        options={[
          { id: 'email', label: 'Email' },
          { id: 'phone', label: 'Téléphone' },
        ]}
      />
      {method === 'email' ? (
        <TextField label="Adresse e-mail" type="email" autoComplete="email" isRequired />
      ) : (
        <PhoneField label="Numéro de téléphone" isRequired />
      )}
      <Button type="submit" fullWidth>
        Recevoir un code
      </Button>
    </form>
  )
}

const Logo = () => (
  <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
    <rect width="36" height="36" rx="10" fill="currentColor" opacity="0.15" />
    <path d="M10 18h16M18 10v16" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
  </svg>
)

const meta = {
  title: 'Patterns/AuthLayout',
  component: AuthLayout,
  args: {
    brand: (
      <>
        <Logo /> Relais Santé
      </>
    ),
    tagline: 'La coordination des soins, simplement.',
    title: 'Connexion',
    subtitle: 'Recevez un code à usage unique pour vous connecter.',
    children: <SignInForm />,
    footer: (
      <>
        <span>© 2026 Relais Santé</span>
        <Link href="#mentions">Mentions légales</Link>
        <Link href="#aide">Aide</Link>
      </>
    ),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Cadre des écrans de connexion : en-tête de marque, carte centrée (h1 unique), pied de page. De 375 px à 1920 px. ' +
          '**Clavier** : ordre de tabulation marque → formulaire → pied. **RGAA** : 12.6 (zones header/main/footer), 9.1 (titre de page h1), 10.11 (pas de défilement horizontal à 320 px), 8.5.',
      },
    },
  },
} satisfies Meta<typeof AuthLayout>
export default meta
type Story = StoryObj<typeof meta>

export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('main')).toBeInTheDocument()
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: 'Téléphone' }))
    await expect(canvas.getByRole('textbox', { name: /Numéro de téléphone/ })).toBeVisible()
  },
}
export const Mobile: Story = { globals: { viewport: { value: 'small' } } }
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } }
