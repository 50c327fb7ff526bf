// What the build wrote beside each app (scripts/build.ts writes `version.json` into the app's output),
// read at each call: a new build is served without restarting the API, and an app not built yet has
// no version rather than an invented one.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as v from 'valibot'
import { APPLICATIONS, type Application } from '../../core/config.ts'

/** The file scripts/build.ts writes into each app's dist. */
const BUILD_MANIFEST = 'version.json'

const manifestSchema = v.object({ version: v.pipe(v.string(), v.trim(), v.nonEmpty()) })

export async function builtVersion(appBuildsDir: string, application: Application): Promise<string | null> {
  let text: string
  try {
    text = await readFile(join(appBuildsDir, application, 'dist', BUILD_MANIFEST), 'utf8')
  } catch {
    return null
  }
  try {
    const parsed = v.safeParse(manifestSchema, JSON.parse(text))
    return parsed.success ? parsed.output.version : null
  } catch {
    // A build stopped halfway through writing: no version until it is done.
    return null
  }
}

/**
 * The application's public address: APP_ORIGINS names one origin per application, in their order (its
 * default and `npm start` write it so). A list of any other length says nothing of which is which, and
 * a shell sent to another application's address would install the wrong app.
 */
export function appOrigin(appOrigins: readonly string[], application: Application): string | null {
  if (appOrigins.length !== APPLICATIONS.length) return null
  const origin = appOrigins[APPLICATIONS.indexOf(application)]
  return origin ? origin.replace(/\/+$/, '') : null
}
