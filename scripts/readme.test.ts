// The README lists the demo accounts a newcomer signs in with: it must match the seeds.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../apps/api/src/areas/accounts/demo-accounts.ts'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

describe('README', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a.phone]))('lists the demo account %s', (email, phone) => {
    expect(readme).toContain(`\`${email}\``)
    expect(readme).toContain(`\`${phone}\``)
  })

  it('keeps the two-line quick start', () => {
    expect(readme).toContain('npm ci && npm start\nnpm test')
  })
})
