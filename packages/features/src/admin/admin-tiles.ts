import { adminTiles } from '@relais/domain'
import type { ApplicationName } from '@relais/api-client'

export const PENDING_ACCOUNTS_PATH = '/app/admin/pending-organizations'

/** In dispatch the review page lists dispatch accounts: its tile and title say 'Comptes en attente'. */
export function adminTilesFor(application: ApplicationName) {
  if (application === 'dispatch') {
    return [{ id: 'pendingAccounts', label: 'Comptes en attente', path: PENDING_ACCOUNTS_PATH }]
  }
  return adminTiles(application)
}

export function pendingAccountsTitle(application: ApplicationName) {
  return application === 'dispatch' ? 'Comptes en attente' : 'Établissement en attente'
}
