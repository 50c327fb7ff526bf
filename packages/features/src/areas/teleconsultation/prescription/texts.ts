export const PRESCRIPTION_TEXTS = {
  open: 'Ordonnance',
  title: 'Ordonnance',
  frame: 'Logiciel de prescription',
  opening: 'Ouverture du logiciel de prescription',
  saving: "Enregistrement de l'ordonnance dans les documents du patient",
  saved: 'Ordonnance enregistrée dans les documents du patient',
  unavailable: 'Service non disponible',
  failed: "L'ordonnance n'a pas pu être enregistrée. Réessayez.",
  openFailed: "Le logiciel de prescription n'a pas pu être ouvert. Réessayez.",
  notShared: 'Le patient ne vous a pas partagé son dossier médical.',
  retry: 'Réessayer',
  another: 'Nouvelle ordonnance',
} as const
