// The words of the report's review page, in one place: the screen, its tests and its story read them from
// here. What the report itself says (its sections, labels and lines) is the domain's (report.ts).
export const REPORT_PAGE_TEXTS = {
  title: 'Rapport de consultation',
  back: 'Retour',
  validate: 'Valider',
  preview: 'Aperçu du rapport',
  rendering: 'Préparation du rapport…',
  loadingReadings: 'Chargement des observations',
  sending: 'Envoi du rapport…',
  sent: 'Rapport envoyé',
  retry: 'Réessayer',
  closed: 'Cette consultation est terminée ou annulée : son rapport ne peut plus être validé.',
  notShared: 'Le dossier du patient ne vous est pas partagé : le rapport ne peut pas être chiffré.',
  sendFailed: "Le rapport n'a pas pu être envoyé. Réessayez.",
  renderFailed: "Le rapport n'a pas pu être préparé.",
  readingsFailed: "Les observations de la consultation n'ont pas pu être chargées.",
  noVault:
    'Les observations sont chiffrées dans le navigateur, ce qui est impossible dans cette session : le rapport ne peut pas être préparé.',
  unreadable: (count: number) =>
    count === 1
      ? "1 observation illisible n'apparaît pas dans le rapport."
      : `${count} observations illisibles n'apparaissent pas dans le rapport.`,
} as const
