// Chooses the delivery adapters for the configuration: the dev outbox in LOCAL/DEV, SMTP when SMTP_URL
// is set (both at once in DEV with SMTP), and in PROD the warnings about what cannot be delivered.
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { ApiConfig } from '../../core/config.ts'
import { OutboxDelivery } from './outbox.ts'
import { CompositeDelivery, type DeliveryPort } from './port.ts'
import { SmtpDelivery } from './smtp.ts'
import type { OutboxTables } from './tables.ts'

export interface Delivery {
  delivery: DeliveryPort
  /** Closes the SMTP connections, if any. */
  close(): void
}

export function createDelivery<D extends OutboxTables>(
  config: ApiConfig,
  db: Kysely<D>,
  logger: Logger,
): Delivery {
  const adapters: DeliveryPort[] = []
  if (config.mode === 'LOCAL' || config.mode === 'DEV') adapters.push(new OutboxDelivery(db, config.now))
  let smtp: SmtpDelivery | null = null
  if (config.smtp) {
    smtp = new SmtpDelivery(config.smtp.url, config.smtp.from)
    adapters.push(smtp)
  } else if (config.mode === 'PROD') {
    logger.warn('SMTP_URL is not set: email codes cannot be delivered (503)')
  }
  if (config.mode === 'PROD') logger.warn('No SMS gateway: phone codes cannot be delivered in PROD (503)')
  return { delivery: new CompositeDelivery(adapters), close: () => smtp?.close() }
}
