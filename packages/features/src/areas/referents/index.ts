// The patient's health referent: its card (dashboard, patient page) and the dialog that chooses it.
export { ReferentCard } from './ReferentCard.tsx'
export { ReferentFields } from './ReferentFields.tsx'
