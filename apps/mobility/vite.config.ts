import { fileURLToPath } from 'node:url'
import { appViteConfig } from '../../scripts/lib/vite-app.ts'

export default appViteConfig('mobility', fileURLToPath(new URL('.', import.meta.url)))
