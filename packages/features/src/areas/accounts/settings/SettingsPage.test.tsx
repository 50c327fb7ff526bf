import { beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import { http, HttpResponse } from 'msw'
import {
  accessPolicyHandlers,
  accountHandlers,
  accountUser,
  DEMO_PLACES,
  IDENTIFIER_CHANGE_CODES,
  impersonatedUser,
  onboardingHandlers,
  pendingChange,
  TAKEN_IDENTIFIERS,
} from '@relais/api-client/msw'
import type { components, User } from '@relais/api-client'
import { toastQueue } from '@relais/ui'
import { AppHarness } from '../../../shell/testing/AppHarness.tsx'

type UserUpdate = components['schemas']['UserUpdate']

/** What a midwife's registration asked besides identity, as her profile keeps it. */
const MIDWIFE_PRACTICE = {
  rpps: '10107654328',
  initialProfile: 'LIBERAL',
  qualifications: ['BIRTH_PREPARATION'],
  description: 'Suivi de grossesse et préparation à la naissance',
  exerciceZone: { text: 'Paris 11e Arrondissement', city: 'Paris', country: 'FR' },
  exerciceRadius: 20,
  affiliatedToPmi: false,
} satisfies Partial<User['profile']>

const withPractice = (user: User, practice: Partial<User['profile']>): User => ({
  ...user,
  profile: { ...user.profile, ...practice },
})

const midwife = withPractice(accountUser('midwife'), MIDWIFE_PRACTICE)

/**
 * GET and PATCH /user/current over one stored account, the practice's details included, as the API
 * keeps them: what a save sends is what the next visit reads.
 */
function storedAccount(initial: User, patches: UserUpdate[] = []) {
  let user = initial
  return [
    http.get('*/user/current', () => HttpResponse.json(user)),
    http.patch('*/user/current', async ({ request }) => {
      const body = (await request.clone().json()) as UserUpdate
      patches.push(body)
      const { firstName, lastName, email: _email, phoneNumber: _phone, address, ...rest } = body
      const given = firstName ?? user.profile.name.given
      const family = lastName ?? user.profile.name.family
      const profile = {
        ...user.profile,
        ...rest,
        name: { given, family, text: `${given} ${family}` },
        address: address ? [address] : user.profile.address,
      } as User['profile']
      for (const key of ['description', 'advancedCertificationNumber', 'rpps'] as const) {
        if (profile[key] === '') delete profile[key]
      }
      user = { ...user, profile }
      return HttpResponse.json(user)
    }),
  ]
}

describe('settings', () => {
  // Toasts live in the app-wide queue: one test's must not answer for the next.
  beforeEach(() => toastQueue.clear())

  it('opens on personal information, prefilled, and switches section by hash', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={[accountHandlers.currentUser(midwife), ...accessPolicyHandlers.none]}
      />,
    )
    await expect.element(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Sophie')
    await expect
      .element(screen.getByText('Adresse retenue : 12 rue de la Roquette, 75011 Paris, France'))
      .toBeVisible()
    await screen
      .getByRole('navigation', { name: 'Sections des paramètres' })
      .getByRole('link', { name: 'Mes données' })
      .click()
    await expect.element(screen.getByRole('heading', { name: 'Mes données', level: 2 })).toBeVisible()
    await expect.element(screen.getByText('Aucun accès accordé')).toBeVisible()
  })

  it('offers a dropdown instead of the side menu on narrow screens', async () => {
    await page.viewport(375, 800)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings#integrations"
        handlers={[accountHandlers.currentUser(midwife)]}
      />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Intégrations', level: 2 })).toBeVisible()
    await expect
      .element(screen.getByRole('navigation', { name: 'Sections des paramètres' }))
      .not.toBeInTheDocument()
    await screen.getByRole('button', { name: /Section/ }).click()
    await screen.getByRole('option', { name: 'Mentions légales' }).click()
    await expect
      .element(screen.getByRole('link', { name: 'Politique de confidentialité' }).first())
      .toBeVisible()
  })

  it('puts a 409 on the email field and keeps what was typed', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={accountHandlers.identifierChanges(midwife)}
      />,
    )
    const email = screen.getByRole('textbox', { name: 'Adresse email' })
    await email.fill(TAKEN_IDENTIFIERS.email)
    await screen.getByRole('textbox', { name: 'Prénom' }).fill('Sophia')
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Cet email est déjà associé à un compte existant')).toBeVisible()
    await expect.element(email).toHaveAttribute('aria-invalid', 'true')
    await expect.element(email).toHaveValue(TAKEN_IDENTIFIERS.email)
    await expect.element(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Sophia')
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument()
  })

  it('saves and says so', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={[accountHandlers.currentUser(midwife), accountHandlers.updateCurrentUser(midwife)]}
      />,
    )
    await screen.getByRole('textbox', { name: 'Nom', exact: true }).fill('garnier-roux')
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Vos informations ont été enregistrées')).toBeVisible()
    // The domain's rule stores names capitalised.
    await expect
      .element(screen.getByRole('textbox', { name: 'Nom', exact: true }))
      .toHaveValue('Garnier-Roux')
  })

  it('takes a new address from the places directory', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={[
          accountHandlers.currentUser(midwife),
          accountHandlers.updateCurrentUser(midwife),
          onboardingHandlers.places,
          onboardingHandlers.placeDetails,
        ]}
      />,
    )
    await screen.getByRole('combobox', { name: 'Adresse' }).fill('Rivoli')
    await screen.getByRole('option', { name: '1 Rue de Rivoli, 75001 Paris' }).click()
    await expect.element(screen.getByText('Adresse retenue : 1 Rue de Rivoli, 75001 Paris')).toBeVisible()
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Vos informations ont été enregistrées')).toBeVisible()
    await expect.element(screen.getByText('Adresse retenue : 1 Rue de Rivoli, 75001 Paris')).toBeVisible()
  })

  it('shows the field rules before sending', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={[accountHandlers.currentUser(midwife)]}
      />,
    )
    await screen.getByRole('textbox', { name: 'Adresse email' }).fill('sophie@')
    await screen.getByRole('textbox', { name: 'Nom', exact: true }).fill('G')
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText("L'adresse email n'est pas valide")).toBeVisible()
  })

  it('hides address, birth date and gender in dispatch', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        application="dispatch"
        path="/app/user/settings"
        handlers={[accountHandlers.currentUser(accountUser('dispatchManager', 'dispatch'))]}
      />,
    )
    await expect.element(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Nathalie')
    await expect.element(screen.getByRole('combobox', { name: 'Adresse' })).not.toBeInTheDocument()
    await expect.element(screen.getByRole('radiogroup', { name: 'Genre' })).not.toBeInTheDocument()
    await expect.element(screen.getByText('Date de naissance')).not.toBeInTheDocument()
  })
})

