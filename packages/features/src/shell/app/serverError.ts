// The toast of a server error (5xx, or no answer), loaded on the first one: its words and the kit's
// toasts are nothing the first screen needs.
import { SERVER_ERROR_TOAST } from '@relais/domain'
import { toastQueue } from '@relais/ui/Toast'

export function announceServerError() {
  toastQueue.add(
    { title: SERVER_ERROR_TOAST.title, description: SERVER_ERROR_TOAST.description, variant: 'error' },
    { timeout: 8_000 },
  )
}
