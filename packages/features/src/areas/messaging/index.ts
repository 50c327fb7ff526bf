// The messaging area's public surface for other areas (its routes are in routes.ts): the latest
// conversations of the dashboard, and the app's realtime socket, which other areas subscribe through
// (`watch`) rather than open their own.
export { MessageButton } from './MessageButton.tsx'
export { LatestConversations } from './latest-conversations-lazy.tsx'
export { ChatRealtimeContext, useChatRealtime } from './realtime-context.tsx'
export { memoryRealtime } from './realtime.ts'
