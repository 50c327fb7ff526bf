import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within, waitFor } from 'storybook/test'
import {
  accessPolicyHandlers,
  accountHandlers,
  accountUser,
  IDENTIFIER_CHANGE_CODES,
  impersonatedUser,
  integrationsStore,
  type IntegrationsStore,
  onboardingHandlers,
  pendingChange,
  TAKEN_IDENTIFIERS,
} from '@relais/api-client/msw'
import type { User } from '@relais/api-client'
import { AppHarness } from '../../../shell/testing/AppHarness.tsx'

/** What a midwife's registration asked besides identity, as her profile keeps it. */
const midwifePractice: Partial<User['profile']> = {
  rpps: '10107654328',
  initialProfile: 'LIBERAL',
  qualifications: ['BIRTH_PREPARATION', 'POSTPARTUM_CONSULTATION'],
  description: 'Suivi de grossesse, préparation à la naissance et consultations postnatales à domicile.',
  exerciceZone: { text: 'Paris 11e Arrondissement', city: 'Paris', country: 'FR' },
  exerciceRadius: 20,
  affiliatedToPmi: true,
  pmi: { name: 'Centre de PMI Didot', address: '4 Rue Didot, 75014 Paris', phone: '+33145412233' },
}
const withPractice = (user: User, practice: Partial<User['profile']>): User => ({
  ...user,
  profile: { ...user.profile, ...practice },
})
const midwife = withPractice(accountUser('midwife'), midwifePractice)
const doctor = withPractice(accountUser('doctor'), {
  rpps: '10101234564',
  qualifications: ['GENERAL_PRACTITIONER', 'GERIATRICIAN'],
  description: 'Médecine générale, suivi des patients âgés.',
  languages: ['fr', 'en'],
})
const nurse = withPractice(accountUser('assistant', 'mobility'), {
  certificationNumber: 'IDE-CI-2026-0042',
  description: 'Soins infirmiers à domicile.',
  exerciceZone: { text: 'Cocody, Abidjan', city: 'Cocody', state: 'Abidjan', country: 'CI' },
  exerciceRadius: 10,
})

/** Saved first, then the code is asked for: two answers before the dialog, slower on a busy machine. */
const SAVED_THEN_ASKED = { timeout: 5000 }

const meta = {
  title: 'Screens/settings/SettingsPage',
  component: AppHarness,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        accountHandlers.currentUser(midwife),
        accountHandlers.updateCurrentUser(midwife),
        onboardingHandlers.places,
        onboardingHandlers.placeDetails,
        ...accessPolicyHandlers.none,
      ],
    },
    docs: {
      description: {
        component:
          "/app/user/settings (the spec's screens): sections by URL hash — personal-information (default), access-policy ('Mes données'), integrations, legals — with a side menu on wide screens and a dropdown on narrow ones. The profile form validates with the domain's rules. A new email or phone is not saved with the rest: saving sends a code to it and opens 'Confirmer votre nouvelle adresse email' / 'Confirmer votre nouveau numéro' (6-digit code, 'Valider', 'Renvoyer le code', 'Annuler'); until the code is typed the field says what waits, and an identifier another account holds shows the spec's message at the field. A practitioner also edits what its registration asked of its type ('Exercice professionnel': RPPS, specialities or qualifications, description, exercise zone and radius, certification numbers, PMI), with registration's rules. During an impersonation the names, email, phone and RPPS are read-only. In 'Intégrations' a doctor, nurse or midwife finds the integrations the API offers, the first being 'Agenda': a private link their phone's calendar subscribes to (times and 'Consultation' only); 'Activer' goes through the provider's authorization and its callback (/app/user/settings/integrations/ical), then shows the link once with 'Copier le lien', 'Synchroniser' makes a new one and 'Désactiver' stops it, each after a confirmation; other accounts have no integration yet. **Clavier** : Tab reaches every action; a new link's field takes the focus, and 'Activer' after a revocation; the confirmations open on 'Annuler'.",
      },
    },
  },
  args: { application: 'perinatal', path: '/app/user/settings' },
} satisfies Meta<typeof AppHarness>

export default meta
type Story = StoryObj<typeof meta>

