// The accounts area's public surface for other areas (its routes are in routes.ts).
export { SettingsPage } from './settings/SettingsPage.tsx'
export { ContactRequiredDialog, needsProvenContact } from './identifier-changes/ContactRequiredDialog.tsx'
export { PendingIdentifierChangesBanner } from './identifier-changes/PendingIdentifierChangesBanner.tsx'
