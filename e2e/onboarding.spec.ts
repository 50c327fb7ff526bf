// Registration through the UI, in each app against the real API and directories: one account
// of every type the mode offers, a 409 conflict, a reload in the middle of a wizard, and axe at 375 and
// 1440 px on every step. Structures and dispatch accounts wait for review on /pending-activation.
import type { Page } from '@playwright/test'
import { accountsOf, expect, SAME_IN_EVERY_APP, test, type AppName } from './support/fixtures.ts'
import { address, axeAtBothWidths, check, signUp as signUpToNewUser, text } from './support/registration.ts'
import { unlockVault } from './support/vault.ts'

const NIR_TAKEN = 'Ce numéro de sécurité sociale est déjà associé à un compte existant'
const PHONE_TAKEN = 'Ce numéro de téléphone est déjà associé à un compte existant'

let counter = 0
/** A fresh email, phone and NIR for each account of each run (the database is new at every run). */
function fresh(label: string) {
  const n = `${Date.now()}${counter++}`
  const order = n.slice(-6)
  const base = `2920575${order}`
  const key = String(97 - Number(BigInt(base) % 97n)).padStart(2, '0')
  // 06 12 keeps the number metropolitan: a random 06 9x… would be an overseas mobile, invalid for FR.
  return { email: `e2e.${label}.${n}@exemple.fr`, phone: `0612${n.slice(-6)}`, nir: `${base}${key}` }
}

/** Shared sign-up, then the new-user page's heading. */
async function signUp(page: Page, app: AppName, path: string, email: string, terms = true) {
  await signUpToNewUser(page, app, path, email, terms)
  await expect(page.getByRole('heading', { name: 'Création de votre profil' })).toBeVisible()
}

async function radio(page: Page, group: string, option: string) {
  await page.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click()
}
async function date(page: Page, label: string, ddmmyyyy: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click()
  await page.keyboard.type(ddmmyyyy)
}
async function select(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click()
  // The popover's list, not the hidden native <select> react-aria keeps for autofill.
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click()
}
async function step(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(title) })).toBeVisible()
  await axeAtBothWidths(page)
}
const next = (page: Page) => page.getByRole('button', { name: 'Suivant' }).click()
const submit = (page: Page) => page.getByRole('button', { name: 'Créer mon compte' }).click()

async function identity(page: Page, who: { first: string; last: string; phone: string }, gender: string) {
  await text(page, 'Prénom').fill(who.first)
  await text(page, 'Nom').fill(who.last)
  await radio(page, 'Genre', gender)
  await text(page, 'Numéro de téléphone').fill(who.phone)
}

async function patientPersonalInfo(page: Page, id: ReturnType<typeof fresh>) {
  await step(page, 'Informations personnelles')
  // The email the session signed in with is locked.
  await expect(text(page, 'Adresse email')).toHaveValue(id.email)
  await expect(text(page, 'Adresse email')).toHaveAttribute('readonly', '')
  await identity(page, { first: 'léa', last: 'martin', phone: id.phone }, 'Femme')
  await date(page, 'Date de naissance', '14051992')
  await text(page, 'Numéro de sécurité sociale').fill(id.nir)
  await address(page, 'Adresse')
  await next(page)
}

/** Runs in the page: e2e is typed for Node, without the DOM's globals. */
function readSessionItem(key: string): string | null {
  return (
    globalThis as unknown as { sessionStorage: { getItem(key: string): string | null } }
  ).sessionStorage.getItem(key)
}