describe('a new email or phone in settings', () => {
  beforeEach(() => toastQueue.clear())
  const newEmail = 'sophie.nouvelle@exemple.fr'

  it('saves the other fields without the email, then asks for the code sent to the new one', async () => {
    await page.viewport(1440, 900)
    const patches: Record<string, unknown>[] = []
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={[
          http.patch('*/user/current', async ({ request }) => {
            patches.push((await request.clone().json()) as Record<string, unknown>)
          }),
          ...accountHandlers.identifierChanges(midwife),
        ]}
      />,
    )
    const email = screen.getByRole('textbox', { name: 'Adresse email' })
    await screen.getByRole('textbox', { name: 'Prénom' }).fill('Sophia')
    await email.fill(newEmail)
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Vos informations ont été enregistrées')).toBeVisible()
    expect(patches).toHaveLength(1)
    expect(patches[0]).toMatchObject({ firstName: 'Sophia' })
    expect(patches[0]).not.toHaveProperty('email')
    expect(patches[0]).not.toHaveProperty('phoneNumber')

    const dialog = screen.getByRole('dialog', { name: 'Confirmer votre nouvelle adresse email' })
    await expect.element(dialog).toHaveTextContent(`Saisissez le code à 6 chiffres envoyé à ${newEmail}`)
    // LOCAL: the code is read from the API's outbox.
    await expect.element(dialog.getByTestId('dev-code')).toHaveTextContent(IDENTIFIER_CHANGE_CODES.valid)
    await dialog.getByRole('button', { name: 'Annuler' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    // The frame's banner for the waiting change loads with the first change: once it is in, nothing
    // moves under the next press.
    await expect.element(screen.getByRole('region', { name: 'Avertissement' })).toBeVisible()

    // Nothing typed is lost, and the field says what waits for its code.
    await expect.element(email).toHaveValue(newEmail)
    await expect
      .element(email)
      .toHaveAccessibleDescription(`Nouvelle adresse en attente de confirmation : ${newEmail}`)
    await screen.getByRole('button', { name: "Confirmer l'adresse email" }).click()
    const again = screen.getByRole('dialog', { name: 'Confirmer votre nouvelle adresse email' })
    const code = again.getByRole('textbox', { name: 'Code de confirmation' })
    await code.fill(IDENTIFIER_CHANGE_CODES.wrong)
    await expect.element(again.getByText('Code incorrect')).toBeVisible()
    await expect.element(code).toHaveValue('')
    await code.fill(IDENTIFIER_CHANGE_CODES.valid)
    await expect.element(screen.getByText('Votre adresse email est confirmée')).toBeVisible()
    await expect.element(again).not.toBeInTheDocument()
    await expect.element(email).toHaveValue(newEmail)
    await expect.element(email).not.toHaveAccessibleDescription(/en attente/)
    await expect
      .element(screen.getByRole('button', { name: "Confirmer l'adresse email" }))
      .not.toBeInTheDocument()

    // The account holds it now: saving again sends no code.
    toastQueue.clear()
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Vos informations ont été enregistrées')).toBeVisible()
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument()
  })

  it('puts back on the field an email someone took before the code was typed', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={accountHandlers.identifierChanges(midwife, { takenMeanwhile: true })}
      />,
    )
    const email = screen.getByRole('textbox', { name: 'Adresse email' })
    await email.fill(newEmail)
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    const dialog = screen.getByRole('dialog', { name: 'Confirmer votre nouvelle adresse email' })
    await dialog.getByRole('textbox', { name: 'Code de confirmation' }).fill(IDENTIFIER_CHANGE_CODES.valid)
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(screen.getByText('Cet email est déjà associé à un compte existant')).toBeVisible()
    await expect.element(email).toHaveAttribute('aria-invalid', 'true')
    await expect.element(email).toHaveValue(newEmail)
    await expect
      .element(screen.getByRole('button', { name: "Confirmer l'adresse email" }))
      .not.toBeInTheDocument()
  })

  it('says at the field why no code could be sent', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={accountHandlers.identifierChanges(midwife, { start: 'rate-limited' })}
      />,
    )
    const phone = screen.getByRole('textbox', { name: 'Téléphone' })
    await phone.fill('06 12 34 56 78')
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Trop de tentatives. Merci de réessayer plus tard.')).toBeVisible()
    await expect.element(phone).toHaveAttribute('aria-invalid', 'true')
    await expect.element(phone).toHaveValue('06 12 34 56 78')
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument()
  })

  it('lets an account without a phone leave it empty, or add one with its code', async () => {
    await page.viewport(1440, 900)
    const noPhone = accountUser('midwife', 'perinatal', {
      profile: {
        ...midwife.profile,
        telecom: midwife.profile.telecom.filter((t) => t.system === 'EMAIL'),
      },
    })
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={accountHandlers.identifierChanges(noPhone)}
      />,
    )
    const phone = screen.getByRole('textbox', { name: 'Téléphone' })
    await expect.element(phone).toHaveValue('')
    await expect.element(phone).not.toBeRequired()
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Vos informations ont été enregistrées')).toBeVisible()

    await phone.fill('06 12 34 56 78')
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    const dialog = screen.getByRole('dialog', { name: 'Confirmer votre nouveau numéro' })
    await expect.element(dialog).toHaveTextContent('envoyé au +33 6 12 34 56 78')
    await dialog.getByRole('textbox', { name: 'Code de confirmation' }).fill(IDENTIFIER_CHANGE_CODES.valid)
    await expect.element(screen.getByText('Votre numéro de téléphone est confirmé')).toBeVisible()
    await expect.element(phone).toBeRequired()
  })

  it('shows under its field the phone registration left waiting for its code', async () => {
    await page.viewport(1440, 900)
    const registered = accountUser('midwife', 'perinatal', {
      profile: {
        ...midwife.profile,
        telecom: midwife.profile.telecom.filter((t) => t.system === 'EMAIL'),
      },
      pendingIdentifierChanges: [pendingChange('phone', '+33612345678')],
    })
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={accountHandlers.identifierChanges(registered)}
      />,
    )
    const phone = screen.getByRole('textbox', { name: 'Téléphone' })
    await expect
      .element(phone)
      .toHaveAccessibleDescription('Nouveau numéro en attente de confirmation : +33 6 12 34 56 78')
    await screen.getByRole('button', { name: 'Confirmer le numéro' }).click()
    const dialog = screen.getByRole('dialog', { name: 'Confirmer votre nouveau numéro' })
    await dialog.getByRole('textbox', { name: 'Code de confirmation' }).fill(IDENTIFIER_CHANGE_CODES.valid)
    await expect.element(dialog).not.toBeInTheDocument()
    // The field shows the number the account now holds.
    await expect.element(phone).toHaveValue('06 12 34 56 78')
    await expect.element(phone).not.toHaveAccessibleDescription(/en attente/)
  })

  it('keeps names, email and phone read-only during an impersonation, and offers no code', async () => {
    await page.viewport(1440, 900)
    const impersonated = {
      ...withPractice(impersonatedUser(), MIDWIFE_PRACTICE),
      pendingIdentifierChanges: [pendingChange('email', 'sophie.nouvelle@exemple.fr')],
    }
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={[
          accountHandlers.currentUser(impersonated),
          accountHandlers.updateNamesForbidden(impersonated),
        ]}
      />,
    )
    await expect
      .element(screen.getByText(/ne peuvent pas être modifiés pendant l'impersonation/))
      .toBeVisible()
    for (const name of ['Prénom', 'Adresse email', 'Téléphone']) {
      await expect.element(screen.getByRole('textbox', { name })).toBeDisabled()
    }
    await expect.element(screen.getByRole('textbox', { name: 'Nom', exact: true })).toBeDisabled()
    await expect.element(screen.getByRole('textbox', { name: /Numéro RPPS/ })).toBeDisabled()
    await expect.element(screen.getByRole('button', { name: /^Confirmer/ })).not.toBeInTheDocument()
    await expect.element(screen.getByText(/en attente de confirmation/)).not.toBeInTheDocument()
    // The rest of the profile is still saved (the names are left out of the update).
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Vos informations ont été enregistrées')).toBeVisible()
  })
})

