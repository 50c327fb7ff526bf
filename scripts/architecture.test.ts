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
