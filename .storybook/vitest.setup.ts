import { beforeEach } from 'vitest'
import { setProjectAnnotations } from '@storybook/react-vite'
import * as a11yAnnotations from '@storybook/addon-a11y/preview'
import { toastQueue } from '../packages/ui/src'
import * as projectAnnotations from './preview'

setProjectAnnotations([a11yAnnotations, projectAnnotations])

// Story files share one page (isolate: false in vitest.config.ts): what a story leaves in module state
// must not reach the next one. The app-wide toast queue is the only such state the stories touch.
beforeEach(() => {
  toastQueue.clear()
})
