import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PhoneField } from './PhoneField'

const meta = {
  title: 'Components/PhoneField',
  component: PhoneField,
  args: { label: 'Numéro de téléphone', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Numéro de téléphone avec choix de l'indicatif (France par défaut ; France, Côte d'Ivoire, Suisse en tête). " +
          "Affichage au format national, valeur émise au format E.164 sans espaces. **Clavier** : Tab passe de l'indicatif au numéro ; " +
          "sur l'indicatif, Entrée/Espace/flèches ouvrent la liste, la saisie de lettres y recherche un pays, Échap referme. " +
          '**RGAA** : 11.1, 11.2 (étiquettes), 11.10 (format attendu et erreur), 11.13 (autocomplete « tel-national »), 7.1, 10.7.',
      },
    },
  },
} satisfies Meta<typeof PhoneField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Numéro de téléphone' })
    await userEvent.type(input, '0612345678')
    await expect(input).toHaveValue('06 12 34 56 78')
    await expect(args.onChange).toHaveBeenLastCalledWith('+33612345678')
  },
}
export const IvoryCoast: Story = { args: { defaultValue: '+2250707070707' } }
export const WithDescription: Story = {
  args: { description: 'Un code de connexion vous sera envoyé par SMS.' },
}
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('button', { name: /Indicatif pays/ })).toHaveFocus()
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus()
  },
}
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '+33612345678' } }
export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: '+3361234', errorMessage: 'Numéro de téléphone invalide' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Numéro de téléphone invalide')).toBeVisible()
  },
}
