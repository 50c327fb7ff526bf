// The words of the payment's refusals, shared by its two operations.
export const PAYMENT_MESSAGES = {
  awaiting: 'Un paiement attend déjà la carte du patient',
  notFound: 'Paiement introuvable',
  settled: "Ce paiement n'attend plus rien",
  onlyCancel: "Vous ne pouvez qu'annuler ce paiement",
  outcomeRequired: 'Résultat du paiement requis',
  methodRequired: 'Moyen de paiement requis',
  notTheTerminal: 'Le terminal de paiement communique lui-même le résultat',
} as const
