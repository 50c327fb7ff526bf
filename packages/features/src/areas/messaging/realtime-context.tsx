// Which realtime the conversation screens use: the app's nes socket by default (one per API address),
// or the one a story or a test provides.
import { createContext, useContext } from 'react'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import { lazyRealtime, type ChatRealtime } from './realtime.ts'

export const ChatRealtimeContext = createContext<ChatRealtime | null>(null)

const sockets = new Map<string, ChatRealtime>()

export function useChatRealtime(): ChatRealtime {
  const provided = useContext(ChatRealtimeContext)
  const { apiUrl, application, envMode } = useAppConfig()
  if (provided) return provided
  const key = `${application}@${apiUrl}`
  let realtime = sockets.get(key)
  if (!realtime) {
    realtime = lazyRealtime(async () =>
      (await import('./nes-realtime.ts')).createNesRealtime({ apiUrl, application, envMode }),
    )
    sockets.set(key, realtime)
  }
  return realtime
}
