import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { RichTextEditor, isValidLinkHref } from '.'

const lastHtml = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.lastCall?.[0] as string | undefined

async function setup(props: Partial<Parameters<typeof RichTextEditor>[0]> = {}) {
  const onChange = vi.fn()
  const screen = await render(<RichTextEditor label="Transmission" onChange={onChange} {...props} />)
  const text = screen.getByRole('textbox', { name: 'Transmission' })
  return { screen, text, onChange }
}

describe('RichTextEditor', () => {
  it('is a labelled multi-line text box with a formatting toolbar', async () => {
    const { screen, text } = await setup({ description: 'Visible par l’équipe', placeholder: 'Écrire…' })
    await expect.element(text).toHaveAttribute('aria-multiline', 'true')
    await expect.element(text).toHaveAttribute('aria-placeholder', 'Écrire…')
    await expect.element(text).toHaveAccessibleDescription('Visible par l’équipe')
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme' })
    for (const name of [
      'Gras',
      'Italique',
      'Souligné',
      'Barré',
      'Citation',
      'Liste à puces',
      'Liste numérotée',
      'Lien',
    ]) {
      await expect.element(toolbar.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false')
    }
  })

  it.each([
    ['Gras', '<p><strong>Bonjour</strong></p>'],
    ['Italique', '<p><em>Bonjour</em></p>'],
    ['Souligné', '<p><u>Bonjour</u></p>'],
    ['Barré', '<p><s>Bonjour</s></p>'],
    ['Citation', '<blockquote><p>Bonjour</p></blockquote>'],
    ['Liste à puces', '<ul><li><p>Bonjour</p></li></ul>'],
    ['Liste numérotée', '<ol><li><p>Bonjour</p></li></ol>'],
  ])('%s formats the selection and reports the HTML', async (tool, html) => {
    const { screen, text, onChange } = await setup()
    await text.click()
    await userEvent.keyboard('Bonjour')
    expect(lastHtml(onChange)).toBe('<p>Bonjour</p>')
    await userEvent.keyboard('{Control>}a{/Control}')
    const button = screen.getByRole('button', { name: tool })
    await button.click()
    await vi.waitFor(() => expect(lastHtml(onChange)).toBe(html))
    await expect.element(button).toHaveAttribute('aria-pressed', 'true')
  })

  it('keeps Tiptap’s keyboard shortcuts and shows the active mark', async () => {
    const { screen, text, onChange } = await setup()
    await text.click()
    await userEvent.keyboard(
      '{Control>}b{/Control}Fort{Control>}b{/Control} puis {Control>}i{/Control}penché',
    )
    await vi.waitFor(() =>
      expect(lastHtml(onChange)).toBe('<p><strong>Fort</strong> puis <em>penché</em></p>'),
    )
    await expect
      .element(screen.getByRole('button', { name: 'Italique' }))
      .toHaveAttribute('aria-pressed', 'true')
    await expect
      .element(screen.getByRole('button', { name: 'Gras' }))
      .toHaveAttribute('aria-pressed', 'false')
  })

  it('reports an empty editor as an empty string', async () => {
    const { text, onChange } = await setup({ defaultValue: '<p>A</p>' })
    await text.click()
    await userEvent.keyboard('{End}{Backspace}')
    await vi.waitFor(() => expect(lastHtml(onChange)).toBe(''))
  })

  it('validates the link address in French, then links the selection, then removes the link', async () => {
    const { screen, text, onChange } = await setup({ defaultValue: '<p>Protocole</p>' })
    await text.click()
    await userEvent.keyboard('{Control>}a{/Control}')
    const linkButton = screen.getByRole('button', { name: 'Lien' })
    await linkButton.click()
    const dialog = screen.getByRole('dialog', { name: 'Lien' })
    const address = dialog.getByRole('textbox', { name: 'Adresse du lien' })
    await expect.element(address).toHaveFocus()

    for (const wrong of ['exemple', 'javascript:alert(1)', 'ftp://exemple.fr', 'mailto:personne']) {
      await address.fill(wrong)
      await dialog.getByRole('button', { name: 'Appliquer' }).click()
      await expect.element(address).toHaveAttribute('aria-invalid', 'true')
      await expect.element(address).toHaveAccessibleDescription('Adresse invalide')
    }
    expect(onChange).not.toHaveBeenCalled()

    await address.fill('https://exemple.fr/protocole')
    await userEvent.keyboard('{Enter}')
    await vi.waitFor(() =>
      expect(lastHtml(onChange)).toBe(
        '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://exemple.fr/protocole">Protocole</a></p>',
      ),
    )
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(text).toHaveFocus()
    await expect.element(linkButton).toHaveAttribute('aria-pressed', 'true')

    await linkButton.click()
    await expect.element(address).toHaveValue('https://exemple.fr/protocole')
    await dialog.getByRole('button', { name: 'Retirer le lien' }).click()
    await vi.waitFor(() => expect(lastHtml(onChange)).toBe('<p>Protocole</p>'))
    await expect.element(linkButton).toHaveAttribute('aria-pressed', 'false')
  })

  it('Escape closes the link dialog without change and gives focus back to its button', async () => {
    const { screen, text, onChange } = await setup({ defaultValue: '<p>Protocole</p>' })
    await text.click()
    const linkButton = screen.getByRole('button', { name: 'Lien' })
    await linkButton.click()
    await screen.getByRole('textbox', { name: 'Adresse du lien' }).fill('https://exemple.fr')
    await userEvent.keyboard('{Escape}')
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument()
    await expect.element(linkButton).toHaveFocus()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('inserts the address as linked text when nothing is selected', async () => {
    const { screen, text, onChange } = await setup()
    await text.click()
    await screen.getByRole('button', { name: 'Lien' }).click()
    await screen.getByRole('textbox', { name: 'Adresse du lien' }).fill('mailto:accueil@exemple.fr')
    await screen.getByRole('button', { name: 'Appliquer' }).click()
    await vi.waitFor(() =>
      expect(lastHtml(onChange)).toContain('href="mailto:accueil@exemple.fr">mailto:accueil@exemple.fr</a>'),
    )
  })

  it('accepts web and e-mail addresses only', () => {
    expect(isValidLinkHref('https://exemple.fr')).toBe(true)
    expect(isValidLinkHref(' http://exemple.fr/a?b=c ')).toBe(true)
    expect(isValidLinkHref('mailto:a@exemple.fr')).toBe(true)
    expect(isValidLinkHref('exemple.fr')).toBe(false)
    expect(isValidLinkHref('data:text/html,x')).toBe(false)
    expect(isValidLinkHref('https://')).toBe(false)
  })

  it('shows its French error and marks the text invalid', async () => {
    const { text } = await setup({ isInvalid: true, errorMessage: 'Ce champ est obligatoire' })
    await expect.element(text).toHaveAttribute('aria-invalid', 'true')
    await expect.element(text).toHaveAccessibleDescription('Ce champ est obligatoire')
  })

  it('follows a controlled value without echoing it back', async () => {
    const { screen, text, onChange } = await setup({ value: '<p>Avant</p>' })
    await expect.element(text).toHaveTextContent('Avant')
    await screen.rerender(<RichTextEditor label="Transmission" onChange={onChange} value="<p>Après</p>" />)
    await expect.element(text).toHaveTextContent('Après')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('disabled: nothing can be edited or formatted', async () => {
    const { screen, text } = await setup({ isDisabled: true, defaultValue: '<p>Verrouillé</p>' })
    await expect.element(text).toHaveAttribute('contenteditable', 'false')
    await expect.element(text).toHaveAttribute('aria-disabled', 'true')
    await expect.element(screen.getByRole('button', { name: 'Gras' })).toBeDisabled()
  })

  it('read-only: no toolbar, the text stays reachable with Tab', async () => {
    const { screen, text } = await setup({ isReadOnly: true, defaultValue: '<p>À lire</p>' })
    await expect.element(text).toHaveAttribute('contenteditable', 'false')
    await expect.element(text).toHaveAttribute('aria-readonly', 'true')
    expect(screen.getByRole('toolbar').elements()).toHaveLength(0)
    await userEvent.tab()
    await expect.element(text).toHaveFocus()
  })
})
