import type { Decorator, Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { configure } from 'storybook/test'
import { toastQueue, UiProvider } from '../packages/ui/src'
import { memoryRealtime } from '../packages/features/src/areas/messaging/realtime.ts'
import { ChatRealtimeContext } from '../packages/features/src/areas/messaging/realtime-context.tsx'
import { breakpoints, dispatchTheme, mobilityTheme, perinatalTheme } from '../packages/ui/src/theme'

// CI runs the stories on two busy cores, in vitest beside the API tests and in the visual review of
// the built Storybook: a first render can take longer than testing-library's default second, and a
// `findBy…` that gives up then fails a story that is right. Set here so that both runs share it.
configure({ asyncUtilTimeout: 5000 })

const themes = { perinatal: perinatalTheme, mobility: mobilityTheme, dispatch: dispatchTheme } as const
type BrandName = keyof typeof themes

// The class goes on <body>, as in the apps, so that portalled overlays (dialogs, popovers, toasts)
// get the brand's variables too. It is set during render (idempotent), not in an effect, so that the
// first paint — the one the a11y check measures — already has the brand's colours.
const withBrand: Decorator = (Story, context) => {
  const brand = (context.globals.brand as BrandName | undefined) ?? 'perinatal'
  document.body.classList.remove(...Object.values(themes))
  document.body.classList.add(themes[brand])
  return <Story />
}

const withUi: Decorator = (Story) => (
  <UiProvider>
    <Story />
  </UiProvider>
)

// A story never opens the API's socket (there is no API behind it): the conversation screens and the
// dashboard's latest conversations listen to an in-memory realtime unless the story provides its own.
const storyRealtime = memoryRealtime().realtime
const withRealtime: Decorator = (Story) => (
  <ChatRealtimeContext.Provider value={storyRealtime}>
    <Story />
  </ChatRealtimeContext.Provider>
)

const viewport = (name: string, width: number, height: number, type: 'mobile' | 'tablet' | 'desktop') => ({
  name: `${name} (${width}px)`,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
})

const preview: Preview = {
  decorators: [withUi, withBrand, withRealtime],
  loaders: [mswLoader()],
  // Stories may share one page (the story tests and the visual review switch stories without a reload):
  // a toast one story raised must not show in the next. The app-wide queue is the only such state.
  beforeEach: () => {
    toastQueue.clear()
  },
  globalTypes: {
    brand: {
      description: 'Marque (thème)',
      toolbar: {
        title: 'Marque',
        icon: 'paintbrush',
        items: [
          { value: 'perinatal', title: 'Périnatalité' },
          { value: 'mobility', title: 'Mobilité' },
          { value: 'dispatch', title: 'Dispatch' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'perinatal' },
  parameters: {
    layout: 'padded',
    a11y: {
      test: 'error',
      // react-aria's live announcer (a visually hidden log in <body>) announces a pending Button with
      // a role="img" node labelled by the button; once the button has left the page that node points to
      // nothing for up to 7 s and axe flags it. It is an announcement log, not page content.
      context: { include: ['body'], exclude: ['[data-live-announcer]'] },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        small: viewport('Petit mobile', 375, 740, 'mobile'),
        mobile: viewport('Mobile', breakpoints.mobile, 860, 'mobile'),
        phablet: viewport('Grand mobile', breakpoints.phablet, 900, 'mobile'),
        tablet: viewport('Tablette', breakpoints.tablet, 1024, 'tablet'),
        laptop: viewport('Portable', breakpoints.laptop, 768, 'desktop'),
        desktop: viewport('Bureau', breakpoints.desktop, 900, 'desktop'),
        wide: viewport('Large', breakpoints.wide, 1080, 'desktop'),
      },
    },
    docs: { toc: true },
  },
  tags: ['autodocs'],
}

export default preview
