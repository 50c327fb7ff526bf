import { fileURLToPath } from 'node:url'
import { mergeConfig } from 'vite'
import { appViteConfig } from '../../scripts/lib/vite-app.ts'

export default mergeConfig(appViteConfig('perinatal', fileURLToPath(new URL('.', import.meta.url))), {
  build: {
    // One stylesheet for the whole app (under 10 KB gzip): a page's first paint waits for one request
    // rather than one per chunk of its screen, and a screen loaded later never shows unstyled.
    cssCodeSplit: false,
    // No script adding a <link rel=modulepreload> per chunk a lazy import needs (a few milliseconds
    // each on a phone, on the main thread): scripts/build.ts links the app's start from the HTML, and
    // the browser fetches the rest as it reads the imports.
    modulePreload: false,
  },
})
