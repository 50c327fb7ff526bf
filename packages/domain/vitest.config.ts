// Runs the domain project alone, with its coverage thresholds (`npm test` runs it this way) (the root config also loads browser projects, which need Chromium and a
// Storybook setup that pure rules never do). Same include as the root's `domain` project.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'domain',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    coverage: {
      provider: 'v8',
      include: ['src/**'],
      exclude: ['src/**/*.test.ts'],
      // The root's coverage folder is git- and lint-ignored; a package-level one would not be.
      reportsDirectory: '../../coverage/domain',
      // Every rule is tested; CI fails below 95 % of lines or branches.
      thresholds: { lines: 95, branches: 95 },
    },
  },
})
