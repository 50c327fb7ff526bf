import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  DEMO_PLACES,
  onboardingDefaultHandlers,
  onboardingHandlers,
  ONBOARDING_EMAIL,
} from '@relais/api-client/msw'
import type { ApplicationName } from '@relais/api-client'
import { StoryShell } from '../../../core/testing/StoryShell.tsx'
import { Seeded, type SeedProps } from './testing/Seeded.tsx'
import { draftAt, VALID_STEPS } from './testing/drafts.ts'
import { NewUserPage } from './NewUserPage.tsx'

interface StoryParameters {
  application?: ApplicationName
  seed?: Omit<SeedProps, 'children' | 'application'>
}

const meta = {
  title: 'Screens/onboarding/NewUserPage',
  component: NewUserPage,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: onboardingDefaultHandlers },
    docs: {
      description: {
        component:
          "/new-user (the spec's screens and new-user type): the profile picker when the type is 'select', then the stepped form of the type, with the domain's validation and French messages. The terms dialog comes first when the terms were not accepted on /register. Each step is kept in a session draft, so a reload resumes where it was. Keyboard: Tab through the fields, 'Suivant' checks the step, 'Précédent' goes back; focus moves to the new step's title.",
      },
    },
  },
  render: (_args, { parameters }) => {
    const { application = 'perinatal', seed = {} } = parameters as StoryParameters
    return (
      <StoryShell application={application} path="/new-user" destinations={['/app', '/login']}>
        <Seeded application={application} {...seed}>
          <NewUserPage />
        </Seeded>
      </StoryShell>
    )
  },
} satisfies Meta<typeof NewUserPage>

export default meta
type Story = StoryObj<typeof meta>

const next = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: 'Suivant' }))

export const PatientPersonalInfo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: /Informations personnelles/ })).toBeVisible()
    // The email the session signed in with is locked.
    await expect(canvas.getByRole('textbox', { name: 'Adresse email' })).toHaveAttribute('readonly')
    await expect(canvas.getByRole('textbox', { name: 'Adresse email' })).toHaveValue(ONBOARDING_EMAIL)
  },
}

export const PatientPersonalInfoInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: /Informations personnelles/ })
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nom' }), 'M')
    await userEvent.type(canvas.getByRole('textbox', { name: /Numéro de sécurité sociale/ }), '2850578')
    await next(canvas)
    await expect((await canvas.findAllByText('Ce champ est obligatoire')).length).toBeGreaterThan(2)
    await expect(canvas.getByText('Le nom doit contenir au moins 2 caractères')).toBeVisible()
    await expect(canvas.getByText(/Le numéro de sécurité sociale doit contenir 15/)).toBeVisible()
    await expect(canvas.getByRole('heading', { name: /Étape 1 sur 4/ })).toBeVisible()
  },
}

export const PatientAntecedents: Story = {
  parameters: {
    seed: { draft: draftAt('patient', 1, { ...draftAt('patient', 1).values, antecedents: {} }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: /Antécédents et traitements/ })
    await next(canvas)
    await expect(await canvas.findByText('Ce champ est obligatoire')).toBeVisible()
  },
}

export const PatientPrenatalInfo: Story = {
  parameters: { seed: { draft: draftAt('patient', 2) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: /Informations prénatales/ })).toBeVisible()
  },
}

export const PatientInMobilityHasNoPrenatalStep: Story = {
  parameters: { application: 'mobility' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: /Étape 1 sur 3/ })).toBeVisible()
    await expect(canvas.queryByText('Informations prénatales')).toBeNull()
  },
}

const abidjan = DEMO_PLACES.find((p) => p.address.country === 'CI')!.address

