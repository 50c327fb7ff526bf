// The guides' files as the team writes them: the front matter is checked when the API starts, and a
// file outside the format stops it with the file's name; the repository's own guides all pass.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { USER_TYPES } from '@relais/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../core/config.ts'
import { GuideFileError, GuideLibrary, parseGuideFile } from './guide-library.ts'

const file = (front: string, body = 'Un paragraphe.') => `---\n${front}\n---\n\n${body}\n`
const FRONT = [
  'title: Un guide',
  'summary: "À quoi il sert : en une phrase."',
  'audience: [patient, midwife]',
  'order: 2',
].join('\n')

describe('a guide file', () => {
  it('reads its front matter and keeps the body apart', () => {
    const guide = parseGuideFile('un-guide', file(FRONT, '## Titre\n\nTexte.'))
    expect(guide).toMatchObject({
      slug: 'un-guide',
      title: 'Un guide',
      summary: 'À quoi il sert : en une phrase.',
      audience: ['patient', 'midwife'],
      applications: ['perinatal', 'mobility', 'dispatch'],
      order: 2,
      markdown: '## Titre\n\nTexte.',
    })
    expect(guide.etag).toMatch(/^"[\w-]{27}"$/)
  })

  it('accepts Windows line ends and a byte-order mark', () => {
    const guide = parseGuideFile('un-guide', `\uFEFF${file(FRONT)}`.replace(/\n/g, '\r\n'))
    expect(guide.markdown).toBe('Un paragraphe.')
  })

  it.each([
    ['no front matter', 'un-guide', 'Juste du texte.', "l'en-tête"],
    ['an unknown user type', 'un-guide', file(FRONT.replace('midwife', 'nurse')), 'audience'],
    [
      'no audience',
      'un-guide',
      file(FRONT.replace('audience: [patient, midwife]', 'audience: []')),
      'audience',
    ],
    ['an order that is no integer', 'un-guide', file(FRONT.replace('order: 2', 'order: deux')), 'order'],
    ['an unknown application', 'un-guide', file(`${FRONT}\napplications: [cardiology]`), 'applications'],
    ['a line that is no key and value', 'un-guide', file(`${FRONT}\n- patient`), 'ligne 6'],
    ['an empty body', 'un-guide', file(FRONT, ''), 'vide'],
    ['a name with capitals', 'Un-Guide', file(FRONT), 'minuscules'],
  ])('refuses %s, naming the file', (_case, slug, text, said) => {
    expect(() => parseGuideFile(slug, text)).toThrow(GuideFileError)
    expect(() => parseGuideFile(slug, text)).toThrow(new RegExp(`^${slug}\\.md : .*${said}`))
  })
})

describe('the library', () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('orders by order then title, skips the README, and filters by type and application', () => {
    dir = mkdtempSync(join(tmpdir(), 'relais-guides-'))
    writeFileSync(join(dir, 'README.md'), '# Pas un guide')
    writeFileSync(join(dir, 'b.md'), file('title: Bêta\nsummary: B\naudience: [patient]\norder: 1'))
    writeFileSync(join(dir, 'a.md'), file('title: Alpha\nsummary: A\naudience: [patient]\norder: 1'))
    writeFileSync(join(dir, 'z.md'), file('title: Zéro\nsummary: Z\naudience: [patient, doctor]\norder: 0'))
    writeFileSync(
      join(dir, 'm.md'),
      file('title: Mobilité\nsummary: M\naudience: [patient]\napplications: [mobility]\norder: 0'),
    )
    const library = GuideLibrary.read(dir)
    expect(library.for('perinatal', 'patient').map((g) => g.slug)).toEqual(['z', 'a', 'b'])
    expect(library.for('mobility', 'patient').map((g) => g.slug)).toEqual(['m', 'z', 'a', 'b'])
    expect(library.for('perinatal', 'doctor').map((g) => g.slug)).toEqual(['z'])
    expect(library.find('perinatal', 'doctor', 'a')).toBeUndefined()
  })

  it("reads the repository's guides, one at least for every type but dispatch staff", () => {
    const library = GuideLibrary.read(join(REPO_ROOT, 'content/guides'))
    for (const type of USER_TYPES.filter((type) => !type.startsWith('dispatch'))) {
      expect(
        library.for('perinatal', type).length + library.for('mobility', type).length,
        type,
      ).toBeGreaterThan(0)
    }
  })
})
