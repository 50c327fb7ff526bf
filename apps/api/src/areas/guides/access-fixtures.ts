// The guides area's rows of the authorization matrix: the list for anyone signed in, and a guide the
// caller's type reads when there is one; `foreign` aims at a guide written for other accounts.
import { join } from 'node:path'
import { REPO_ROOT } from '../../core/config.ts'
import { defineAccess, type Caller } from '../../testing/access-matrix.ts'
import { GuideLibrary } from './guide-library.ts'

interface GuidesFixtures {
  /** A guide of the caller's type and application, else any guide. */
  readable(caller: Caller): string
  /** A guide not written for the caller's type in its application. */
  others(caller: Caller): string
}

function createGuidesFixtures(): Promise<GuidesFixtures> {
  // The matrix's server reads the repository's guides (GUIDES_DIR's default): the same files.
  const library = GuideLibrary.read(join(REPO_ROOT, 'content/guides'))
  const all = ['patient', 'doctor', 'assistant', 'midwife', 'organization'].flatMap((type) =>
    (['perinatal', 'mobility', 'dispatch'] as const).flatMap((app) => library.for(app, type)),
  )
  const mine = (caller: Caller) => (caller.userType ? library.for(caller.app, caller.userType) : [])
  return Promise.resolve({
    readable: (caller) => (mine(caller)[0] ?? all[0]!).slug,
    others: (caller) => all.find((guide) => !mine(caller).some((own) => own.slug === guide.slug))!.slug,
  })
}

export const access = defineAccess({
  fixtures: createGuidesFixtures,
  rows: {
    listGuides: { succeeds: true },
    getGuide: {
      request: (fx, caller) => ({ params: { slug: fx.readable(caller) } }),
      foreign: (fx, caller) => ({ params: { slug: fx.others(caller) } }),
    },
  },
})
