// What the guides area's handlers use, built once per server: the guides, read at start-up.
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { AreaContext } from '../area.ts'
import { GuideLibrary } from './guide-library.ts'

export interface GuidesServices {
  accounts: AccountResolver
  guides: GuideLibrary
}

export function guidesServices({ config, accounts }: AreaContext): GuidesServices {
  return { accounts, guides: GuideLibrary.read(config.guidesDir) }
}
