// Input masks for French identifiers. A mask is a string of tokens and literals; tokens accept one
// character each, literals (spaces, dashes) are inserted by the mask and never stored.

export interface MaskToken {
  pattern: RegExp
  transform?: (c: string) => string
}

export const defaultTokens: Record<string, MaskToken> = {
  '#': { pattern: /\d/ },
  A: { pattern: /[a-z]/i, transform: (c) => c.toUpperCase() },
  a: { pattern: /[a-z]/i, transform: (c) => c.toLowerCase() },
  '*': { pattern: /[a-z0-9]/i },
}

export interface MaskDefinition {
  mask: string
  tokens?: Record<string, MaskToken>
}

// Corsican départements are 2A and 2B: the 7th NIR character (and FINESS's 2nd) may be A or B.
const corsica: MaskToken = { pattern: /[\dab]/i, transform: (c) => c.toUpperCase() }

export const masks = {
  /** NIR (numéro de sécurité sociale): 15 characters, 21 with spaces. */
  nir: { mask: '# ## ## #_ ### ### ##', tokens: { _: corsica } },
  rpps: { mask: '###########' },
  finess: { mask: '#_#######', tokens: { _: corsica } },
  siret: { mask: '### ### ### #####' },
} satisfies Record<string, MaskDefinition>

export interface MaskResult {
  /** What the user sees, literals included. */
  display: string
  /** What is stored: accepted characters only, transformed. */
  raw: string
  /** Whether every token of the mask is filled. */
  isComplete: boolean
}

export function applyMask(input: string, { mask, tokens = {} }: MaskDefinition): MaskResult {
  const all = { ...defaultTokens, ...tokens }
  const slots = [...mask]
  let display = ''
  let raw = ''
  let slot = 0
  for (const c of input) {
    // Literals between tokens are written only once a character for the next token arrives, so that
    // deleting back over a space works and the display never ends with a dangling literal.
    let literals = ''
    let next = slot
    while (next < slots.length && !all[slots[next]!]) literals += slots[next++]
    if (next >= slots.length) break
    const token = all[slots[next]!]!
    if (!token.pattern.test(c)) continue
    const v = token.transform ? token.transform(c) : c
    display += literals + v
    raw += v
    slot = next + 1
  }
  const tokenCount = slots.filter((s) => all[s]).length
  return { display, raw, isComplete: raw.length === tokenCount }
}
