// The words of the doctor's screenshots in the consultation room, in one place: the screens, their tests
// and their stories read them from here. The file's name is the domain's (SCREENSHOT).
export const SCREENSHOTS_TEXTS = {
  capture: "Capture d'écran",
  /** The button's name: the visible words first, then whose picture it takes. */
  captureOf: (name: string) => `Capture d'écran de ${name}`,
  stripTitle: 'Captures',
  uploading: 'Envoi de la capture',
  uploaded: 'Enregistrée dans les documents',
  saved: 'Capture enregistrée dans les documents du patient',
  retry: 'Réessayer',
  noFrame: "L'image de ce participant n'est pas encore arrivée : il n'y a rien à capturer.",
  captureFailed: "La capture n'a pas pu être faite.",
  uploadFailed: "La capture n'a pas pu être envoyée. Réessayez.",
  notShared:
    'Le patient ne vous a pas partagé son dossier médical : la capture ne peut pas être ajoutée à ses documents.',
  noVault:
    'Les documents sont chiffrés dans le navigateur, ce qui est impossible dans cette session : la capture ne peut pas être enregistrée.',
} as const
