// The admin area: review of accounts waiting for activation, administrator grants, and impersonation
// with its audit trail. Who may call each operation is declared in the contract (`x-access`);
// administrators are accounts holding a grant, the first ones given by ADMIN_EMAILS at start.
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { acceptPendingAccount } from './acceptPendingAccount.ts'
import { grantConfiguredAdministrators } from './administrators-repository.ts'
import { declinePendingAccount } from './declinePendingAccount.ts'
import { grantAdministrator } from './grantAdministrator.ts'
import { impersonate } from './impersonate.ts'
import { listAdministrators } from './listAdministrators.ts'
import { listPendingAccounts } from './listPendingAccounts.ts'
import { restoreImpersonation } from './restoreImpersonation.ts'
import { revokeAdministrator } from './revokeAdministrator.ts'
import { adminServices } from './services.ts'

export const adminModule: Plugin<AreaContext> = {
  name: 'admin',
  async register(server, context) {
    const services = adminServices(context)
    await grantConfiguredAdministrators(
      services.administrators,
      context.config.adminEmails,
      context.config.now(),
      context.logger,
    )
    server.operation('listPendingAccounts', listPendingAccounts, services)
    server.operation('acceptPendingAccount', acceptPendingAccount, services)
    server.operation('declinePendingAccount', declinePendingAccount, services)
    server.operation('listAdministrators', listAdministrators, services)
    server.operation('grantAdministrator', grantAdministrator, services)
    server.operation('revokeAdministrator', revokeAdministrator, services)
    server.operation('impersonate', impersonate, services)
    server.operation('restoreImpersonation', restoreImpersonation, services)
  },
}
