// The areas an app is made of; the route table is assembled from them. Adding an area: its folder
// under areas/ with an index.ts exporting `area`, then one line here.
import type { Area } from '../../core/area.ts'
import { area as accounts } from '../../areas/accounts/index.ts'
import { area as admin } from '../../areas/admin/index.ts'
import { area as auth } from '../../areas/auth/index.ts'
import { area as dashboard } from '../../areas/dashboard/index.ts'
import { area as legals } from '../../areas/legals/index.ts'
import { area as messaging } from '../../areas/messaging/index.ts'

export const AREAS: readonly Area[] = [auth, accounts, dashboard, messaging, admin, legals]
