// Comments and docs say in words what they rely on: a numbered part of the spec, an issue number or a
// file outside the repository means nothing to a reader of this repository, and goes stale silently.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = new URL('..', import.meta.url).pathname

const CITATIONS: readonly RegExp[] = [
  // A numbered part of the spec, introduced in English or opening a comment or a parenthesis. A bare
  // "section" with a number elsewhere is left alone: French screen texts may use the word.
  /(?:\b(?:spec(?:'s)?|the|of|see|in|per|follows?)\s+|\(\s*|(?:^|\/\/|\/\*\*?|\*|#)\s*)sections?\s+\d/i,
  /§\s?\d/,
  // Issue or pull-request numbers.
  /\b(?:issues?|PRs?|pull requests?)\s+#?\d/i,
  /\b(?:fixes|closes|resolves|see)\s+#\d/i,
  // The spec and the briefs the product was seeded from live outside the repository.
  /SPEC\.md/,
  /\bshared\/(?:spec|ARCHITECTURE|STACK|CONVENTIONS|IDENTIFIERS)/,
  /\b(?:ARCHITECTURE|CONVENTIONS|IDENTIFIERS|STACK)(?:\.md|-NOTES)\b/,
]

const SOURCE_OR_DOC = /\.(?:ts|tsx|js|cjs|mjs|md|yaml|yml)$/
const EXCLUDED = [
  /\.gen\.ts$/,
  /(?:^|\/)node_modules\//,
  /(?:^|\/)package-lock\.json$/,
  /^visual\/baselines\//,
]

// Tracked files, and new ones not yet committed (but not ignored), that still exist in the work tree.
function sourceAndDocFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return [...new Set(listed.split('\0'))].filter(
    (file) =>
      SOURCE_OR_DOC.test(file) &&
      !EXCLUDED.some((pattern) => pattern.test(file)) &&
      existsSync(join(root, file)),
  )
}

describe('comments and docs', () => {
  it('cite no spec section numbers, issue numbers or files outside the repository', () => {
    const files = sourceAndDocFiles()
    expect(files.length).toBeGreaterThan(0)
    const citations = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          CITATIONS.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    )
    expect(citations).toEqual([])
  })
})
