// The dashboard's latest conversations, loaded beside the dashboard rather than with it: the list (its
// grid, relative dates and phone formats) is not what the rest of the page waits for. The area loads it
// itself, so that a page importing this area for its realtime socket does not take the list along.
import { lazy } from 'react'

export const LatestConversations = lazy(async () => ({
  default: (await import('./LatestConversations.tsx')).LatestConversations,
}))
