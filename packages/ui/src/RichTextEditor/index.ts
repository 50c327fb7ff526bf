export { RichTextEditor, isValidLinkHref } from './RichTextEditor'
export type { RichTextEditorProps } from './RichTextEditor'
