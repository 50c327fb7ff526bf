// The auth area's public surface for other areas (its routes are in routes.ts).
export { LoginPage } from './LoginPage/LoginPage.tsx'
export { forgetTermsAccepted, hasAcceptedTerms, markTermsAccepted, termsAcceptedKey } from './terms.ts'
