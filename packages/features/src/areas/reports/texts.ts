// The words of a patient's consultation reports — the card of her page, the viewer and the midwife's
// new report — in one place: the screens, their tests and stories read them from here. The spec gives
// the dialogs' titles and the rows' wording (the domain's); the rest is ours.
export const REPORTS_TEXTS = {
  title: 'Bilans de consultation',
  list: 'Bilans de consultation du patient',
  // The spec gives no empty text: the card's own words.
  empty: 'Aucun bilan de consultation',
  loading: 'Chargement des bilans de consultation',
  loadFailed: "Les bilans de consultation n'ont pas pu être chargés.",
  retry: 'Réessayer',
  open: 'Ouvrir',
  openNamed: (title: string) => `Ouvrir ${title}`,
  noVault:
    'Les bilans de consultation sont chiffrés pour le patient et ses soignants : ils ne peuvent pas être lus dans cette session.',
  create: 'Nouveau bilan de consultation',
  viewer: 'Bilan de consultation',
} as const

export const VIEWER_TEXTS = {
  loading: 'Déchiffrement du bilan',
  loadFailed: "Le bilan n'a pas pu être déchiffré.",
  practitioners: 'Professionnels',
  description: 'Description',
  descriptionSealed: 'Chiffrée : le dossier médical de ce patient ne vous est pas partagé.',
  note: 'Note',
  vitalSigns: 'Constantes',
  urineAnalysis: "Analyse d'urine",
  biochemistry: 'Biochimie',
  attachments: 'Pièces jointes',
  noAttachment: 'Aucune pièce jointe',
  report: 'Rapport de la consultation',
  unreadable: (count: number) =>
    count === 1
      ? "1 observation illisible n'apparaît pas dans le bilan."
      : `${count} observations illisibles n'apparaissent pas dans le bilan.`,
  /** 'Le 12/03/2026, de 09:30 à 10:30', or across midnight 'Du 12/03/2026 23:30 au 13/03/2026 00:30'. */
  when: (start: { date: string; time: string }, end: { date: string; time: string }) =>
    start.date === end.date
      ? `Le ${start.date}, de ${start.time} à ${end.time}`
      : `Du ${start.date} ${start.time} au ${end.date} ${end.time}`,
} as const

export const NEW_REPORT_TEXTS = {
  start: 'Début',
  end: 'Fin',
  description: 'Description',
  descriptionHelp: 'Chiffrée dans votre navigateur : seuls le patient et ses soignants peuvent la lire.',
  files: 'Déposez les documents de la consultation ici',
  filesHint: 'Facultatifs : PDF, image ou autre fichier, 250 Mo maximum chacun',
  chosen: 'Documents choisis',
  remove: 'Retirer',
  removeNamed: (name: string) => `Retirer ${name}`,
  save: 'Enregistrer',
  saving: 'Enregistrement',
  cancel: 'Annuler',
  sendingFile: (name: string) => `Envoi de ${name}`,
  saved: 'Bilan de consultation enregistré',
  notShared:
    'Le patient ne vous a pas encore partagé son dossier médical : le bilan ne peut pas être chiffré pour lui.',
  saveFailed: "Le bilan n'a pas pu être enregistré. Réessayez.",
  fileFailed: (name: string, reason: string) => `${name} : ${reason}`,
  filesLeft:
    'Le bilan est enregistré, mais des documents n’ont pas pu être envoyés : « Enregistrer » les envoie de nouveau.',
  uploadFailed: "Le document n'a pas pu être envoyé.",
} as const
