// The auth area: passwordless sign-in by a one-time code, sessions (read, refresh, sign out), Pro Santé
// Connect sign-in with its LOCAL/DEV stand-in, and the demo drawer's sign-in (LOCAL/DEV only).
import type { Plugin } from '@hapi/hapi'
import { connectProSanteConnect } from '../../adapters/pro-sante-connect/connect.ts'
import type { AreaContext } from '../area.ts'
import { authorizePsc } from './authorizePsc.ts'
import { consumePasswordlessCode } from './consumePasswordlessCode.ts'
import { createDemoSession } from './createDemoSession.ts'
import { createPasswordlessCode } from './createPasswordlessCode.ts'
import { getSession } from './getSession.ts'
import { logout } from './logout.ts'
import { logoutPsc } from './logoutPsc.ts'
import { declareTransactionCookies } from './psc.ts'
import { pscCallback } from './pscCallback.ts'
import { refreshSession } from './refreshSession.ts'
import { authServices } from './services.ts'

export const authModule: Plugin<AreaContext> = {
  name: 'auth',
  register(server, context) {
    const services = authServices(context, connectProSanteConnect(server, context.config))
    declareTransactionCookies(server, context.config)

    server.operation('createPasswordlessCode', createPasswordlessCode, services)
    server.operation('consumePasswordlessCode', consumePasswordlessCode, services)
    server.operation('getSession', getSession, services)
    server.operation('refreshSession', refreshSession, services)
    server.operation('logout', logout, services)
    server.operation('createDemoSession', createDemoSession, services)
    server.operation('authorizePsc', authorizePsc, services)
    server.operation('pscCallback', pscCallback, services)
    server.operation('logoutPsc', logoutPsc, services)
  },
}