/** A patient of Abidjan: the NIR, the French health insurance's number, is optional there. */
export const PatientInAbidjanWithoutNir: Story = {
  parameters: {
    application: 'mobility',
    seed: {
      draft: draftAt('patient', 0, {
        ...VALID_STEPS.patient,
        personalInfo: {
          ...VALID_STEPS.patient!.personalInfo,
          phoneNumber: '+2250707123456',
          nir: undefined,
          address: abidjan,
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nir = await canvas.findByRole('textbox', { name: /Numéro de sécurité sociale/ })
    await expect(nir).not.toBeRequired()
    await expect(nir).toHaveAccessibleDescription(/facultatif pour une adresse hors de France/)
    await next(canvas)
    await expect(await canvas.findByRole('heading', { name: /Antécédents et traitements/ })).toBeVisible()
  },
}

export const PatientHealthReferentInvalid: Story = {
  parameters: {
    seed: { draft: draftAt('patient', 3, { ...draftAt('patient', 3).values, healthReferent: {} }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: /Référent santé/ })
    await userEvent.type(canvas.getByRole('textbox', { name: /Numéro RPPS du référent/ }), '123')
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }))
    await expect((await canvas.findAllByText('Ce champ est requis')).length).toBeGreaterThan(1)
    await expect(canvas.getByText('Le numéro RPPS doit contenir 11 chiffres')).toBeVisible()
  },
}

export const PatientNirConflict: Story = {
  parameters: {
    seed: { draft: draftAt('patient', 3) },
    msw: { handlers: [onboardingHandlers.nirTaken, ...onboardingDefaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: /Référent santé/ })
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }))
    await expect(
      await canvas.findByText('Ce numéro de sécurité sociale est déjà associé à un compte existant'),
    ).toBeVisible()
    await expect(canvas.getByRole('heading', { name: /Étape 1 sur 4/ })).toBeVisible()
    // Another NIR clears the message.
    const nir = canvas.getByRole('textbox', { name: /Numéro de sécurité sociale/ })
    await userEvent.clear(nir)
    await userEvent.type(nir, '179027512345628')
    await waitFor(() =>
      expect(
        canvas.queryByText('Ce numéro de sécurité sociale est déjà associé à un compte existant'),
      ).toBeNull(),
    )
  },
}

export const RegistrationSucceeds: Story = {
  parameters: { seed: { draft: draftAt('patient', 3) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: /Référent santé/ })
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }))
    await expect(await canvas.findByText('Page /app')).toBeVisible()
    await expect(sessionStorage.getItem('relais.perinatal.new-user')).toBeNull()
  },
}

export const ServerError: Story = {
  parameters: {
    seed: { draft: draftAt('doctor', 1) },
    msw: { handlers: [onboardingHandlers.serverError, ...onboardingDefaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: /Informations complémentaires/ })
    await userEvent.type(canvas.getByRole('textbox', { name: 'Présentation' }), 'Médecin généraliste')
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }))
    await expect(await canvas.findByText('Une erreur est survenue')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Présentation' })).toHaveValue('Médecin généraliste')
  },
}

export const DoctorProfessionalInfo: Story = {
  parameters: { seed: { chosenType: 'doctor' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: /Informations professionnelles/ })
    await userEvent.type(canvas.getByRole('textbox', { name: /Numéro RPPS/ }), '1234')
    await next(canvas)
    await expect(await canvas.findByText('Le numéro RPPS doit contenir 11 chiffres')).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: 'Médecin généraliste' })).toBeChecked()
  },
}

export const DoctorFromProSanteConnect: Story = {
  parameters: { msw: { handlers: [onboardingHandlers.sessionByPsc, ...onboardingDefaultHandlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: /Informations professionnelles/ })
    await expect(canvas.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Julien')
    await expect(canvas.getByRole('textbox', { name: 'Nom' })).toHaveValue('Moreau')
    await expect(canvas.getByRole('textbox', { name: /Numéro RPPS/ })).toHaveValue('10003456789')
    await expect(canvas.getByRole('radio', { name: 'Homme' })).toBeChecked()
    await expect(canvas.queryByRole('button', { name: 'Changer de profil' })).toBeNull()
  },
}

export const DoctorRppsRefusedByApi: Story = {
  parameters: {
    seed: { draft: draftAt('doctor', 1) },
    msw: { handlers: [onboardingHandlers.rppsRefused, ...onboardingDefaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: /Informations complémentaires/ })
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }))
    await expect(await canvas.findByText('Le numéro RPPS doit contenir 11 chiffres')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: /Étape 1 sur 2/ })).toBeVisible()
  },
}

