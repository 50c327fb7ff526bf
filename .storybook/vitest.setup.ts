import { setProjectAnnotations } from '@storybook/react-vite'
import * as a11yAnnotations from '@storybook/addon-a11y/preview'
import * as projectAnnotations from './preview'

// Story files share one page (isolate: false in vitest.config.ts); the preview's `beforeEach` clears
// what a story could leave behind for the next one.
setProjectAnnotations([a11yAnnotations, projectAnnotations])