describe('what registration asked of a practitioner', () => {
  beforeEach(() => toastQueue.clear())

  it('offers a doctor the RPPS, specialities and presentation, under registration’s rules, kept on a new visit', async () => {
    await page.viewport(1440, 900)
    const doctor = withPractice(accountUser('doctor'), {
      rpps: '10101234564',
      qualifications: ['GENERAL_PRACTITIONER'],
      languages: ['fr'],
    })
    const patches: UserUpdate[] = []
    const handlers = storedAccount(doctor, patches)
    const screen = await render(<AppHarness withUiProvider path="/app/user/settings" handlers={handlers} />)
    const rpps = screen.getByRole('textbox', { name: /Numéro RPPS/ })
    await expect.element(rpps).toHaveValue('10101234564')
    const specialities = screen.getByRole('group', { name: /Spécialités/ })
    await expect.element(specialities.getByRole('checkbox', { name: 'Médecin généraliste' })).toBeChecked()

    // Registration's rules, in French at the fields; nothing is sent.
    await rpps.fill('1000345')
    await specialities.getByText('Médecin généraliste').click()
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Le numéro RPPS doit contenir 11 chiffres')).toBeVisible()
    await expect.element(rpps).toHaveAttribute('aria-invalid', 'true')
    await expect.element(specialities.getByText('Ce champ est obligatoire')).toBeVisible()
    expect(patches).toHaveLength(0)

    await rpps.fill('10102223335')
    await specialities.getByText('Dermatologue').click()
    await specialities.getByText('Gériatre').click()
    await screen.getByRole('textbox', { name: 'Présentation' }).fill('Dermatologie et gériatrie')
    await screen.getByRole('group', { name: 'Langues parlées' }).getByText('Anglais').click()
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Vos informations ont été enregistrées')).toBeVisible()
    expect(patches.at(-1)).toMatchObject({
      rpps: '10102223335',
      qualifications: ['DERMATOLOGIST', 'GERIATRICIAN'],
      description: 'Dermatologie et gériatrie',
      languages: ['fr', 'en'],
    })

    // A new visit reads them back from the API.
    await screen.unmount()
    const again = await render(<AppHarness withUiProvider path="/app/user/settings" handlers={handlers} />)
    await expect.element(again.getByRole('textbox', { name: /Numéro RPPS/ })).toHaveValue('10102223335')
    await expect
      .element(
        again.getByRole('group', { name: /Spécialités/ }).getByRole('checkbox', { name: 'Dermatologue' }),
      )
      .toBeChecked()
    await expect.element(again.getByRole('checkbox', { name: 'Médecin généraliste' })).not.toBeChecked()
    await expect
      .element(again.getByRole('textbox', { name: 'Présentation' }))
      .toHaveValue('Dermatologie et gériatrie')
    await expect.element(again.getByRole('checkbox', { name: 'Anglais' })).toBeChecked()
  })

  it('offers a nurse the certification numbers and the exercise zone; an API refusal lands at its field, nothing typed lost', async () => {
    await page.viewport(1440, 900)
    const nurse = withPractice(accountUser('assistant', 'mobility'), {
      certificationNumber: 'IDE-2024-1234',
      description: 'Soins à domicile',
      exerciceZone: { text: '3 rue Nationale, 59000 Lille', country: 'FR' },
      exerciceRadius: 20,
    })
    const abidjan = DEMO_PLACES.find((p) => p.address.country === 'CI')!
    const screen = await render(
      <AppHarness
        withUiProvider
        application="mobility"
        path="/app/user/settings"
        handlers={[
          http.patch('*/user/current', () =>
            HttpResponse.json(
              {
                statusCode: 400,
                error: 'Bad Request',
                code: 'VALIDATION_FAILED',
                message: 'La requête contient des champs invalides',
                fieldErrors: [{ field: 'body.certificationNumber', message: 'Numéro refusé par le serveur' }],
              },
              { status: 400 },
            ),
          ),
          accountHandlers.currentUser(nurse),
          onboardingHandlers.places,
          onboardingHandlers.placeDetails,
        ]}
      />,
    )
    const certification = screen.getByRole('textbox', { name: 'Numéro de certification', exact: true })
    await expect.element(certification).toHaveValue('IDE-2024-1234')
    await expect.element(screen.getByText('Adresse retenue : 3 rue Nationale, 59000 Lille')).toBeVisible()

    const description = screen.getByRole('textbox', { name: /Description de votre activité/ })
    await description.fill('')
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(description).toHaveAttribute('aria-invalid', 'true')
    await expect.element(screen.getByText('Ce champ est obligatoire')).toBeVisible()

    await description.fill('Soins et pansements à domicile')
    await certification.fill('IDE-CI-2026-0042')
    await screen.getByRole('textbox', { name: 'Numéro de certification avancée' }).fill('IPA-77')
    await screen
      .getByRole('radiogroup', { name: "Pays (zone d'exercice)" })
      .getByText("Côte d'Ivoire", { exact: true })
      .click()
    await screen.getByRole('combobox', { name: "Zone d'exercice" }).fill('Cocody')
    await screen.getByRole('option', { name: abidjan.label }).click()
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Numéro refusé par le serveur')).toBeVisible()
    await expect.element(certification).toHaveAttribute('aria-invalid', 'true')
    await expect.element(certification).toHaveValue('IDE-CI-2026-0042')
    await expect.element(description).toHaveValue('Soins et pansements à domicile')
    await expect
      .element(screen.getByRole('textbox', { name: 'Numéro de certification avancée' }))
      .toHaveValue('IPA-77')
    await expect.element(screen.getByText(`Adresse retenue : ${abidjan.address.text}`)).toBeVisible()
  })

  it('offers a midwife her profile, qualifications and PMI: a PMI must be chosen once affiliated', async () => {
    await page.viewport(1440, 900)
    const patches: UserUpdate[] = []
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={[...storedAccount(midwife, patches), onboardingHandlers.pmi]}
      />,
    )
    await expect.element(screen.getByRole('radio', { name: 'Sage-femme libérale' })).toBeChecked()
    await expect.element(screen.getByRole('checkbox', { name: 'Préparation à la naissance' })).toBeChecked()
    await screen.getByText('Je suis rattachée à une PMI').click()
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Veuillez sélectionner une PMI')).toBeVisible()
    expect(patches).toHaveLength(0)

    await screen.getByRole('combobox', { name: 'PMI de rattachement' }).fill('Didot')
    await screen.getByRole('option', { name: /Centre de PMI Didot/ }).click()
    await expect.element(screen.getByText('PMI retenue : Centre de PMI Didot')).toBeVisible()
    await screen.getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(screen.getByText('Vos informations ont été enregistrées')).toBeVisible()
    expect(patches.at(-1)).toMatchObject({
      affiliatedToPmi: true,
      pmi: {
        name: 'Centre de PMI Didot',
        address: '4 Rue Didot, 75014 Paris',
        phone: '+33145412233',
        email: 'pmi.didot@exemple.fr',
      },
      initialProfile: 'LIBERAL',
      qualifications: ['BIRTH_PREPARATION'],
      exerciceRadius: 20,
    })
  })

  it('shows no practice to a patient, only the languages', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        withUiProvider
        path="/app/user/settings"
        handlers={[accountHandlers.currentUser(accountUser('patient'))]}
      />,
    )
    await expect.element(screen.getByRole('group', { name: 'Langues parlées' })).toBeVisible()
    await expect
      .element(screen.getByRole('heading', { name: 'Exercice professionnel' }))
      .not.toBeInTheDocument()
    await expect.element(screen.getByRole('textbox', { name: /Numéro RPPS/ })).not.toBeInTheDocument()
  })
})
