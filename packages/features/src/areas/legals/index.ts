// The legals area's public surface for other areas (its routes are in routes.ts).
export { TermsOfUseLink } from './TermsOfUseLink.tsx'