export const PersonalInformation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.clear(await canvas.findByRole('textbox', { name: 'Nom' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nom' }), 'Garnier')
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }))
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Vos informations ont été enregistrées'),
    ).toBeVisible()
  },
}

export const EmailAlreadyUsed: Story = {
  parameters: { msw: { handlers: accountHandlers.identifierChanges(midwife) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = await canvas.findByRole('textbox', { name: 'Adresse email' })
    await userEvent.clear(email)
    await userEvent.type(email, TAKEN_IDENTIFIERS.email)
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }))
    // A field's error slot exists (empty) before its text arrives: wait until the text shows.
    await waitFor(
      () => expect(canvas.getByText('Cet email est déjà associé à un compte existant')).toBeVisible(),
      { timeout: 5000 },
    )
    await expect(email).toHaveValue(TAKEN_IDENTIFIERS.email)
  },
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

export const NewEmailAsksForCode: Story = {
  parameters: { msw: { handlers: accountHandlers.identifierChanges(midwife) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = await canvas.findByRole('textbox', { name: 'Adresse email' })
    await userEvent.clear(email)
    await userEvent.type(email, 'sophie.nouvelle@exemple.fr')
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }))
    const dialog = await body(canvasElement).findByRole(
      'dialog',
      { name: 'Confirmer votre nouvelle adresse email' },
      SAVED_THEN_ASKED,
    )
    await expect(dialog).toHaveTextContent('envoyé à sophie.nouvelle@exemple.fr')
    await expect(await within(dialog).findByTestId('dev-code')).toHaveTextContent(
      IDENTIFIER_CHANGE_CODES.valid,
    )
  },
}

export const NewEmailWrongCode: Story = {
  parameters: { msw: { handlers: accountHandlers.identifierChanges(midwife) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = await canvas.findByRole('textbox', { name: 'Adresse email' })
    await userEvent.clear(email)
    await userEvent.type(email, 'sophie.nouvelle@exemple.fr')
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }))
    const dialog = within(
      await body(canvasElement).findByRole(
        'dialog',
        { name: 'Confirmer votre nouvelle adresse email' },
        SAVED_THEN_ASKED,
      ),
    )
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Code de confirmation' }),
      IDENTIFIER_CHANGE_CODES.wrong,
    )
    // A field's error slot exists (empty) before its text arrives: wait until the text shows.
    await waitFor(() => expect(dialog.getByText('Code incorrect')).toBeVisible(), { timeout: 5000 })
  },
}

/** Registered by email: the phone typed at registration waits for its code. */
const registeredByEmail = accountUser('midwife', 'perinatal', {
  profile: { ...midwife.profile, telecom: midwife.profile.telecom.filter((t) => t.system === 'EMAIL') },
  pendingIdentifierChanges: [pendingChange('phone', '+33612345678')],
})

export const PhoneWaitingForCode: Story = {
  parameters: { msw: { handlers: accountHandlers.identifierChanges(registeredByEmail) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('textbox', { name: 'Téléphone' })).toHaveAccessibleDescription(
      'Nouveau numéro en attente de confirmation : +33 6 12 34 56 78',
    )
    await expect(canvas.getByRole('button', { name: 'Confirmer le numéro' })).toBeVisible()
  },
}

export const Impersonation: Story = {
  parameters: {
    msw: {
      handlers: [
        accountHandlers.currentUser(withPractice(impersonatedUser(), midwifePractice)),
        accountHandlers.updateNamesForbidden(withPractice(impersonatedUser(), midwifePractice)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('textbox', { name: 'Adresse email' })).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'Prénom' })).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: /Numéro RPPS/ })).toBeDisabled()
    await expect(canvas.getByText(/ne peuvent pas être modifiés pendant l'impersonation/)).toBeVisible()
  },
}

