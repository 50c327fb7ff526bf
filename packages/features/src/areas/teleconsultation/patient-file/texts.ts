export const PATIENT_FILE_TEXTS = {
  record: 'Dossier médical',
  billing: 'Facturation',
  loading: 'Chargement du dossier médical',
  failed: "Le dossier médical n'a pas pu être chargé.",
  retry: 'Réessayer',
  empty: "Le patient n'a pas encore renseigné son dossier médical.",
} as const
