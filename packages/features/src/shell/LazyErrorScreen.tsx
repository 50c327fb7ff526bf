// The error screen (with its details dialog) is rarely shown: it loads on demand, outside the entry chunk
// (from its own module: a dynamic import of the kit's barrel would keep every component).
import { lazy, Suspense, type ComponentProps } from 'react'
import { LoadingScreen, type ErrorScreen as ErrorScreenType } from '@relais/ui'

const ErrorScreen = lazy(async () => ({ default: (await import('@relais/ui/ErrorScreen')).ErrorScreen }))

export function LazyErrorScreen(props: ComponentProps<typeof ErrorScreenType>) {
  return (
    <Suspense fallback={<LoadingScreen message="Chargement..." />}>
      <ErrorScreen {...props} />
    </Suspense>
  )
}
