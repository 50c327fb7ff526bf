import { fileURLToPath } from 'node:url'
import { appViteConfig } from '../../scripts/lib/vite-app.ts'

export default appViteConfig('dispatch', fileURLToPath(new URL('.', import.meta.url)))
