// The words of the doctor's notes in the consultation room, in one place: the screen, its tests and its
// stories read them from here. The notes' own titles are the domain's (REPORT_NOTES), shared with the
// report.
export const NOTES_TEXTS = {
  title: 'Notes de consultation',
  loading: 'Chargement des notes',
  loadFailed: "Les notes n'ont pas pu être chargées.",
  saving: 'Enregistrement…',
  savedAt: (time: string) => `Enregistré à ${time}`,
  saveFailed: "La note n'a pas pu être enregistrée.",
  retry: 'Réessayer',
  noVault:
    'Les notes sont chiffrées dans le navigateur, ce qui est impossible dans cette session : elles ne peuvent être ni lues ni enregistrées.',
} as const
