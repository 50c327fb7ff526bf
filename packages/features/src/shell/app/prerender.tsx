// Pages as HTML, made at build time, so that they paint before any script has run. scripts/build.ts
// writes /login's into each app's login.html, which the static server answers for /login, and the app
// takes it over (startApp); the page is rendered by the app itself (same providers, same router), at its
// path. Every other path gets index.html, which carries the loading screen until the app renders.
import { renderToString } from 'react-dom/server'
import { createMemoryRouter } from 'react-router'
import { I18nProvider } from 'react-aria-components'
import { LoadingScreen } from '@relais/ui/LoadingScreen'
import type { RuntimeConfig } from '../../core/config/AppConfig.tsx'
import type { MountOptions } from './mountApp.tsx'
import { PRERENDERED_ATTRIBUTE, PRERENDERED_STYLE_ATTRIBUTE } from './prerendered.ts'
import { appConfig, createApp, RelaisApp, routerReady } from './RelaisApp.tsx'

/**
 * The runtime is only known when the page is served. The pages prerendered read none of it before a
 * first action (the sign-in's code hint, shown outside PROD, comes with the second step).
 */
const RUNTIME: RuntimeConfig = { apiUrl: 'http://localhost', envMode: 'PROD', version: '0.0.0' }

export interface Prerendered {
  /** The class for <html>: the brand's theme, there before the stylesheets apply. */
  htmlClass: string
  /** The #root element with the page inside (marked for mountApp when it is to be hydrated). */
  root: string
  /** The stylesheet standing in for the page's inline styles (see PRERENDERED_STYLE_ATTRIBUTE). */
  styles: string
}

const HTML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
}

/** Moves each style attribute to PRERENDERED_STYLE_ATTRIBUTE, and writes the rule that applies it. */
function withoutStyleAttributes(markup: string) {
  const rules = new Set<string>()
  const html = markup.replace(/ style="([^"]*)"/g, (_match, escaped: string) => {
    const css = escaped.replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => HTML_ENTITIES[entity]!)
    const selector = `[${PRERENDERED_STYLE_ATTRIBUTE}="${css.replace(/[\\"]/g, '\\$&')}"]`
    rules.add(`${selector}{${css}}`)
    return ` ${PRERENDERED_STYLE_ATTRIBUTE}="${escaped}"`
  })
  return { html, styles: [...rules].join('\n') }
}

export async function prerender(options: MountOptions, path: string): Promise<Prerendered> {
  const config = appConfig(options.application, RUNTIME)
  const app = createApp(config, {
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
  })
  await routerReady(app.router)
  const { html, styles } = withoutStyleAttributes(renderToString(<RelaisApp config={config} app={app} />))
  return {
    htmlClass: options.themeClass,
    root: `<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}">${html}</div>`,
    styles,
  }
}

/** The loading screen, index.html's content: what a page shows until the app has loaded its screen. */
export function prerenderLoading(options: MountOptions): Prerendered {
  const { html, styles } = withoutStyleAttributes(
    renderToString(
      <I18nProvider locale="fr-FR">
        <LoadingScreen message="Chargement..." />
      </I18nProvider>,
    ),
  )
  return { htmlClass: options.themeClass, root: `<div id="root">${html}</div>`, styles }
}
