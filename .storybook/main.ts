// One Storybook for the kit and the feature screens (docs/architecture.md).
import type { StorybookConfig } from '@storybook/react-vite'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/features/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // msw's service worker must be served from the root for msw-storybook-addon.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // The react-vite framework does not add these itself; without react() story tests fail to import
  // default exports, and without vanillaExtractPlugin() no .css.ts file compiles.
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), react(), vanillaExtractPlugin()]
    // One stylesheet for the whole static build: split CSS put the kit's global styles (the Outfit
    // font) in whichever story chunk happened to import them first, so other stories showed a fallback.
    viteConfig.build = { ...viteConfig.build, cssCodeSplit: false }
    // Pre-bundled up front: discovered mid-run, they make vite reload the page and the story test
    // that was loading fails with « Vitest failed to find the runner ».
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        'react-aria-components',
        'libphonenumber-js',
        '@internationalized/date',
        'date-fns',
        'date-fns/locale',
        '@tiptap/react',
        '@tiptap/starter-kit',
        '@tiptap/extensions',
        // Met mid-run, it made vite reload the page the story files share.
        '@react-pdf/renderer',
        // The guides' Markdown renderer, only ever met by the guide page's stories.
        'react-markdown',
        // Each met by few stories: the statistics' charts, the video room's SFU client, the realtime
        // client and the full phone metadata.
        '@observablehq/plot',
        'livekit-client',
        '@hapi/nes/lib/client',
        'libphonenumber-js/max',
      ],
    }
    return viteConfig
  },
}

export default config
