import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import { TermsDialog } from './TermsDialog.tsx'

describe('the terms dialog of /new-user', () => {
  it('links the terms it asks to accept, in a new tab', async () => {
    await render(<TermsDialog isOpen onAccept={() => undefined} onRefuse={() => undefined} />)
    const dialog = page.getByRole('alertdialog', { name: "Conditions générales d'utilisation" })
    const link = dialog.getByRole('link', { name: "conditions générales d'utilisation" })
    await expect.element(link).toHaveAttribute('href', '/legals/terms')
    await expect.element(link).toHaveAttribute('target', '_blank')
    await expect.element(link).toHaveAccessibleDescription("S'ouvre dans un nouvel onglet")
    await expect.element(dialog.getByRole('button', { name: 'Accepter' })).toBeVisible()
  })
})
