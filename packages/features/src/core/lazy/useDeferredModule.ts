// A module that a screen needs only once someone reaches for it (a menu, a panel, a results list): asked
// for on the first hover, focus or press of what stands in for it, not with the screen, so the screen's
// first paint waits for less code. The stand-in remembers a press made before the module arrived.
import { useCallback, useEffect, useRef, useState } from 'react'

export interface DeferredModule<T> {
  /** The module once loaded. */
  module: T | null
  /** Asks for the module (once); hover, focus and press handlers call it. */
  request: () => void
  /** A load that failed: the stand-in stays, and a later request tries again. */
  failed: boolean
}

export function useDeferredModule<T>(load: () => Promise<T>, { now = false } = {}): DeferredModule<T> {
  const [module, setModule] = useState<T | null>(null)
  const [failed, setFailed] = useState(false)
  const loading = useRef<Promise<void> | null>(null)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const request = useCallback(() => {
    if (loading.current) return
    loading.current = load().then(
      (loaded) => {
        if (mounted.current) setModule(() => loaded)
      },
      () => {
        loading.current = null
        if (mounted.current) setFailed(true)
      },
    )
  }, [load])
  useEffect(() => {
    if (now) request()
  }, [now, request])
  return { module, request, failed }
}
