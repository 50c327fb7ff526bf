// The words of the consultation's readings — the nurse's entry and everyone's live panel — in one place:
// the screens, their tests and their stories read them from here. The measures' own labels and units
// and the forms' field errors are the domain's (readings.ts), shared with the report.
export const READINGS_TEXTS = {
  panelTitle: 'Relevés',
  empty: 'Aucun relevé pour le moment',
  loading: 'Chargement des relevés',
  vitalSigns: 'Constantes',
  urineAnalysis: "Analyse d'urine",
  biochemistry: 'Biochimie',
  takenAt: (time: string) => `à ${time}`,
  unreadable: (count: number) => (count === 1 ? '1 relevé illisible' : `${count} relevés illisibles`),
  announced: (labels: string[]) => `Nouveau relevé : ${labels.join(', ')}`,
  loadFailed: "Les relevés n'ont pas pu être chargés.",
  retry: 'Réessayer',
  noVault:
    'Les relevés sont chiffrés dans le navigateur, ce qui est impossible dans cette session : ils ne peuvent être ni lus ni enregistrés.',

  formTitle: 'Saisir des relevés',
  formTabs: 'Type de relevé',
  saveVitalSigns: 'Enregistrer les constantes',
  saveUrineAnalysis: "Enregistrer l'analyse",
  saveBiochemistry: 'Enregistrer le bilan',
  saving: 'Enregistrement',
  notMeasured: 'Non mesuré',
  panel: 'Bilan',
  saved: 'Relevés enregistrés',
  saveFailed: "Les relevés n'ont pas pu être enregistrés. Réessayez.",
  notShared: 'Le patient ne vous a pas partagé son dossier médical.',

  devices: 'Appareils Bluetooth',
  readDevice: (device: string) => `Lire ${device}`,
  connecting: (device: string) => `Connexion à ${device}…`,
  listening: (name: string) => `${name || 'Appareil'} connecté : prenez la mesure.`,
  received: (name: string) => `Mesure reçue de ${name || "l'appareil"}.`,
  nothingMeasured: "L'appareil n'a envoyé aucune valeur.",
  deviceFailed: "L'appareil n'a pas pu être lu.",
  disconnect: 'Déconnecter',
} as const
