// The accounts area's public surface for other areas (its routes are in routes.ts).
export { SettingsPage } from './settings/SettingsPage.tsx'
export {
  ContactRequiredDialog,
  needsProvenContact,
  PendingIdentifierChangesBanner,
} from './identifier-changes/lazy.tsx'
