// What the visual comparison screenshots, read from the built Storybook's index.json so that a new
// story is compared (and needs a baseline) without any list to maintain.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const BRANDS = ['perinatal', 'mobility', 'dispatch'] as const

/**
 * The brands a story file is captured in. The kit (every title outside 'Screens/') in all three: a
 * brand is the kit's colours, type and radii. A screen in one: the brand changes nothing a screen
 * decides, and what a screen does differently per mode is a story of its own (a story pins its mode
 * through the story shell's `application`, whatever the brand). Three times fewer screen baselines
 * keep the review readable as the screens multiply.
 */
export function brandsOf(title: string): readonly (typeof BRANDS)[number][] {
  return title.startsWith('Screens/') ? ['perinatal'] : BRANDS
}
export const WIDTHS = [375, 1440] as const
/** Screenshots are clipped to the story's height, at most this (the viewport's height). */
export const MAX_HEIGHT = 900

export const baselineDir = fileURLToPath(new URL('./baselines/', import.meta.url))
const indexFile = fileURLToPath(new URL('./dist/storybook/index.json', import.meta.url))

export interface StoryEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
}

export function readStories(): StoryEntry[] {
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: build it (npm run visual)`)
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, StoryEntry> }
  // index.json lists a file's stories in their order in the file.
  return Object.values(index.entries).filter((entry) => entry.type === 'story')
}

/** `components-button--primary-mobility-375.png`, as Playwright writes it (it turns dots into dashes). */
export function baselineName(storyId: string, brand: string, width: number) {
  return `${storyId}-${brand}-${width}.png`
}

/** Stories by title (one CSF file), in the file's order. */
export function byTitle(stories: StoryEntry[]): StoryEntry[][] {
  const groups = new Map<string, StoryEntry[]>()
  for (const story of stories) groups.set(story.title, [...(groups.get(story.title) ?? []), story])
  return [...groups.values()]
}

const baselinePattern = new RegExp(`^(.+)-(${BRANDS.join('|')})-(\\d+)\\.png$`)

/**
 * Baseline files that belong to no story of the current index (a deleted or renamed story), or to a
 * brand the story is no longer captured in.
 */
export function staleBaselines(stories: StoryEntry[]): string[] {
  const brands = new Map(stories.map((s) => [s.id, brandsOf(s.title) as readonly string[]]))
  return listBaselines()
    .filter((file) => {
      const match = baselinePattern.exec(file)
      return !match || !brands.get(match[1]!)?.includes(match[2]!)
    })
    .sort()
}

/** The widths a story has baselines for in one brand. */
export function baselineWidths(storyId: string, brand: string): number[] {
  return listBaselines().flatMap((file) => {
    const match = baselinePattern.exec(file)
    return match && match[1] === storyId && match[2] === brand ? [Number(match[3])] : []
  })
}

function listBaselines() {
  return existsSync(baselineDir) ? readdirSync(baselineDir) : []
}
