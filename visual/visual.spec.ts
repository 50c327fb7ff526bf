// One test per story file (title) and brand. The page loads the file's first story, then switches to
// the next ones in the same page as Storybook's own sidebar does (about 4× faster than a reload per
// story); each test starts with a fresh load, so what a story can inherit from the one before it is
// always the same. Each story is compared at 375 px, then the viewport widens to 1440 px.
// VISUAL_RELOAD_EACH=1 reloads for every story instead, to check that switching changes nothing.
import { test as base, expect, type Page } from '@playwright/test'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import {
  MAX_HEIGHT,
  WIDTHS,
  baselineDir,
  baselineName,
  baselineWidths,
  brandsOf,
  byTitle,
  readStories,
  staleBaselines,
  type StoryEntry,
} from './stories.ts'

/** Relative dates, countdowns and the like all read this clock (2 March 2026, 09:00 in Paris). */
const FROZEN_NOW = new Date('2026-03-02T09:00:00+01:00')
const RELOAD_EACH = process.env.VISUAL_RELOAD_EACH === '1'

/** `parameters.visual` of a story: `{ skip: true, reason: '…' }`, or a `delay` in ms before the capture. */
interface VisualParameters {
  skip?: boolean
  reason?: string
  delay?: number
}

interface PreparedStory {
  storyGlobals?: { viewport?: { value?: string } }
  parameters?: {
    visual?: VisualParameters
    viewport?: { options?: Record<string, { styles?: { width?: string } }> }
  }
}

interface StorybookWindow {
  /** Errors the preview reported for the story being rendered (see recordStoryErrors). */
  __visualErrors?: string[]
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id: string; phase?: string }
    storyStoreValue?: { loadStory(options: { storyId: string }): Promise<PreparedStory> }
  }
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on(event: string, listener: (payload: { storyId?: string }) => void): void
    off(event: string, listener: (payload: { storyId?: string }) => void): void
    emit(event: string, payload: unknown): void
  }
}

const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: WIDTHS[0], height: MAX_HEIGHT },
        deviceScaleFactor: 1,
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
      })
      // Date.now() and new Date() return FROZEN_NOW; timers keep running, so play functions and
      // react-query still settle.
      await context.clock.setFixedTime(FROZEN_NOW)
      await context.addInitScript(recordStoryErrors)
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
})

const stories = readStories()
const updating = () => ['all', 'changed'].includes(test.info().config.updateSnapshots)

test('every baseline belongs to a story of the current Storybook', () => {
  const stale = staleBaselines(stories)
  if (stale.length && updating()) {
    for (const file of stale) rmSync(join(baselineDir, file))
    return
  }
  expect(stale, 'baselines of deleted stories: run npm run visual:update to prune them').toEqual([])
})

for (const group of byTitle(stories)) {
  for (const brand of brandsOf(group[0]!.title)) {
    test(`${group[0]!.title} (${brand})`, async ({ storyPage: page }) => {
      test.setTimeout(30_000 + group.length * 10_000)
      let pageReady = false
      for (const story of group) {
        let failure: string | null = null
        let renderedAt: number | undefined
        if (!pageReady || RELOAD_EACH) {
          await page.setViewportSize({ width: WIDTHS[0], height: MAX_HEIGHT })
          failure = await load(page, story, brand)
          renderedAt = WIDTHS[0]
        }
        const plan = await storyPlan(page, story.id)
        if (plan.skip) {
          test.info().annotations.push({ type: 'skipped story', description: `${story.id}: ${plan.reason}` })
          removeBaselines(story.id, brand, [])
          pageReady = false
          continue
        }
        // A story pinned to a viewport (globals.viewport) is rendered and captured at that width only.
        const widths = plan.pinnedWidth ? [plan.pinnedWidth] : [...WIDTHS]
        if (renderedAt !== widths[0]) {
          await page.setViewportSize({ width: widths[0]!, height: MAX_HEIGHT })
          failure = renderedAt === undefined ? await switchTo(page, story) : await load(page, story, brand)
        }
        if (failure) {
          // Once more from a fresh page before failing.
          test.info().annotations.push({ type: 'story retried', description: `${story.id}: ${failure}` })
          failure = await load(page, story, brand)
        }
        pageReady = !failure
        expect.soft(failure, `${story.id} (${brand}) failed to render or play`).toBeNull()
        if (failure) continue

        for (const width of widths) {
          if (width !== widths[0]) await page.setViewportSize({ width, height: MAX_HEIGHT })
          await settle(page)
          if (plan.delay) await page.waitForTimeout(plan.delay)
          const height = await contentHeight(page)
          await expect
            .soft(page, `${story.id} (${brand}, ${width} px)`)
            .toHaveScreenshot(baselineName(story.id, brand, width), { clip: { x: 0, y: 0, width, height } })
        }
        removeBaselines(story.id, brand, widths)
      }
    })
  }
}

/**
 * Baselines of this story and brand at widths it is no longer captured at (now skipped, or pinned to
 * a viewport): deleted by visual:update, a failure otherwise.
 */
function removeBaselines(storyId: string, brand: string, keep: number[]) {
  const extra = baselineWidths(storyId, brand).filter((width) => !keep.includes(width))
  if (updating()) {
    for (const width of extra) rmSync(join(baselineDir, baselineName(storyId, brand, width)))
    return
  }
  expect
    .soft(extra, `${storyId} (${brand}) has baselines it no longer takes: npm run visual:update`)
    .toEqual([])
}

