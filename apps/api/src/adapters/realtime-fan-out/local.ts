// The embedded default of the fan-out: one instance, whose own sockets are every socket there is.
import type { Deliver, RealtimeFanOut } from './port.ts'

export function localFanOut(): RealtimeFanOut {
  let deliver: Deliver = async () => {}
  return {
    publish: (message) => deliver(message),
    deliverWith: (next) => {
      deliver = next
    },
    state: () => 'local',
    // No other instance to tell, nor to hear from.
    announceCallersChanged: () => {},
    onCallersChanged: () => {},
    close: async () => {},
  }
}
