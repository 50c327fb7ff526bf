// The access-policies area's public surface: 'Mes données', which the settings page shows in its
// #access-policy section, and the answers to a request with the vault step behind them, which the bell's
// access-request dialog gives too.
export { AccessPolicySettings } from './AccessPolicySettings.tsx'
export { IntakeFolding } from './IntakeFolding.tsx'
export { MedicalFileSharingAlert } from './MedicalFileSharingAlert.tsx'
export { partyLabel, RESOURCE_LABELS } from './labels.ts'
export {
  answerErrorMessage,
  MedicalFileSharingError,
  useAccessPolicies,
  useApproveAccessPolicy,
  useRejectAccessPolicy,
} from './useAccessPolicies.ts'
