import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { RichTextEditor } from './RichTextEditor'

const note =
  '<p>Patiente vue à domicile, <strong>tension normale</strong>.</p><ul><li><p>Pansement refait</p></li><li><p>Prochain passage jeudi</p></li></ul><blockquote><p>Se sent mieux depuis lundi.</p></blockquote>'

const meta = {
  title: 'Components/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Examen clinique', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Texte mis en forme (Tiptap) : gras, italique, souligné, barré, citation, listes et liens. À importer par `@relais/ui/RichTextEditor` (hors du bundle initial). Aucune feuille de style injectée par l'éditeur (CSP stricte). " +
          '**Clavier** : Tab entre dans la barre d’outils puis dans le texte ; dans la barre, flèches gauche/droite pour passer d’un bouton à l’autre, Entrée/Espace pour appliquer ; raccourcis Ctrl+B, Ctrl+I, Ctrl+U, Ctrl+Maj+S, Ctrl+Maj+B (citation), Ctrl+Maj+8/7 (listes) ; le bouton Lien ouvre un dialogue : Entrée ou « Appliquer » pose le lien et ramène dans le texte, Échap ferme et rend le focus au bouton. ' +
          '**RGAA** : 11.1 (étiquette liée par aria-labelledby), 11.10 (erreur et aide liées par aria-describedby), 7.1 (barre d’outils et boutons bascule restitués avec leur état), 7.3 (utilisable au clavier), 10.7 (focus visible), 6.1 (liens explicites).',
      },
    },
  },
} satisfies Meta<typeof RichTextEditor>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithContent: Story = { args: { defaultValue: note } }
export const WithPlaceholder: Story = {
  args: { placeholder: 'Décrivez l’examen', description: 'Visible par les soignants du dossier' },
}
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Ce champ est obligatoire' },
}
export const Disabled: Story = { args: { isDisabled: true, defaultValue: note } }
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: note } }

export const FormattingAndLink: Story = {
  parameters: {
    // Its keystrokes race the editor on a loaded machine when the visual review switches stories in one
    // page (it failed CI twice); the story test still runs it, and WithContent shows formatted text.
    visual: { skip: true, reason: 'an interaction test; WithContent shows the formatted result' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    // On a loaded machine the editor mounts a few frames after the story: wait until it takes input,
    // and give each check more than waitFor's 1 s default.
    const slow = { timeout: 5000 }
    const text = await canvas.findByRole('textbox', { name: 'Examen clinique' })
    await waitFor(() => expect(text).toHaveAttribute('contenteditable', 'true'), slow)
    await userEvent.click(text)
    await waitFor(() => expect(text).toHaveFocus(), slow)

    // Bold from the toolbar…
    const bold = canvas.getByRole('button', { name: 'Gras' })
    await userEvent.click(bold)
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'), slow)
    // The toolbar hands focus back to the text a moment after the press: a key typed before is lost.
    await waitFor(() => expect(text).toHaveFocus(), slow)
    await userEvent.keyboard('Abdomen souple')
    await waitFor(
      () => expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Abdomen souple</strong></p>'),
      slow,
    )
    // …then off and on again from the keyboard.
    await userEvent.keyboard(
      '{Control>}b{/Control}, voir {Control>}b{/Control}protocole{Control>}b{/Control} ',
    )
    await waitFor(
      () =>
        expect(args.onChange).toHaveBeenLastCalledWith(
          expect.stringContaining('<p><strong>Abdomen souple</strong>, voir <strong>protocole</strong>'),
        ),
      slow,
    )
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'false'), slow)

    // A link at the cursor: the dialog refuses a bare word in French, then inserts the address as a link.
    await userEvent.click(canvas.getByRole('button', { name: 'Lien' }))
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Lien' }, slow))
    const address = dialog.getByRole('textbox', { name: 'Adresse du lien' })
    await userEvent.type(address, 'protocole')
    await userEvent.click(dialog.getByRole('button', { name: 'Appliquer' }))
    await waitFor(() => expect(address).toHaveAccessibleDescription('Adresse invalide'), slow)
    await userEvent.clear(address)
    await userEvent.type(address, 'https://exemple.fr/protocole{Enter}')
    await waitFor(
      () =>
        expect(args.onChange).toHaveBeenLastCalledWith(
          '<p><strong>Abdomen souple</strong>, voir <strong>protocole</strong> <a target="_blank" rel="noopener noreferrer nofollow" href="https://exemple.fr/protocole">https://exemple.fr/protocole</a></p>',
        ),
      slow,
    )
    // Once the dialog has gone the user is back in the text.
    await waitFor(() => expect(text).toHaveFocus(), slow)
  },
}
