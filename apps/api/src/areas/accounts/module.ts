// The accounts area: the signed-in user's account — registration (POST /user), profile and settings,
// proven changes of email and phone, position (kept two months at most) and device token. It stores accounts and lends core the
// way to read them (account-store.ts); it seeds the LOCAL/DEV demo accounts (seeds.ts).
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { confirmIdentifierChange } from './confirmIdentifierChange.ts'
import { createUser } from './createUser.ts'
import { getCurrentUser } from './getCurrentUser.ts'
import { keepPositionsWithinRetention } from './position-retention.ts'
import { accountsServices } from './services.ts'
import { startIdentifierChange } from './startIdentifierChange.ts'
import { updateCurrentUser } from './updateCurrentUser.ts'
import { updateCurrentUserDeviceToken } from './updateCurrentUserDeviceToken.ts'
import { updateCurrentUserPosition } from './updateCurrentUserPosition.ts'

export const accountsModule: Plugin<AreaContext> = {
  name: 'accounts',
  register(server, context) {
    const services = accountsServices(context)
    server.operation('getCurrentUser', getCurrentUser, services)
    server.operation('createUser', createUser, services)
    server.operation('updateCurrentUser', updateCurrentUser, services)
    server.operation('startIdentifierChange', startIdentifierChange, services)
    server.operation('confirmIdentifierChange', confirmIdentifierChange, services)
    server.operation('updateCurrentUserPosition', updateCurrentUserPosition, services)
    server.operation('updateCurrentUserDeviceToken', updateCurrentUserDeviceToken, services)
    context.onStop(keepPositionsWithinRetention(services.users, context.config.now, context.logger))
  },
}