async function registerPatient(page: Page, app: AppName, id: ReturnType<typeof fresh>, reload: boolean) {
  await signUp(page, app, '/register/patient', id.email)
  await patientPersonalInfo(page, id)
  await step(page, 'Antécédents et traitements')
  await select(page, 'Groupe sanguin', 'A+')
  await page.getByRole('textbox', { name: 'Traitements en cours' }).fill('Fer')
  if (reload) {
    // A reload in the middle of the wizard keeps the step and what was typed.
    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: /Antécédents et traitements/ })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Traitements en cours' })).toHaveValue('Fer')
    await expect(page.getByRole('button', { name: /Groupe sanguin/ })).toContainText('A+')
  }
  await next(page)
  if (app === 'perinatal') {
    await step(page, 'Informations prénatales')
    const recent = new Date(Date.now() - 60 * 86_400_000)
    const ddmmyyyy = [recent.getDate(), recent.getMonth() + 1]
      .map((n) => String(n).padStart(2, '0'))
      .join('')
      .concat(String(recent.getFullYear()))
    await date(page, 'Date des dernières règles', ddmmyyyy)
    await select(page, 'Type de grossesse', 'Simple')
    await text(page, "Nombre d'accouchements à terme").fill('0')
    await next(page)
  }
  await step(page, 'Référent santé')
  if (app === 'perinatal') await radio(page, 'Votre référent est', 'Sage-femme')
  await text(page, 'Prénom du référent').fill('Sophie')
  await text(page, 'Nom du référent').fill('Garnier')
  await text(page, 'Email du référent').fill('sophie.garnier@exemple.fr')
  await text(page, 'Numéro RPPS du référent').fill('10003456789')
  await address(page, 'Adresse du référent', 'Paris')
  await submit(page)
}

