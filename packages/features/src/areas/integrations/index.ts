// The integrations area's public surface for other areas (its routes are in routes.ts).
export { IntegrationsSettings, NoIntegration } from './IntegrationsSettings.tsx'
export { IntegrationCallbackPage } from './IntegrationCallbackPage.tsx'