/** `parameters.visual` and the width of the viewport the story is pinned to, from the preview's store. */
function storyPlan(page: Page, storyId: string): Promise<VisualParameters & { pinnedWidth: number | null }> {
  return page.evaluate(async (id) => {
    const story = await (window as StorybookWindow).__STORYBOOK_PREVIEW__?.storyStoreValue?.loadStory({
      storyId: id,
    })
    const viewport = story?.storyGlobals?.viewport?.value
    const width = viewport
      ? parseInt(story?.parameters?.viewport?.options?.[viewport]?.styles?.width ?? '', 10)
      : NaN
    return { ...story?.parameters?.visual, pinnedWidth: Number.isFinite(width) ? width : null }
  }, storyId)
}

/** Loads the story's iframe; resolves to null once its render (loaders, play, animations) finished. */
async function load(page: Page, story: StoryEntry, brand: string) {
  // a11y.manual: the axe check runs in the story tests already; here it would only cost time.
  await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=brand:${brand};a11y.manual:!true`, {
    waitUntil: 'domcontentloaded',
  })
  try {
    await page.waitForFunction(
      (id) => {
        const render = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender
        return render?.id === id && render.phase === 'finished'
      },
      story.id,
      { timeout: 20_000 },
    )
  } catch (error) {
    // A story slowed by the other workers (a PDF drawn in the page, keys derived) gets one more load
    // from a fresh page, as one that failed to render, instead of failing the whole group at once.
    if (error instanceof Error && error.name === 'TimeoutError') return `not rendered after 20 s`
    throw error
  }
  return renderError(page)
}

/** Selects the story in the loaded preview, as Storybook's sidebar does, and waits for its render. */
async function switchTo(page: Page, story: StoryEntry) {
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve, reject) => {
        const channel = (window as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__
        if (!channel) return reject(new Error('no Storybook channel'))
        window.scrollTo(0, 0)
        ;(window as StorybookWindow).__visualErrors?.splice(0)
        const finished = (event: { storyId?: string }) => {
          if (event.storyId !== id) return
          channel.off('storyFinished', finished)
          resolve()
        }
        channel.on('storyFinished', finished)
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' })
      }),
    story.id,
  )
  return renderError(page)
}

/**
 * Runs in the page before Storybook: records the errors its channel reports. A failing play function
 * shows no error display in a static build (throwPlayFunctionExceptions is off), only this event.
 */
function recordStoryErrors() {
  const win = window as StorybookWindow
  const errors: string[] = (win.__visualErrors = [])
  let channel: StorybookWindow['__STORYBOOK_ADDONS_CHANNEL__']
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: NonNullable<StorybookWindow['__STORYBOOK_ADDONS_CHANNEL__']>) => {
      channel = value
      for (const event of [
        'playFunctionThrewException',
        'storyThrewException',
        'storyErrored',
        'storyMissing',
        'unhandledErrorsWhilePlaying',
      ])
        value.on(event, (payload: unknown) =>
          errors.push(`${event}: ${JSON.stringify(payload).slice(0, 400)}`),
        )
    },
  })
}

/** What went wrong while the story rendered or played (errors recorded, error display), or null. */
function renderError(page: Page) {
  return page.evaluate(() => {
    const errors = (window as StorybookWindow).__visualErrors?.splice(0) ?? []
    if (document.body.classList.contains('sb-show-errordisplay'))
      errors.push((document.querySelector('.sb-errordisplay')?.textContent ?? 'error display').slice(0, 400))
    return errors.length ? errors.join('\n') : null
  })
}

/** Web fonts loaded and two frames painted after the last layout change (e.g. a resize). */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready
    // An overlay placed while the font was still loading sits a pixel off its trigger: react-aria
    // places overlays again on resize.
    window.dispatchEvent(new Event('resize'))
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}

/**
 * The bottom of the lowest visible element (the story and its portalled overlays) plus the layout's
 * padding, capped at the viewport: small components give small PNGs, screens the full viewport.
 */
async function contentHeight(page: Page) {
  return page.evaluate((max) => {
    // As the screenshot will (animations: 'disabled'): finite animations end, infinite ones reset,
    // so that a spinning element's rotated box does not change the height.
    for (const animation of document.getAnimations()) {
      try {
        if (animation.effect?.getTiming().iterations === Infinity) animation.cancel()
        else animation.finish()
      } catch {
        animation.cancel() // a paused (playbackRate 0) animation cannot finish
      }
    }
    // What a scrolling or clipping box hides does not count: the rows of a scrolled agenda below its
    // fold would otherwise make the height depend on the scroll position.
    const clipBottoms = new Map<Element, number>()
    const clipBottom = (element: Element | null): number => {
      if (!element || element === document.body) return Infinity
      const known = clipBottoms.get(element)
      if (known !== undefined) return known
      const style = getComputedStyle(element)
      const own = style.overflowY === 'visible' ? Infinity : element.getBoundingClientRect().bottom
      const bottom = Math.min(own, clipBottom(element.parentElement))
      clipBottoms.set(element, bottom)
      return bottom
    }
    let bottom = 0
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('[data-live-announcer], script, style, #storybook-docs')) continue
      const rect = element.getBoundingClientRect()
      if (rect.width < 2 || rect.height < 2 || !element.checkVisibility({ visibilityProperty: true }))
        continue
      bottom = Math.max(bottom, Math.min(rect.bottom, clipBottom(element.parentElement)))
    }
    const padding = parseFloat(getComputedStyle(document.body).paddingBottom) || 0
    return Math.min(max, Math.max(1, Math.ceil(bottom + padding)))
  }, MAX_HEIGHT)
}
