// The dependency arrows of docs/architecture.md are lint rules: this proves a wrong arrow fails lint.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname })

async function ruleIdsFor(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((m) => m.ruleId)
}

describe('architecture lint rules', () => {
  it.each([
    ['packages/domain/src/x.ts', "import { useState } from 'react'\nexport const x = useState"],
    ['packages/domain/src/x.ts', "import { readFileSync } from 'node:fs'\nexport const x = readFileSync"],
    ['packages/domain/src/x.ts', "import { Button } from '@relais/ui'\nexport const x = Button"],
    ['packages/ui/src/x.ts', "import { useApi } from '@relais/api-client'\nexport const x = useApi"],
    ['packages/ui/src/x.ts', "import { useQuery } from '@tanstack/react-query'\nexport const x = useQuery"],
    ['packages/api-client/src/x.ts', "import { Button } from '@relais/ui'\nexport const x = Button"],
    [
      'packages/features/src/x.ts',
      "import { createServer } from '@relais/api'\nexport const x = createServer",
    ],
    [
      'apps/perinatal/src/x.ts',
      "import { createApiClient } from '@relais/api-client'\nexport const x = createApiClient",
    ],
    ['apps/api/src/x.ts', "import { Button } from '@relais/ui'\nexport const x = Button"],
  ])('%s: a wrong import fails', async (file, code) => {
    expect(await ruleIdsFor(file, code)).toContain('no-restricted-imports')
  })

  // packages/features: an area uses another through its index.ts only; core stands alone; areas never
  // import the shell, though their tests and stories may mount the app through shell/testing.
  it.each([
    [
      'packages/features/src/areas/dashboard/x.ts',
      "import { MessagesPage } from '../messaging/MessagesPage.tsx'\nexport const x = MessagesPage",
    ],
    [
      'packages/features/src/areas/accounts/settings/x.ts',
      "import { markTermsAccepted } from '../../auth/terms.ts'\nexport const x = markTermsAccepted",
    ],
    [
      'packages/features/src/areas/accounts/x.ts',
      "import { RequireUser } from '../../shell/RequireUser.tsx'\nexport const x = RequireUser",
    ],
    [
      'packages/features/src/areas/accounts/x.ts',
      "import { area } from '../auth/routes.ts'\nexport const x = area",
    ],
    [
      'packages/features/src/areas/auth/routes.ts',
      "import { LoginPage } from './LoginPage/LoginPage.tsx'\nexport const x = LoginPage",
    ],
    [
      'packages/features/src/areas/accounts/x.ts',
      "import { AppHarness } from '../../shell/testing/AppHarness.tsx'\nexport const x = AppHarness",
    ],
    [
      'packages/features/src/core/session/x.ts',
      "import { area } from '../../areas/auth/index.ts'\nexport const x = area",
    ],
    [
      'packages/features/src/shell/AppLayout/x.ts',
      "import { useImpersonation } from '../../areas/admin/impersonation.ts'\nexport const x = useImpersonation",
    ],
  ])('%s: a deep import across the features layers fails', async (file, code) => {
    expect(await ruleIdsFor(file, code)).toContain('no-restricted-imports')
  })

  it.each([
    [
      'packages/features/src/areas/dashboard/x.ts',
      "import { LatestConversations } from '../messaging/index.ts'\nexport const x = LatestConversations",
    ],
    [
      'packages/features/src/areas/accounts/settings/x.ts',
      "import { IdentifierChangeDialog } from '../identifier-changes/IdentifierChangeDialog.tsx'\n" +
        'export const x = IdentifierChangeDialog',
    ],
    [
      'packages/features/src/areas/accounts/settings/x.test.tsx',
      "import { AppHarness } from '../../../shell/testing/AppHarness.tsx'\nexport const x = AppHarness",
    ],
    [
      'packages/features/src/shell/AppLayout/x.ts',
      "import { useImpersonation } from '../../areas/admin/index.ts'\nexport const x = useImpersonation",
    ],
    [
      'packages/features/src/shell/app/x.ts',
      "import { area } from '../../areas/auth/routes.ts'\nexport const x = area",
    ],
  ])(
    '%s: an area index, its own files, the shell harness in a test or routes.ts in the shell pass',
    async (file, code) => {
      expect(await ruleIdsFor(file, code)).not.toContain('no-restricted-imports')
    },
  )

  // apps/api: an area uses another through its index.ts only; core and adapters import no area.
  it.each([
    [
      'apps/api/src/areas/admin/x.ts',
      "import { UsersRepository } from '../accounts/users-repository.ts'\nexport const x = UsersRepository",
    ],
    [
      'apps/api/src/areas/accounts/migrations/x.ts',
      "import { sql } from '../../auth/tables.ts'\nexport const x = sql",
    ],
    [
      'apps/api/src/core/sessions/x.ts',
      "import { auth } from '../../areas/auth/index.ts'\nexport const x = auth",
    ],
  ])('%s: a deep import across the API areas fails', async (file, code) => {
    expect(await ruleIdsFor(file, code)).toContain('no-restricted-imports')
  })

  it.each([
    [
      'apps/api/src/areas/admin/x.ts',
      "import { accounts } from '../accounts/index.ts'\nexport const x = accounts",
    ],
    ['apps/api/src/areas/admin/x.ts', "import { Foo } from './foo.ts'\nexport const x = Foo"],
    ['apps/api/src/core/x.ts', "import type { DB } from '../areas/database.ts'\nexport type X = DB"],
  ])('%s: an area index, its own files or the database type pass', async (file, code) => {
    expect(await ruleIdsFor(file, code)).not.toContain('no-restricted-imports')
  })

  it('domain may not read the clock or fetch', async () => {
    const ids = await ruleIdsFor(
      'packages/domain/src/x.ts',
      'export const a = Date.now()\nexport const b = new Date()\nexport const c = fetch',
    )
    expect(ids.filter((id) => id?.startsWith('no-restricted'))).toHaveLength(3)
  })

  it('ui may not fetch', async () => {
    expect(await ruleIdsFor('packages/ui/src/x.ts', "export const x = fetch('/')")).toContain(
      'no-restricted-globals',
    )
  })

  it('a right arrow passes', async () => {
    const ids = await ruleIdsFor(
      'packages/features/src/x.ts',
      "import { Button } from '@relais/ui'\nexport const x = Button",
    )
    expect(ids).not.toContain('no-restricted-imports')
  })
})
