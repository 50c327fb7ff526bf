// The accounts area's public surface for other areas (its routes are in routes.ts).
export { SettingsPage } from './settings/SettingsPage.tsx'
export {
  ContactRequiredDialog,
  needsProvenContact,
  PendingIdentifierChangesBanner,
} from './identifier-changes/lazy.tsx'
export {
  FormCheckboxGroup,
  FormDateField,
  FormMaskedField,
  FormPhoneField,
  FormRadioGroup,
  FormSelect,
  FormTextArea,
  FormTextField,
  type WizardValues,
} from './onboarding/fields/FormFields.tsx'
export { AddressField as FormAddressField } from './onboarding/fields/AddressField.tsx'
