// /wizardPEC, the spec's address of the care-request wizard: the wizard lives under /app, where the
// shell signs the user in, unlocks the vault and knows the structure, so this address only leads
// there (its query kept). A plain redirect response: react-router's `redirect` helper would be one
// more export of its chunk, which every app's first download carries.
import type { LoaderFunctionArgs } from 'react-router'
import { NEW_REQUEST_PATH } from './paths.ts'

export function wizardPecLoader({ request }: LoaderFunctionArgs): Response {
  const location = `${NEW_REQUEST_PATH}${new URL(request.url).search}`
  return new Response(null, { status: 302, headers: { Location: location } })
}
