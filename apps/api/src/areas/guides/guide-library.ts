// The guides as the team writes them: one Markdown file per guide in content/guides/ (GUIDES_DIR), with
// a small front matter saying whom it is for. Read once when the server starts, so that a request costs
// no disk read and a malformed guide stops the start with its file's name rather than vanish from the
// page; a guide edited afterwards is served from the next start.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { USER_TYPES, type UserType } from '@relais/domain'
import { APPLICATIONS, type Application } from '../../core/config.ts'

export interface Guide {
  slug: string
  title: string
  summary: string
  /** The user types it is written for. */
  audience: readonly UserType[]
  /** The applications it applies to; absent in the file, every one. */
  applications: readonly Application[]
  order: number
  /** The body, front matter removed. */
  markdown: string
  /** A strong validator of the guide as served. */
  etag: string
}

export class GuideFileError extends Error {
  override name = 'GuideFileError'
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

const frontMatterSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  summary: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  audience: v.pipe(v.array(v.picklist(USER_TYPES)), v.minLength(1)),
  applications: v.optional(v.pipe(v.array(v.picklist(APPLICATIONS)), v.minLength(1))),
  order: v.pipe(v.number(), v.integer()),
})

/** `"…"` or `'…'` around a scalar is the author's choice; numbers are read as numbers. */
function scalar(raw: string): string | number {
  const text = raw.trim()
  const quoted = /^"(.*)"$/.exec(text) ?? /^'(.*)'$/.exec(text)
  if (quoted) return quoted[1]!
  return /^-?\d+$/.test(text) ? Number(text) : text
}

/**
 * The front matter's `key: value` lines, a list written `[a, b]`. A YAML subset on purpose: what an
 * editor writes in these files needs no more, and a line outside it is refused by name.
 */
function parseFrontMatter(text: string): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    const match = /^([a-zA-Z]+):\s*(.*)$/.exec(line)
    if (!match) throw new GuideFileError(`ligne ${index + 2} : « clé: valeur » attendu`)
    const [, key, raw] = match as unknown as [string, string, string]
    const list = /^\[(.*)\]$/.exec(raw.trim())
    values[key] = list
      ? list[1]!
          .split(',')
          .map((item) => scalar(item))
          .filter((item) => item !== '')
      : scalar(raw)
  }
  return values
}

const entityTag = (value: unknown) =>
  `"${createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 27)}"`

export function parseGuideFile(slug: string, text: string): Guide {
  if (!SLUG.test(slug))
    throw new GuideFileError(`${slug}.md : nom de fichier en minuscules et tirets attendu`)
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  const parts = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(normalised)
  if (!parts) throw new GuideFileError(`${slug}.md : l'en-tête entre deux lignes « --- » manque`)
  let fields: Record<string, unknown>
  try {
    fields = parseFrontMatter(parts[1]!)
  } catch (error) {
    throw new GuideFileError(`${slug}.md : ${(error as Error).message}`)
  }
  const parsed = v.safeParse(frontMatterSchema, fields)
  if (!parsed.success) {
    const where = parsed.issues.map((issue) => v.getDotPath(issue) ?? '?').join(', ')
    throw new GuideFileError(`${slug}.md : en-tête invalide (${where})`)
  }
  const { title, summary, audience, applications, order } = parsed.output
  const markdown = parts[2]!.trim()
  if (!markdown) throw new GuideFileError(`${slug}.md : le guide est vide`)
  const guide = {
    slug,
    title,
    summary,
    audience,
    applications: applications ?? APPLICATIONS,
    order,
    markdown,
  }
  return { ...guide, etag: entityTag({ slug, title, summary, markdown }) }
}

export class GuideLibrary {
  readonly #guides: readonly Guide[]

  constructor(guides: readonly Guide[]) {
    this.#guides = guides.toSorted((a, b) => a.order - b.order || a.title.localeCompare(b.title, 'fr'))
  }

  /** Every `.md` of the folder but its README, which tells the team how to write them. */
  static read(dir: string): GuideLibrary {
    const files = readdirSync(dir).filter(
      (file) => file.endsWith('.md') && file.toLowerCase() !== 'readme.md',
    )
    return new GuideLibrary(
      files.map((file) =>
        parseGuideFile(file.slice(0, -'.md'.length), readFileSync(join(dir, file), 'utf8')),
      ),
    )
  }

  /** The guides written for this user type in this application, in their order. */
  for(application: Application, userType: string): Guide[] {
    return this.#guides.filter(
      (guide) =>
        guide.applications.includes(application) && (guide.audience as readonly string[]).includes(userType),
    )
  }

  find(application: Application, userType: string, slug: string): Guide | undefined {
    return this.for(application, userType).find((guide) => guide.slug === slug)
  }
}

/** The list's validator: the same guides, in the same order, give the same tag. */
export const listTag = (guides: readonly Guide[]) => entityTag(guides.map((guide) => guide.etag))
