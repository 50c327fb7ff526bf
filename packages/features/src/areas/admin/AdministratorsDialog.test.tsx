import { beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { accountHandlers, adminUser, administratorsSample } from '@relais/api-client/msw'
import { toastQueue } from '@relais/ui'
import { AppHarness } from '../../shell/testing/AppHarness.tsx'
import { grantedByLabel } from './AdministratorsDialog.tsx'

async function openDialog(handlers: RequestHandler[]) {
  await page.viewport(1440, 900)
  const screen = await render(
    <AppHarness
      withUiProvider
      path="/app/admin"
      handlers={[accountHandlers.currentUser(adminUser()), ...handlers]}
    />,
  )
  await screen.getByRole('button', { name: 'Administrateurs' }).click()
  const dialog = screen.getByRole('dialog', { name: 'Administrateurs' })
  await expect.element(dialog).toBeVisible()
  return { screen, dialog }
}

// Enough rows to pass 240 px whatever the theme's spacing.
const many = [
  ...administratorsSample,
  ...['Inès Robert', 'Paul Lambert', 'Yasmine Haddad', 'Marc Petit'].map((name, i) => ({
    userId: `0b1c2d3e-4f5a-4b6c-8d7e-8f9a0b1c2d4${i}`,
    username: `${name.split(' ')[0]!.toLowerCase()}@relais-sante.fr`,
    name,
    grantedAt: '2026-11-22T09:00:00.000Z',
    grantedBy: 'admin.perinatal@relais-sante.fr',
  })),
]

describe('the administrators dialog', () => {
  beforeEach(() => toastQueue.clear())

  it('lists who holds a grant, who gave it and when, in a list that scrolls past 240 px', async () => {
    const { dialog } = await openDialog(accountHandlers.administrators(many))
    const list = dialog.getByRole('grid', { name: "Administrateurs de l'application" })
    const claire = list.getByRole('row', { name: /Claire Dubois/ })
    await expect.element(claire).toHaveTextContent('admin.perinatal@relais-sante.fr')
    await expect.element(claire).toHaveTextContent('(vous)')
    await expect.element(claire).toHaveTextContent('Ajouté par les données de démonstration le 02/11/2026')
    await expect
      .element(list.getByRole('row', { name: /Julien Moreau/ }))
      .toHaveTextContent('Ajouté par admin.perinatal@relais-sante.fr le 18/11/2026')
    await expect.element(list.getByRole('row')).toHaveLength(many.length)

    const element = list.element() as HTMLElement
    expect(getComputedStyle(element).maxHeight).toBe('240px')
    expect(element.scrollHeight).toBeGreaterThan(element.clientHeight)
    // One Tab stop; the arrows move through the rows and scroll the list.
    await list.getByRole('row').first().click()
    for (let i = 1; i < many.length; i++) await userEvent.keyboard('{ArrowDown}')
    await expect
      .element(list.getByRole('row', { name: /Marc Petit/ }))
      .toHaveAttribute('data-focused', 'true')
    expect(element.scrollTop).toBeGreaterThan(0)
  })

  it("says 'Veuillez entrer une adresse email' without calling the API", async () => {
    // Only the list is answered: a call to add would fail with a generic error.
    const [list] = accountHandlers.administrators()
    const { dialog } = await openDialog([list!])
    await dialog.getByRole('button', { name: 'Ajouter' }).click()
    await expect.element(dialog.getByText('Veuillez entrer une adresse email')).toBeVisible()
    await expect
      .element(dialog.getByRole('textbox', { name: 'Adresse email' }))
      .toHaveAttribute('aria-invalid', 'true')
  })

  it('puts the refusals of the API at the field, keeping what was typed', async () => {
    const { dialog } = await openDialog(accountHandlers.administrators())
    const email = dialog.getByRole('textbox', { name: 'Adresse email' })
    await email.fill('medecin.perinatal@demo.relais-sante.fr')
    await dialog.getByRole('button', { name: 'Ajouter' }).click()
    await expect.element(dialog.getByText('Cet administrateur existe déjà')).toBeVisible()
    await expect.element(email).toHaveAttribute('aria-invalid', 'true')
    await expect.element(email).toHaveValue('medecin.perinatal@demo.relais-sante.fr')

    await email.fill('inconnu@exemple.fr')
    await expect.element(email).not.toHaveAttribute('aria-invalid')
    await dialog.getByRole('button', { name: 'Ajouter' }).click()
    await expect.element(dialog.getByText('Aucun compte avec cet email dans cette application')).toBeVisible()
    await expect.element(email).toHaveValue('inconnu@exemple.fr')
  })

  it('adds an account of the application to the list', async () => {
    const { screen, dialog } = await openDialog(accountHandlers.administrators())
    const email = dialog.getByRole('textbox', { name: 'Adresse email' })
    await email.fill('Sage-Femme.Perinatal@demo.relais-sante.fr')
    await userEvent.keyboard('{Enter}')
    const row = dialog.getByRole('row', { name: /Sophie Garnier/ })
    await expect.element(row).toHaveTextContent('Ajouté par admin.perinatal@relais-sante.fr')
    await expect.element(email).toHaveValue('')
    await expect
      .element(screen.getByText("Sophie Garnier a désormais les droits d'administration"))
      .toBeVisible()
  })

  it('removes an administrator after confirmation', async () => {
    const { dialog, screen } = await openDialog(accountHandlers.administrators())
    await dialog.getByRole('button', { name: 'Retirer Julien Moreau' }).click()
    const confirm = screen.getByRole('alertdialog', { name: 'Retirer un administrateur' })
    await expect
      .element(confirm)
      .toHaveTextContent(/Julien Moreau \(medecin\.perinatal@demo\.relais-sante\.fr\)/)
    // 'Annuler' keeps the grant.
    await confirm.getByRole('button', { name: 'Annuler' }).click()
    await expect.element(dialog.getByRole('row', { name: /Julien Moreau/ })).toBeVisible()

    await dialog.getByRole('button', { name: 'Retirer Julien Moreau' }).click()
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Retirer' }).click()
    await expect.element(dialog.getByRole('row', { name: /Julien Moreau/ })).not.toBeInTheDocument()
    await expect.element(dialog.getByRole('row')).toHaveLength(administratorsSample.length - 1)
  })

  it('shows why the last administrator cannot be removed', async () => {
    const { dialog, screen } = await openDialog(accountHandlers.administrators([administratorsSample[0]!]))
    await dialog.getByRole('button', { name: 'Retirer Claire Dubois' }).click()
    const confirm = screen.getByRole('alertdialog', { name: 'Retirer un administrateur' })
    await expect.element(confirm).toHaveTextContent("Vous n'aurez plus accès à l'administration")
    await confirm.getByRole('button', { name: 'Retirer' }).click()
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('Impossible de retirer le dernier administrateur')
    await expect.element(dialog.getByRole('row', { name: /Claire Dubois/ })).toBeVisible()
  })

  it('says when the list is loading, empty, or failed, and retries', async () => {
    const loading = await openDialog([accountHandlers.administratorsLoading])
    await expect.element(loading.dialog.getByText('Chargement des administrateurs...')).toBeVisible()
    await loading.screen.unmount()

    const empty = await openDialog(accountHandlers.administrators([]))
    await expect
      .element(empty.dialog.getByRole('heading', { name: 'Aucun administrateur', level: 3 }))
      .toBeVisible()
    await empty.screen.unmount()

    // Fails once, then answers.
    const failing = await openDialog([
      http.get(
        '*/admin/administrators',
        () => HttpResponse.json({ statusCode: 500, error: 'Error', message: 'Oops' }, { status: 500 }),
        { once: true },
      ),
      ...accountHandlers.administrators(),
    ])
    await expect
      .element(failing.dialog.getByRole('alert'))
      .toHaveTextContent("Les administrateurs n'ont pas pu être chargés.")
    await failing.dialog.getByRole('button', { name: 'Réessayer' }).click()
    await expect.element(failing.dialog.getByRole('row', { name: /Claire Dubois/ })).toBeVisible()
  })

  it('names who gave a grant', () => {
    expect(grantedByLabel('configuration')).toBe('la configuration du serveur')
    expect(grantedByLabel('seed')).toBe('les données de démonstration')
    expect(grantedByLabel('+33612345678')).toBe('+33 6 12 34 56 78')
    expect(grantedByLabel('admin.perinatal@relais-sante.fr')).toBe('admin.perinatal@relais-sante.fr')
  })
})
