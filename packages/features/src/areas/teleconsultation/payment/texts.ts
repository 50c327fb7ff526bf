// The words of the patient's share ('Reste à charge') in the room — the doctor's dialog and the
// patient's terminal — in one place: the screens, their tests and their stories read them from here. The
// flow's own sentences (waiting, collected, failed, the amount's errors) are the domain's
// PAYMENT_MESSAGES, which the API shares.
export const PAYMENT_TEXTS = {
  open: 'Reste à charge',
  title: 'Reste à charge',
  intro: 'Le patient règle sa part par carte pendant la consultation.',
  amount: 'Montant',
  amountHint: 'En euros, par exemple 25,50',
  ask: 'Demander le paiement',
  asking: 'Demande en cours',
  cancel: 'Annuler',
  asked: (amount: string) => `Montant demandé : ${amount}`,
  waitingLabel: 'Paiement en attente',
  back: 'Retour',
  canceling: 'Annulation en cours',
  close: 'Fermer',
  retry: 'Recommencer',
  awaiting: 'Un paiement attend déjà la carte du patient : il doit y répondre avant une nouvelle demande.',
  answered: "Le patient a déjà répondu à cette demande : son résultat s'affichera ici.",

  terminal: {
    region: 'Paiement demandé',
    asks: (amount: string) => `Votre médecin vous demande ${amount}`,
    /** Read out when the request arrives: the panel's own words are not read by themselves. */
    announced: (amount: string) => `Demande de paiement de votre médecin : ${amount}`,
    card: 'Votre carte',
    debit: 'Carte de débit',
    credit: 'Carte de crédit',
    pay: 'Payer',
    paying: 'Paiement en cours',
    refuse: 'Refuser',
    refusing: 'Refus en cours',
    paid: 'Paiement effectué',
    refused: 'Paiement refusé',
    canceled: 'Paiement annulé par le médecin',
    settled: "Cette demande de paiement n'est plus en cours.",
    demo: "Terminal de démonstration : aucun montant n'est débité.",
  },
} as const
