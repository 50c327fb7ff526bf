import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { Dialog, Popover, Separator, ToggleButton, Toolbar } from 'react-aria-components'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import type { ChainedCommands } from '@tiptap/react'
import { StarterKit } from '@tiptap/starter-kit'
import { Placeholder } from '@tiptap/extensions'
import { Button } from '../Button'
import { fieldStyles } from '../Field'
import type { FieldBaseProps } from '../Field'
import { popoverStyles } from '../Popover'
import { TextField } from '../TextField'
import * as styles from './RichTextEditor.css'

export interface RichTextEditorProps extends Omit<FieldBaseProps, 'errorMessage'> {
  /** Controlled content (HTML). An empty editor is `''`. */
  value?: string
  /** Initial content (HTML) when uncontrolled. */
  defaultValue?: string
  /** Receives the content as HTML after every change (`''` when empty). */
  onChange?: (html: string) => void
  placeholder?: string
  /** French error shown under the field while `isInvalid`. */
  errorMessage?: ReactNode
  isInvalid?: boolean
  isDisabled?: boolean
  /** The text stays focusable and readable; the toolbar is hidden. */
  isReadOnly?: boolean
  isRequired?: boolean
  className?: string
}

/** The only link targets accepted from the link dialog: web pages and e-mail addresses. */
export function isValidLinkHref(input: string): boolean {
  const href = input.trim()
  if (/^mailto:/i.test(href)) return /^mailto:[^\s@/]+@[^\s@/]+\.[^\s@/]+$/i.test(href)
  try {
    const url = new URL(href)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
  } catch {
    return false
  }
}

// Links typed or pasted (autolink) follow the same rule: no javascript:, data:, tel:… targets.
const hasScheme = /^[a-z][a-z\d+.-]*:/i
const isAllowedUri = (url: string, ctx: { defaultValidate: (url: string) => boolean }) =>
  ctx.defaultValidate(url) && (!hasScheme.test(url) || /^(https?|mailto):/i.test(url))

type Tool = {
  name: 'bold' | 'italic' | 'underline' | 'strike' | 'blockquote' | 'bulletList' | 'orderedList'
  label: string
  shortcut: string
  icon: ReactNode
  run: (chain: ChainedCommands) => ChainedCommands
}

const letter = (text: string, className: string) => (
  <span aria-hidden="true" className={className}>
    {text}
  </span>
)
const icon = (path: string) => (
  <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
    <path d={path} stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
  </svg>
)

const markTools: Tool[] = [
  {
    name: 'bold',
    label: 'Gras',
    shortcut: 'Control+B',
    icon: letter('B', styles.glyphBold),
    run: (c) => c.toggleBold(),
  },
  {
    name: 'italic',
    label: 'Italique',
    shortcut: 'Control+I',
    icon: letter('I', styles.glyphItalic),
    run: (c) => c.toggleItalic(),
  },
  {
    name: 'underline',
    label: 'Souligné',
    shortcut: 'Control+U',
    icon: letter('U', styles.glyphUnderline),
    run: (c) => c.toggleUnderline(),
  },
  {
    name: 'strike',
    label: 'Barré',
    shortcut: 'Control+Shift+S',
    icon: letter('S', styles.glyphStrike),
    run: (c) => c.toggleStrike(),
  },
]

const blockTools: Tool[] = [
  {
    name: 'blockquote',
    label: 'Citation',
    shortcut: 'Control+Shift+B',
    icon: icon('M4 4v10M8 6h7M8 9h7M8 12h5'),
    run: (c) => c.toggleBlockquote(),
  },
  {
    name: 'bulletList',
    label: 'Liste à puces',
    shortcut: 'Control+Shift+8',
    icon: icon('M3 5h.01M3 9h.01M3 13h.01M7 5h8M7 9h8M7 13h8'),
    run: (c) => c.toggleBulletList(),
  },
  {
    name: 'orderedList',
    label: 'Liste numérotée',
    shortcut: 'Control+Shift+7',
    icon: icon('M3 4h1v3M3 10h2l-2 3h2M8 5h7M8 9h7M8 13h7'),
    run: (c) => c.toggleOrderedList(),
  },
]

const linkIcon = icon(
  'M7.5 10.5l3-3M6 8l-1.5 1.5a2.5 2.5 0 003.5 3.5L9.5 11.5M12 10l1.5-1.5A2.5 2.5 0 0010 5L8.5 6.5',
)

/**
 * Rich-text field on Tiptap (ProseMirror): bold, italic, underline, strike, quote, lists and links.
 * Load it through `@relais/ui/RichTextEditor` only (it stays out of the apps' initial chunk).
 */
