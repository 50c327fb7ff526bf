import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { parseDate } from '@internationalized/date'
import { DatePicker } from './DatePicker'

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: { label: 'Date de rendez-vous' },
  parameters: {
    docs: {
      description: {
        component:
          'Date saisie segment par segment (jj/mm/aaaa) ou choisie dans un calendrier (semaines commençant le lundi), dates min/max. ' +
          '**Clavier** : Tab entre les segments, flèches haut/bas changent la valeur, chiffres saisis directement ; bouton « Calendrier » : flèches pour les jours, Page haut/bas pour les mois, Entrée pour choisir, Échap pour fermer. ' +
          '**RGAA** : 11.1, 11.10 (format), 7.1, 7.3, 10.7.',
      },
    },
  },
} satisfies Meta<typeof DatePicker>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    await expect(await within(document.body).findByRole('grid')).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
  },
}
export const WithValue: Story = { args: { defaultValue: parseDate('2026-11-24') } }
export const MinMax: Story = {
  args: {
    defaultValue: parseDate('2026-11-24'),
    minValue: parseDate('2026-11-20'),
    maxValue: parseDate('2026-12-20'),
  },
}
export const Disabled: Story = { args: { isDisabled: true, defaultValue: parseDate('2026-11-24') } }
export const Invalid: Story = {
  args: {
    isInvalid: true,
    label: 'Date de naissance',
    errorMessage: 'Une date de naissance ne peut être dans le futur',
  },
}
