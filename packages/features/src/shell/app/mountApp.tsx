// An app's entry point in one call: apply the brand theme, then start the app (startApp.tsx), which
// loads apart from this small entry. The build prerenders the pages' HTML (prerender.tsx): /login, which
// the app takes over, and the loading screen every other page shows first. Both paint from the HTML
// alone; the app's scripts run once they show.
import type { Application } from '@relais/domain'
import { requestCurrentUserEarly } from './early-request.ts'
import { holdEarlyPresses, PRERENDERED_ATTRIBUTE } from './prerendered.ts'

export interface MountOptions {
  application: Application
  /** The brand's theme class (vanilla-extract createTheme) applied to the whole document. */
  themeClass: string
}

export function mountApp(options: MountOptions) {
  document.documentElement.classList.add(options.themeClass)
  document.documentElement.lang = 'fr'
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  void start(options, root)
}

/**
 * The app starts in steps, each a task of its own, so that none holds the main thread long enough to
 * delay a tap or a keystroke on a phone: Intl's locale data, React's renderer (the largest module), the
 * rest of the app's modules, then the app itself.
 */
async function start(options: MountOptions, root: HTMLElement) {
  const currentUser = requestCurrentUserEarly(options.application)
  const prerendered = root.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname
  const earlyPresses = prerendered ? holdEarlyPresses(root) : undefined
  // A dev server's page has nothing to show yet.
  if (root.hasChildNodes()) await afterFirstPaint()
  // The first use of Intl loads its locale data, which the kit's modules do as they load.
  Intl.DateTimeFormat.supportedLocalesOf(['fr-FR'])
  await nextTask()
  await import('react-dom/client')
  await nextTask()
  const { startApp } = await import('./startApp.tsx')
  await nextTask()
  startApp(options.application, root, earlyPresses, currentUser)
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Once the page has painted its content: the app's scripts then compete with nothing the paint needs.
 * A page that does not paint (a tab in the background) waits a second at most.
 */
function afterFirstPaint() {
  return new Promise<void>((resolve) => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0
    if (painted()) return resolve()
    const observer = new PerformanceObserver(() => {
      if (!painted()) return
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: 'paint', buffered: true })
    setTimeout(() => {
      observer.disconnect()
      resolve()
    }, 1000)
  }).then(nextTask)
}