export const MidwifeEducation: Story = {
  parameters: {
    seed: { draft: draftAt('midwife', 1, { ...draftAt('midwife', 1).values, educationAndExperience: {} }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: /Formation et expérience/ })
    // No radius without a zone.
    await expect(canvas.getByRole('button', { name: /Rayon d'intervention/ })).toBeDisabled()
    await next(canvas)
    await expect((await canvas.findAllByText('Ce champ est obligatoire')).length).toBeGreaterThan(2)
  },
}

export const MidwifePmiRequired: Story = {
  parameters: { seed: { draft: draftAt('midwife', 2) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: /Affiliation PMI/ })
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Je suis rattachée à une PMI' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }))
    await expect(await canvas.findByText('Veuillez sélectionner une PMI')).toBeVisible()
    await userEvent.type(canvas.getByRole('combobox', { name: /PMI de rattachement/ }), 'Didot')
    await userEvent.click(await within(document.body).findByRole('option', { name: /Centre de PMI Didot/ }))
    await expect(await canvas.findByText('PMI retenue : Centre de PMI Didot')).toBeVisible()
  },
}

export const AssistantInMobility: Story = {
  parameters: { application: 'mobility', seed: { chosenType: 'assistant' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Infirmier')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: /Étape 1 sur 2/ })).toBeVisible()
  },
}

export const OrganizationFinessLookup: Story = {
  parameters: { seed: { chosenType: 'organization' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Service de maternité')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: /Numéro FINESS/ }), '750712184')
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Nom de la structure/ })).toHaveValue(
        'Maternité Port-Royal',
      ),
    )
  },
}

export const OrganizationWithoutFiness: Story = {
  parameters: {
    seed: {
      draft: draftAt('organization', 0, {
        organization: { ...VALID_STEPS.organization!.organization, noFiness: true, siret: '12345' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('textbox', { name: /Numéro SIRET/ })).toHaveValue('123 45')
    await next(canvas)
    await expect(await canvas.findByText('Un SIRET contient 14 chiffres')).toBeVisible()
  },
}

export const OrganizationResponsiblePerson: Story = {
  parameters: { seed: { draft: draftAt('organization', 1) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: /Personne responsable/ })).toBeVisible()
  },
}

export const DispatchPicker: Story = {
  parameters: { application: 'dispatch' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Continuer' }))
    await expect(await canvas.findByText('Veuillez choisir un profil')).toBeVisible()
    await expect(canvas.getAllByRole('radio')).toHaveLength(2)
    await userEvent.click(canvas.getByText('Opérateur de régulation'))
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }))
    await expect(await canvas.findByRole('heading', { name: /Vos informations/ })).toBeVisible()
  },
}

export const InvitationPickerInPerinatal: Story = {
  parameters: { seed: { chosenType: 'select' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('radio', { name: 'Service de maternité' })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'Sage-femme' })).toBeVisible()
    await expect(canvas.queryByRole('radio', { name: 'Infirmier' })).toBeNull()
  },
}

export const TermsNotAccepted: Story = {
  parameters: { seed: { termsAccepted: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('alertdialog', { name: "Conditions générales d'utilisation" })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accepter' }))
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull())
    await expect(sessionStorage.getItem('relais.perinatal.terms-accepted')).toBe('true')
  },
}

export const TermsRefusedSignsOut: Story = {
  parameters: { seed: { termsAccepted: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }))
    await expect(await body.findByText('Page /login')).toBeVisible()
  },
}
