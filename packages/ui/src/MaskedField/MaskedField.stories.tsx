import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MaskedField } from './MaskedField'
import { masks } from './mask'

const meta = {
  title: 'Components/MaskedField',
  component: MaskedField,
  args: { label: 'Numéro de sécurité sociale', mask: masks.nir, onChange: fn(), onComplete: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Champ à masque pour les identifiants : NIR `# ## ## #_ ### ### ##` (7e caractère chiffre ou A/B, mis en majuscule), RPPS 11 chiffres, FINESS 9, SIRET 14 (espaces ignorés). ' +
          'La valeur émise est brute, sans espaces. Jetons : `#` chiffre, `A` lettre majuscule, `a` lettre minuscule, `*` lettre ou chiffre. ' +
          '**Clavier** : saisie libre, les caractères refusés sont ignorés. **RGAA** : 11.1, 11.10 (format indiqué), 7.1, 10.7.',
      },
    },
  },
} satisfies Meta<typeof MaskedField>
export default meta
type Story = StoryObj<typeof meta>

export const Nir: Story = {
  args: { description: '15 caractères, par exemple 2 55 08 2A 123 456 78' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox')
    await userEvent.type(input, '255082a12345678')
    await expect(input).toHaveValue('2 55 08 2A 123 456 78')
    await expect(args.onComplete).toHaveBeenCalledWith('255082A12345678')
  },
}
export const Rpps: Story = { args: { label: 'Numéro RPPS', mask: masks.rpps } }
export const Finess: Story = { args: { label: 'Numéro FINESS', mask: masks.finess } }
export const Siret: Story = {
  args: { label: 'Numéro SIRET', mask: masks.siret, defaultValue: '12345678900012' },
}
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '185027512345678' } }
export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: '18502',
    errorMessage: 'Le numéro de sécurité sociale doit contenir 15 chiffres',
  },
}