export function RichTextEditor({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  placeholder,
  isInvalid = false,
  isDisabled = false,
  isReadOnly = false,
  isRequired = false,
  className,
}: RichTextEditorProps) {
  const id = useId()
  const labelId = `${id}-label`
  const descriptionId = description ? `${id}-description` : undefined
  const errorId = isInvalid && errorMessage ? `${id}-error` : undefined
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ')
  const editable = !isDisabled && !isReadOnly

  // The HTML last sent through onChange (or pushed in from `value`): a `value` equal to it is an echo.
  const lastHtml = useRef(value ?? defaultValue ?? '')
  const placeholderRef = useRef(placeholder)

  const extensions = useMemo(
    () => [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        gapcursor: false,
        // No empty paragraph forced after a final list or quote: it would end up in the saved HTML.
        trailingNode: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri },
      }),
      Placeholder.configure({ placeholder: () => placeholderRef.current ?? '' }),
    ],
    [],
  )

  const attributes = useMemo(() => {
    const a: Record<string, string> = {
      class: styles.content,
      'aria-labelledby': labelId,
      'aria-multiline': 'true',
    }
    if (describedBy) a['aria-describedby'] = describedBy
    if (isInvalid) a['aria-invalid'] = 'true'
    if (isRequired) a['aria-required'] = 'true'
    if (placeholder) a['aria-placeholder'] = placeholder
    if (isDisabled) a['aria-disabled'] = 'true'
    // Read-only text is still reached with Tab and read, as a read-only input would be.
    else if (isReadOnly) Object.assign(a, { 'aria-readonly': 'true', tabindex: '0' })
    return a
  }, [labelId, describedBy, isInvalid, isRequired, placeholder, isDisabled, isReadOnly])
  const editorProps = useMemo(() => ({ attributes }), [attributes])

  const editor = useEditor({
    extensions,
    content: lastHtml.current,
    editable,
    // The apps' CSP has no 'unsafe-inline' for styles: the few rules ProseMirror needs are in the .css.ts.
    injectCSS: false,
    editorProps,
    onUpdate: ({ editor }) => {
      const html = editor.isEmpty ? '' : editor.getHTML()
      lastHtml.current = html
      onChange?.(html)
    },
  })

  useEffect(() => {
    if (editor.isEditable !== editable) editor.setEditable(editable, false)
  }, [editor, editable])

  useEffect(() => {
    if (placeholderRef.current === placeholder) return
    placeholderRef.current = placeholder
    editor.view.dispatch(editor.state.tr) // redraws the placeholder decoration
  }, [editor, placeholder])

  useEffect(() => {
    if (value === undefined || value === lastHtml.current) return
    lastHtml.current = value
    editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      blockquote: e.isActive('blockquote'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  })

  const linkButton = useRef<HTMLButtonElement>(null)
  const [isLinkOpen, setLinkOpen] = useState(false)

  // Commands run without moving focus (the dialog holds it); once the dialog has gone, the user is
  // back in the text, after the link. The frame runs after react-aria's own focus restoration.
  const closeLinkDialog = () => {
    setLinkOpen(false)
    requestAnimationFrame(() => {
      if (!editor.isDestroyed) editor.commands.focus()
    })
  }
  const applyLink = (href: string) => {
    const { empty } = editor.state.selection
    if (empty && !editor.isActive('link')) {
      editor
        .chain()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run()
    } else {
      editor.chain().extendMarkRange('link').setLink({ href }).run()
    }
    closeLinkDialog()
  }
  const removeLink = () => {
    editor.chain().extendMarkRange('link').unsetLink().run()
    closeLinkDialog()
  }

  const toggle = (tool: Tool) => (
    <ToggleButton
      key={tool.name}
      className={styles.toolButton}
      aria-label={tool.label}
      aria-keyshortcuts={tool.shortcut}
      isSelected={active[tool.name]}
      isDisabled={isDisabled}
      onChange={() => tool.run(editor.chain().focus()).run()}
    >
      {tool.icon}
    </ToggleButton>
  )

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      {/* A <label> cannot name a contenteditable: the text is named with aria-labelledby instead. */}
      <span id={labelId} className={fieldStyles.label} onClick={() => editor.commands.focus()}>
        {label}
        {isRequired && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <div
        className={styles.frame}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        {!isReadOnly && (
          <Toolbar aria-label="Mise en forme" className={styles.toolbar}>
            {markTools.map(toggle)}
            <Separator orientation="vertical" className={styles.separator} />
            {blockTools.map(toggle)}
            <Separator orientation="vertical" className={styles.separator} />
            <ToggleButton
              ref={linkButton}
              className={styles.toolButton}
              aria-label="Lien"
              aria-haspopup="dialog"
              aria-expanded={isLinkOpen}
              isSelected={active.link}
              isDisabled={isDisabled}
              onChange={() => setLinkOpen(true)}
            >
              {linkIcon}
            </ToggleButton>
          </Toolbar>
        )}
        <EditorContent editor={editor} />
      </div>
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {errorId && (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      )}
      <Popover
        triggerRef={linkButton}
        isOpen={isLinkOpen}
        onOpenChange={setLinkOpen}
        placement="bottom start"
        className={popoverStyles.popover}
      >
        <Dialog aria-label="Lien" className={popoverStyles.panel}>
          <LinkForm
            initialHref={active.href}
            hasLink={active.link}
            onApply={applyLink}
            onRemove={removeLink}
          />
        </Dialog>
      </Popover>
    </div>
  )
}

function LinkForm({
  initialHref,
  hasLink,
  onApply,
  onRemove,
}: {
  initialHref: string
  hasLink: boolean
  onApply: (href: string) => void
  onRemove: () => void
}) {
  const [href, setHref] = useState(initialHref)
  const [isInvalid, setInvalid] = useState(false)
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    // React sends a portal's events up its component tree: keep this submit from the page's own form.
    e.stopPropagation()
    if (isValidLinkHref(href)) onApply(href.trim())
    else setInvalid(true)
  }
  return (
    <form className={styles.linkForm} onSubmit={submit} noValidate>
      <TextField
        label="Adresse du lien"
        value={href}
        onChange={(next) => {
          setHref(next)
          setInvalid(false)
        }}
        inputMode="url"
        autoFocus
        isInvalid={isInvalid}
        errorMessage="Adresse invalide"
      />
      <div className={styles.linkActions}>
        <Button type="submit" size="sm">
          Appliquer
        </Button>
        {hasLink && (
          <Button type="button" variant="secondary" size="sm" onPress={onRemove}>
            Retirer le lien
          </Button>
        )}
      </div>
    </form>
  )
}