export const DoctorPractice: Story = {
  parameters: {
    msw: {
      handlers: [accountHandlers.currentUser(doctor), accountHandlers.updateCurrentUser(doctor)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rpps = await canvas.findByRole('textbox', { name: /Numéro RPPS/ })
    await userEvent.clear(rpps)
    await userEvent.type(rpps, '1000345')
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(canvas.getByText('Le numéro RPPS doit contenir 11 chiffres')).toBeVisible(), {
      timeout: 5000,
    })
  },
}

export const NursePracticeInAbidjan: Story = {
  args: { application: 'mobility' },
  parameters: {
    msw: {
      handlers: [
        accountHandlers.currentUser(nurse),
        accountHandlers.updateCurrentUser(nurse),
        onboardingHandlers.places,
        onboardingHandlers.placeDetails,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('textbox', { name: 'Numéro de certification' })).toHaveValue(
      'IDE-CI-2026-0042',
    )
    await expect(canvas.getByText('Adresse retenue : Cocody, Abidjan')).toBeVisible()
  },
}

export const NewAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Adresse' }), 'Rivoli')
    const body = within(canvasElement.ownerDocument.body)
    // The search waits 300 ms after the last key, then asks the places port: a loaded machine needs
    // more than the default second.
    const option = await body.findByRole(
      'option',
      { name: '1 Rue de Rivoli, 75001 Paris' },
      { timeout: 5000 },
    )
    await userEvent.click(option)
    await expect(
      await canvas.findByText('Adresse retenue : 1 Rue de Rivoli, 75001 Paris', {}, { timeout: 5000 }),
    ).toBeVisible()
  },
}

export const MyData: Story = {
  args: { path: '/app/user/settings#access-policy' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucun accès accordé')).toBeVisible()
  },
}

const INTEGRATIONS = '/app/user/settings#integrations'

/**
 * The midwife's settings over an integrations store of its own at each rendering, so that a story's play
 * starts from the state it names however often it is shown.
 */
const withCalendarFeed = (options: { since?: string } = {}): Pick<Story, 'args' | 'loaders' | 'render'> => ({
  args: { path: INTEGRATIONS },
  loaders: [() => ({ integrations: integrationsStore(options) })],
  render: (args, { loaded }) => (
    <AppHarness
      {...args}
      handlers={[
        accountHandlers.currentUser(midwife),
        ...(loaded.integrations as IntegrationsStore).handlers,
      ]}
    />
  ),
})

/** Made on 20 November 2026. */
const LINK_MADE = '2026-11-20T08:00:00.000Z'

export const Integrations: Story = {
  ...withCalendarFeed(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Désactivée')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Activer' })).toBeVisible()
  },
}

export const IntegrationsLinkShownOnce: Story = {
  ...withCalendarFeed(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Activer' }))
    const link = await canvas.findByRole('textbox', { name: "Lien d'abonnement" })
    await expect(link).toHaveAttribute('readonly')
    await expect(canvas.getByText(/Ce lien ne sera plus affiché/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Copier le lien' })).toBeVisible()
  },
}

export const IntegrationsActive: Story = {
  ...withCalendarFeed({ since: LINK_MADE }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Activée')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Synchroniser' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Désactiver' })).toBeVisible()
  },
}

export const IntegrationsRenewConfirmation: Story = {
  ...withCalendarFeed({ since: LINK_MADE }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Synchroniser' }))
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Créer un nouveau lien ?' })
    await expect(dialog).toHaveTextContent("L'ancien lien cessera de fonctionner")
  },
}

export const IntegrationsDisableConfirmation: Story = {
  ...withCalendarFeed({ since: LINK_MADE }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Désactiver' }))
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: "Désactiver l'agenda ?" })
    await expect(dialog).toHaveTextContent('Le lien cessera de fonctionner')
  },
}

/** A patient has no integration yet. */
export const IntegrationsForPatient: Story = {
  args: { path: INTEGRATIONS },
  parameters: { msw: { handlers: [accountHandlers.currentUser(accountUser('patient'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucune intégration disponible')).toBeVisible()
  },
}

export const Legals: Story = { args: { path: '/app/user/settings#legals' } }

export const Dispatch: Story = {
  args: { application: 'dispatch' },
  globals: { brand: 'dispatch' },
  parameters: {
    msw: { handlers: [accountHandlers.currentUser(accountUser('dispatchManager', 'dispatch'))] },
  },
}

export const Phone: Story = { globals: { viewport: { value: 'small' } } }