test.describe('registration through the UI', () => {
  test.describe.configure({ timeout: 180_000 })
  // Long journeys, but no single action should wait that long.
  test.use({ actionTimeout: 15_000 })

  test('patients: a reload mid-wizard loses nothing, a NIR already used is refused at the field', async ({
    page,
    app,
  }) => {
    // Dispatch has no patients; mobility's patient registers in 'patients (mobility) in Abidjan'.
    test.skip(app !== 'perinatal', SAME_IN_EVERY_APP)
    const first = fresh(`${app}-patient`)
    await registerPatient(page, app, first, true)
    await expect(page).toHaveURL(/\/app$/)
    // Medical answers never reach the server in clear: POST /user refuses them (400), so reaching /app
    // means none was sent. They wait in the tab for the vault, and logging out drops them.
    const pendingKey = `relais.${app}.pending-medical-record`
    const pending = await page.evaluate(readSessionItem, pendingKey)
    expect(JSON.parse(pending ?? 'null')).toMatchObject({ bloodGroup: 'A+', treatments: 'Fer' })
    await page.goto('/logout')
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(readSessionItem, pendingKey)).toBeNull()

    // Same NIR, another person: 409 back to step 1 with the message, which leaves once the NIR changes.
    const second = { ...fresh(`${app}-patient2`), nir: first.nir }
    await registerPatient(page, app, second, false)
    await expect(page.getByText(NIR_TAKEN)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: /Étape 1 sur/ })).toBeVisible()
    await axeAtBothWidths(page)
    const other = fresh(`${app}-patient3`).nir
    await text(page, 'Numéro de sécurité sociale').fill(other)
    await expect(page.getByText(NIR_TAKEN)).toHaveCount(0)
    for (let i = 0; i < (app === 'perinatal' ? 3 : 2); i++) await next(page)
    await submit(page)
    await expect(page).toHaveURL(/\/app$/)
  })

  test('doctors', async ({ page, app }) => {
    test.skip(app === 'dispatch', 'dispatch offers only its two roles')
    const id = fresh(`${app}-doctor`)
    await signUp(page, app, '/register/doctor', id.email)
    await step(page, 'Informations professionnelles')
    await identity(page, { first: 'Julien', last: 'Moreau', phone: id.phone }, 'Homme')
    await address(page, 'Adresse')
    await text(page, 'Numéro RPPS').fill('1000345')
    await next(page)
    await expect(page.getByText('Le numéro RPPS doit contenir 11 chiffres')).toBeVisible()
    await text(page, 'Numéro RPPS').fill(`1${id.phone.slice(-10)}`)
    await next(page)
    await step(page, 'Informations complémentaires')
    await page
      .getByRole('textbox', { name: 'Présentation' })
      .fill('Médecine générale et suivi des grossesses')
    await submit(page)
    await expect(page).toHaveURL(/\/app$/)
    // A new account: its first unlock creates its encryption identity (registration mode).
    await unlockVault(page, app, id.email)
    await expect(page.getByTestId('user-name')).toHaveText('Julien Moreau')
  })

  test('midwives (perinatal), with their PMI', async ({ page, app }) => {
    test.skip(app !== 'perinatal', 'midwives register in perinatal only')
    const id = fresh('midwife')
    await signUp(page, app, '/register/midwife', id.email)
    await step(page, 'Informations personnelles')
    await identity(page, { first: 'Sophie', last: 'Garnier', phone: id.phone }, 'Femme')
    await address(page, 'Adresse')
    await next(page)
    await step(page, 'Formation et expérience')
    await radio(page, 'Profil', 'Sage-femme libérale')
    await check(page, 'Préparation à la naissance')
    await page.getByRole('textbox', { name: 'Description de votre activité' }).fill('Suivi de grossesse')
    await address(page, "Zone d'exercice", 'Paris')
    await select(page, "Rayon d'intervention", '20 km')
    await next(page)
    await step(page, 'Affiliation PMI')
    await check(page, 'Je suis rattachée à une PMI')
    await submit(page)
    await expect(page.getByText('Veuillez sélectionner une PMI')).toBeVisible()
    await page.getByRole('combobox', { name: 'PMI de rattachement' }).fill('Belleville')
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /PMI Belleville/ })
      .click()
    await expect(page.getByText('PMI retenue : PMI Belleville')).toBeVisible()
    await axeAtBothWidths(page)
    await submit(page)
    await expect(page).toHaveURL(/\/app$/)
  })

  test('nurses (mobility)', async ({ page, app }) => {
    test.skip(app !== 'mobility', 'nurses register in mobility only')
    const id = fresh('assistant')
    // /register/assistant is no route: the invitation link (/register/select) lets the nurse pick.
    await signUp(page, app, '/register/select', id.email)
    await radio(page, 'Vous êtes', 'Infirmier')
    await axeAtBothWidths(page)
    await page.getByRole('button', { name: 'Continuer' }).click()
    await step(page, 'Informations personnelles')
    await identity(page, { first: 'Karim', last: 'Benali', phone: id.phone }, 'Homme')
    await address(page, 'Adresse')
    await next(page)
    await step(page, 'Formation et expérience')
    await text(page, 'Numéro de certification').fill('IDE-2024-1234')
    await page.getByRole('textbox', { name: 'Description de votre activité' }).fill('Soins à domicile')
    await address(page, "Zone d'exercice", 'Toulouse')
    await submit(page)
    await expect(page).toHaveURL(/\/app$/)
  })

  test('nurses (mobility) in Abidjan, with an Ivorian phone', async ({ page, app }) => {
    test.skip(app !== 'mobility', "home care reaches Côte d'Ivoire in mobility only")
    const id = fresh('assistant-ci')
    await signUp(page, app, '/register/select', id.email)
    await radio(page, 'Vous êtes', 'Infirmier')
    await page.getByRole('button', { name: 'Continuer' }).click()
    await step(page, 'Informations personnelles')
    // An Ivorian mobile number, typed in the international form: the field takes its country.
    await identity(page, { first: 'Aya', last: 'Kouassi', phone: `+22507${id.phone.slice(-8)}` }, 'Femme')
    await expect(page.getByRole('button', { name: /Indicatif pays/ })).toHaveText(/CI \+225/)
    await address(page, 'Adresse', 'Cocody', "Côte d'Ivoire")
    await expect(page.getByText('Adresse retenue : Cocody, Abidjan')).toBeVisible()
    await next(page)
    await step(page, 'Formation et expérience')
    await text(page, 'Numéro de certification').fill('IDE-CI-2026-0042')
    await page.getByRole('textbox', { name: 'Description de votre activité' }).fill('Soins à domicile')
    await address(page, "Zone d'exercice", 'Yopougon', "Côte d'Ivoire")
    await axeAtBothWidths(page)
    await submit(page)
    await expect(page).toHaveURL(/\/app$/)
  })

  test('patients (mobility) in Abidjan, with an Ivorian phone and no NIR', async ({ page, app }) => {
    test.skip(app !== 'mobility', "home care reaches Côte d'Ivoire in mobility only")
    const id = fresh('patient-ci')
    await signUp(page, app, '/register/patient', id.email)
    await step(page, 'Informations personnelles')
    // An Ivorian mobile number, typed in the international form: the field takes its country.
    await identity(page, { first: 'Awa', last: 'Traoré', phone: `+22507${id.phone.slice(-8)}` }, 'Femme')
    await expect(page.getByRole('button', { name: /Indicatif pays/ })).toHaveText(/CI \+225/)
    await date(page, 'Date de naissance', '14051992')
    await address(page, 'Adresse', 'Cocody', "Côte d'Ivoire")
    await expect(page.getByText('Adresse retenue : Cocody, Abidjan')).toBeVisible()
    // The NIR is the French health insurance's number: optional for an address in Côte d'Ivoire.
    const nir = text(page, 'Numéro de sécurité sociale')
    await expect(nir).toHaveAccessibleDescription(/facultatif pour une adresse hors de France/)
    await expect(nir).toHaveValue('')
    await axeAtBothWidths(page)
    await next(page)
    await step(page, 'Antécédents et traitements')
    await select(page, 'Groupe sanguin', 'O+')
    await next(page)
    await step(page, 'Référent santé')
    await text(page, 'Prénom du référent').fill('Koffi')
    await text(page, 'Nom du référent').fill('Yao')
    await text(page, 'Email du référent').fill('koffi.yao@exemple.ci')
    await text(page, 'Numéro RPPS du référent').fill('10003456789')
    await address(page, 'Adresse du référent', 'Yopougon', "Côte d'Ivoire")
    await submit(page)
    await expect(page).toHaveURL(/\/app$/)
  })

  test('structures wait for review', async ({ page, app }) => {
    test.skip(app === 'dispatch', 'dispatch offers only its two roles')
    const id = fresh(`${app}-organization`)
    await signUp(page, app, '/register/organization', id.email)
    await expect(page.getByText(app === 'perinatal' ? 'Service de maternité' : 'Organisation')).toBeVisible()
    await step(page, 'Votre structure')
    if (app === 'perinatal') {
      // The FINESS directory names the structure at the ninth character.
      await text(page, 'Numéro FINESS').fill('010000016')
      await expect(text(page, 'Nom de la structure')).toHaveValue(/RESIDENCE DES ANCIENS/)
    } else {
      await check(page, "Ma structure n'a pas de numéro FINESS")
      await text(page, 'Numéro SIRET').fill('77220148900022')
      await expect(text(page, 'Nom de la structure')).toHaveValue('CLINIQUE CONVERT')
    }
    await address(page, 'Adresse de la structure')
    await check(page, 'Gynécologue')
    await axeAtBothWidths(page)
    await next(page)
    await step(page, 'Personne responsable')
    await text(page, 'Prénom').fill('Anne')
    await text(page, 'Nom').fill('Roux')
    await text(page, 'Numéro de téléphone').fill(id.phone)
    await submit(page)
    await expect(page).toHaveURL(/\/pending-activation$/)
  })

  test('dispatch manager and operator wait for review; a phone already used is refused', async ({
    page,
    app,
  }) => {
    test.skip(app !== 'dispatch', 'dispatch roles only')
    const manager = fresh('manager')
    await signUp(page, app, '/register', manager.email)
    await expect(page.getByRole('radio')).toHaveCount(2)
    await radio(page, 'Vous êtes', 'Responsable de régulation')
    await page.getByRole('button', { name: 'Continuer' }).click()
    await step(page, 'Vos informations')
    await text(page, 'Prénom').fill('Nathalie')
    await text(page, 'Nom').fill('Girard')
    await text(page, 'Numéro de téléphone').fill(manager.phone)
    await submit(page)
    await expect(page).toHaveURL(/\/pending-activation$/)
    await page.context().clearCookies()

    // Signed in through /login: the terms are asked on /new-user.
    const operator = fresh('operator')
    await signUp(page, app, '/login', operator.email, false)
    const terms = page.getByRole('alertdialog', { name: "Conditions générales d'utilisation" })
    await expect(terms).toBeVisible()
    await axeAtBothWidths(page)
    await terms.getByRole('button', { name: 'Accepter' }).click()
    await radio(page, 'Vous êtes', 'Opérateur de régulation')
    await page.getByRole('button', { name: 'Continuer' }).click()
    await step(page, 'Vos informations')
    await text(page, 'Prénom').fill('Lucas')
    await text(page, 'Nom').fill('Fontaine')
    const taken = accountsOf(app).find((a) => a.phone.startsWith('+33'))!.phone
    await text(page, 'Numéro de téléphone').fill(`0${taken.slice(3)}`)
    await submit(page)
    await expect(page.getByText(PHONE_TAKEN)).toBeVisible()
    await axeAtBothWidths(page)
    await text(page, 'Numéro de téléphone').fill(operator.phone)
    await expect(page.getByText(PHONE_TAKEN)).toHaveCount(0)
    await submit(page)
    await expect(page).toHaveURL(/\/pending-activation$/)
  })
})
