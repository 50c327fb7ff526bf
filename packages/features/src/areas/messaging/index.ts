// The messaging area's public surface for other areas (its routes are in routes.ts).
export { LatestConversations } from './LatestConversations.tsx'
