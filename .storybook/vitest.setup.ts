import { setProjectAnnotations } from '@storybook/react-vite'
import * as a11yAnnotations from '@storybook/addon-a11y/preview'
import { configure } from 'storybook/test'
import * as projectAnnotations from './preview'

// Story files share one page (isolate: false in vitest.config.ts); the preview's `beforeEach` clears
// what a story could leave behind for the next one.
setProjectAnnotations([a11yAnnotations, projectAnnotations])

// CI runs the stories on two busy cores beside the API tests: a first render can take longer than
// testing-library's default second, and a `findBy…` that gives up then fails a story that is right.
configure({ asyncUtilTimeout: 5000 })
