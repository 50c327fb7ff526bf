// The product's name in each application, as the messages it sends (codes by email or SMS) show it.
import type { Application } from './config.ts'

export const BRAND_NAMES: Record<Application, string> = {
  perinatal: 'Relais Santé Périnatalité',
  mobility: 'Relais Santé Mobilité',
  dispatch: 'Relais Santé Régulation',
}
