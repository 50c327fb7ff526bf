/**
 * Names are stored "first letter upper, rest lower" (the spec's validation rules). Applied word by word so
 * that compound names keep a capital after each hyphen or apostrophe (Jean-Pierre, O'Neil), while French and
 * common European particles stay lower-case when a name follows them (de La Fontaine, d'Artagnan, van Gogh).
 */
export const LAST_NAME_MIN_LENGTH = 2
export const LAST_NAME_MIN_LENGTH_MESSAGE = 'Le nom doit contenir au moins 2 caractères'

// "Le", "La" and "Les" are left out on purpose: they are capitalised in French surnames (Le Pen, de La Fontaine).
const PARTICLES = new Set(['de', 'du', 'des', 'van', 'von', 'der', 'den', 'di', 'da', 'del', 'dos'])

function capitalize(word: string): string {
  return word.charAt(0).toLocaleUpperCase('fr-FR') + word.slice(1).toLocaleLowerCase('fr-FR')
}

// Capitalises each part of a hyphenated or apostrophed word; "d'" keeps its lower case before a name.
function formatWord(word: string, isParticlePosition: boolean): string {
  const lower = word.toLocaleLowerCase('fr-FR')
  if (isParticlePosition && PARTICLES.has(lower)) return lower
  return word
    .split('-')
    .map((part) => {
      const elided = /^(d)['’](.+)$/i.exec(part)
      if (elided && isParticlePosition) return `${elided[1]!.toLowerCase()}'${capitalize(elided[2]!)}`
      return part
        .split(/(['’])/)
        .map((piece) => (piece === "'" || piece === '’' ? "'" : capitalize(piece)))
        .join('')
    })
    .join('-')
}

/** `"  JEAN-PIERRE  de LA fontaine "` → `"Jean-Pierre de La Fontaine"`. */
export function formatName(value: string): string {
  const words = value.trim().split(/\s+/).filter(Boolean)
  // A particle is only lower-cased when something follows it: "De" alone is a name.
  return words
    .map((word, index) => formatWord(word, index < words.length - 1 || /^d['’]./i.test(word)))
    .join(' ')
}

export function isValidLastName(value: string): boolean {
  return value.trim().length >= LAST_NAME_MIN_LENGTH
}
