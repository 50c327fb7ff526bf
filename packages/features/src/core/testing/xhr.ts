// Uploads in component tests. The API client sends a file with XMLHttpRequest (fetch cannot report an
// upload's progress), which the in-process answer of `answerWith` never sees, and the 'ui' project has
// no msw service worker to catch it (Storybook has one: stories need none of this). Stubbed in as the
// global XMLHttpRequest, this one hands each request to the msw handlers in-process, reports the body
// as sent in one progress event, and answers the way the browser's does (status, responseText, onload).
import type { RequestHandler } from 'msw'
import { answerWith } from './config.ts'

interface ProgressEventLike {
  lengthComputable: boolean
  loaded: number
  total: number
}

export function xhrAnswering(handlers: RequestHandler[]): typeof XMLHttpRequest {
  const fetch = answerWith(handlers)
  class InProcessXMLHttpRequest {
    withCredentials = false
    status = 0
    responseText = ''
    upload: { onprogress: ((event: ProgressEventLike) => void) | null } = { onprogress: null }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    onabort: (() => void) | null = null
    #method = 'GET'
    #url = ''
    #headers = new Headers()
    #aborted = false

    open(method: string, url: string) {
      this.#method = method
      this.#url = url
    }

    setRequestHeader(name: string, value: string) {
      this.#headers.set(name, value)
    }

    send(body: XMLHttpRequestBodyInit | null = null) {
      const request = new Request(this.#url, { method: this.#method, headers: this.#headers, body })
      void (async () => {
        try {
          const total = (await request.clone().arrayBuffer()).byteLength
          this.upload.onprogress?.({ lengthComputable: true, loaded: total, total })
          const response = await fetch(request)
          const text = await response.text()
          if (this.#aborted) return
          this.status = response.status
          this.responseText = text
          this.onload?.()
        } catch {
          if (!this.#aborted) this.onerror?.()
        }
      })()
    }

    abort() {
      if (this.#aborted) return
      this.#aborted = true
      this.onabort?.()
    }
  }
  return InProcessXMLHttpRequest as unknown as typeof XMLHttpRequest
}
