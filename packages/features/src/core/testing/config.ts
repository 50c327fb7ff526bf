// What stories and component tests give an app around a screen: its configuration, and an API client
// fetch answered in-process by msw handlers (no service worker needed).
import { getResponse, type RequestHandler } from 'msw'
import type { ApplicationName, EnvMode } from '@relais/api-client'
import { BRANDS, SUPPORT_EMAIL } from '@relais/domain'
import type { AppConfig } from '../config/AppConfig.tsx'

export const STORY_API_URL = 'http://api.relais.test'

export function storyConfig(application: ApplicationName, envMode: EnvMode, version = '1.4.2'): AppConfig {
  return {
    application,
    envMode,
    apiUrl: STORY_API_URL,
    version,
    brand: BRANDS[application],
    supportEmail: SUPPORT_EMAIL,
  }
}

/** The client calls fetch with a Request; msw answers it without a service worker. */
export function answerWith(handlers: RequestHandler[]): typeof globalThis.fetch {
  return async (input) => {
    const request = input instanceof Request ? input : new Request(input)
    return (await getResponse(handlers, request)) ?? new Response(null, { status: 501 })
  }
}
