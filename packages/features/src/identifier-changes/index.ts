// A new email or phone confirmed by the code sent to it: the dialog and its hooks, shared by settings
// and the shell's banner.
export {
  ContactRequiredDialog,
  CONTACT_REQUIRED_TITLE,
  needsProvenContact,
} from './ContactRequiredDialog.tsx'
export { IdentifierChangeDialog } from './IdentifierChangeDialog.tsx'
export { PendingIdentifierChangesBanner } from './PendingIdentifierChangesBanner.tsx'
export { useActiveIdentifierChanges, useIdentifierChangeActions } from './useIdentifierChanges.ts'
export {
  displayIdentifier,
  IDENTIFIER_CHANGE_TEXTS,
  IDENTIFIER_FIELDS,
  type IdentifierChange,
} from './identifier-changes.ts'
