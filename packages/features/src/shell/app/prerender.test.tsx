// The sign-in page the build prerenders is taken over by the app as it is: React hydrates it without a
// difference to recover from (which would redraw it), in every mode and whatever the runtime's mode; the
// page then works, and what someone typed or chose before the app was there reaches it.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { createMemoryRouter } from 'react-router'
import type { Root } from 'react-dom/client'
import { authHandlers } from '@relais/api-client/msw'
import type { EnvMode } from '@relais/api-client'
import { APPLICATIONS, type Application } from '@relais/domain'
import { dispatchTheme, mobilityTheme, perinatalTheme } from '@relais/ui/themes'
import { answerWith, storyConfig } from '../../core/testing/config.ts'
import { prerender, prerenderLoading } from './prerender.tsx'
import { createApp, RelaisApp, routerReady } from './RelaisApp.tsx'
import { takeOver } from './startApp.tsx'
import { holdEarlyPresses } from './prerendered.ts'

const THEMES = { perinatal: perinatalTheme, mobility: mobilityTheme, dispatch: dispatchTheme }

let mounted: { root: Root; host: HTMLElement } | undefined
afterEach(() => {
  mounted?.root.unmount()
  mounted?.host.remove()
  mounted = undefined
  vi.restoreAllMocks()
})

/** The page as the browser paints it from login.html, before any script. */
async function paint(application: Application) {
  const prerendered = await prerender({ application, themeClass: THEMES[application] }, '/login')
  expect(prerendered.htmlClass).toBe(THEMES[application])
  // The content security policy refuses style attributes: none is left in the page.
  expect(prerendered.root).not.toContain(' style="')
  const host = document.createElement('div')
  host.innerHTML = prerendered.root
  document.body.append(host)
  return { host, root: host.firstElementChild as HTMLElement }
}

/** The app taking the page over, as startApp does, with its recoverable errors (redraws) collected. */
async function start(
  painted: { host: HTMLElement; root: HTMLElement },
  application: Application,
  envMode: EnvMode,
) {
  const recovered: unknown[] = []
  const config = storyConfig(application, envMode)
  const app = createApp(config, {
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: ['/login'] }),
    fetch: answerWith([authHandlers.signedOut, authHandlers.noRefresh]),
  })
  await routerReady(app.router)
  mounted = {
    host: painted.host,
    root: takeOver(painted.root, <RelaisApp config={config} app={app} />, {
      onRecoverableError: (error) => recovered.push(error),
    }),
  }
  return recovered
}

/**
 * React's development build compares an element's style attribute as text, and the browser writes the
 * styles takeOver sets through the style object back in its own words (longhands, `0px`): a difference
 * the production build never looks at. A report whose changed lines are all style properties is that one.
 */
function onlyStyleText([message, , diff]: unknown[]) {
  if (!String(message).startsWith('A tree hydrated but some attributes')) return false
  const changed = String(diff)
    .split('\n')
    .filter((line) => /^[+-]/.test(line.trim()))
  return String(diff).includes('style={{') && changed.every((line) => /^[+-]\s+[\w-]+: /.test(line.trim()))
}

describe('the prerendered sign-in page', () => {
  for (const application of APPLICATIONS) {
    for (const envMode of ['LOCAL', 'PROD'] as const) {
      it(`is hydrated as it was painted in ${application} (${envMode})`, async () => {
        const painted = await paint(application)
        const title = painted.root.querySelector('h1')
        const consoleErrors = vi.spyOn(console, 'error')
        const recovered = await start(painted, application, envMode)

        const email = page.getByRole('textbox', { name: 'Adresse email' })
        await expect.element(email).toHaveFocus()
        await userEvent.type(email, 'camille.martin@exemple.fr')
        await expect.element(page.getByRole('button', { name: 'Recevoir un code' })).toBeEnabled()
        expect(recovered).toEqual([])
        expect(consoleErrors.mock.calls.filter((call) => !onlyStyleText(call))).toEqual([])
        // Taken over, not redrawn: the painted elements are those React now updates.
        expect(painted.root.querySelector('h1')).toBe(title)
        // The styles held for the policy are on their elements (the radio buttons stay visually hidden).
        const radio = painted.root.querySelector('input[type=radio]')!.parentElement!
        expect(getComputedStyle(radio).position).toBe('absolute')
      })
    }
  }

  it('comes with the loading screen every other page shows until the app has loaded its screen', () => {
    const loading = prerenderLoading({ application: 'mobility', themeClass: mobilityTheme })
    expect(loading.htmlClass).toBe(mobilityTheme)
    expect(loading.root).toContain('<p role="status"')
    expect(loading.root).toContain('Chargement...')
    expect(loading.root).not.toContain(' style="')
  })

  it('hands the app what was typed before it was there', async () => {
    const painted = await paint('perinatal')
    painted.root.querySelector<HTMLInputElement>('input[type=email]')!.value = 'camille.martin@exemple.fr'
    expect(await start(painted, 'perinatal', 'LOCAL')).toEqual([])
    await expect
      .element(page.getByRole('textbox', { name: 'Adresse email' }))
      .toHaveValue('camille.martin@exemple.fr')
    await expect.element(page.getByRole('button', { name: 'Recevoir un code' })).toBeEnabled()
  })

  it('hands the app a choice made before it was there', async () => {
    const painted = await paint('perinatal')
    painted.root.querySelector<HTMLInputElement>('input[value=phone]')!.click()
    expect(await start(painted, 'perinatal', 'LOCAL')).toEqual([])
    await expect.element(page.getByRole('radio', { name: 'Téléphone' })).toBeChecked()
    await expect.element(page.getByRole('textbox', { name: 'Numéro de téléphone' })).toBeVisible()
  })
})

// Pro Santé Connect's button, pressed before the app took the page over, is pressed again after it: the
// journey in e2e/psc.spec.ts proves it, the press leaving the page for the provider.
describe('a press before the app was there', () => {
  it('is kept, the last one, for a button of its own and not for a submit button', () => {
    const root = document.createElement('div')
    root.innerHTML =
      '<form><button type="button">Un</button><button type="button">Deux</button>' +
      '<button type="submit">Envoyer</button><button type="button" disabled>Inactif</button></form>'
    document.body.append(root)
    const presses = holdEarlyPresses(root)
    const [first, second, submit, disabled] = root.querySelectorAll('button')
    root.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault())
    first!.click()
    second!.click()
    submit!.click()
    disabled!.click()
    expect(presses.releaseClicks()).toBe(second)
    first!.click()
    // Released: presses after it are the app's own.
    expect(presses.releaseClicks()).toBe(second)
    root.remove()
  })

  it('keeps Enter in a field as the submission of its form', () => {
    const root = document.createElement('div')
    root.innerHTML =
      '<form><input type="email" aria-label="Adresse email"><button type="submit" disabled>Envoyer</button></form>' +
      '<textarea aria-label="Note"></textarea>'
    document.body.append(root)
    const presses = holdEarlyPresses(root)
    const enter = (target: Element, key = 'Enter') =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
    expect(enter(root.querySelector('textarea')!)).toBe(true)
    expect(enter(root.querySelector('input')!, 'a')).toBe(true)
    // Clicks are React's from hydration on; Enter stays the page's until what was typed is known.
    presses.releaseClicks()
    expect(enter(root.querySelector('input')!)).toBe(false)
    expect(presses.releaseEnter()).toBe(root.querySelector('form'))
    expect(enter(root.querySelector('input')!)).toBe(true)
    root.remove()
  })
})
