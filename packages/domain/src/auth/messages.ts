/** French texts of the sign-in flow and the generic error handling (the spec's rules and error texts). */
/**
 * The wording of a required field (the spec also says 'Ce champ est obligatoire' in two forms), but where
 * the spec says 'Ce champ est requis' (FIELD_REQUIRED_MESSAGE).
 */
export const REQUIRED_MESSAGE = 'Ce champ est obligatoire'
/** The spec's wording for the health referent's fields and a new report's dates. */
export const FIELD_REQUIRED_MESSAGE = 'Ce champ est requis'
/**
 * One wording wherever an email is refused (the spec's settings say "L'adresse email n'est pas valide", its registration
 * this sentence): the same mistake reads the same everywhere.
 */
export const EMAIL_INVALID_MESSAGE = "L'adresse email n'est pas valide"
export const PHONE_INVALID_MESSAGE = 'Numéro invalide'
export const TERMS_MESSAGE = "Veuillez accepter les conditions générales d'utilisation"
export const IDENTIFIER_TYPE_MESSAGE = 'Choisissez une adresse email ou un numéro de téléphone'

export const SIGN_IN_ERRORS = {
  otpIncorrect: 'Code incorrect',
  // The spec's text lacks "trop" ("Vous avez fait de tentatives"): fixed here.
  tooManyAttempts: 'Vous avez fait trop de tentatives. Merci de réessayer plus tard.',
  // The ceiling on one client address: a whole network behind it (a hospital's) shares it, so nothing
  // says this person tried too often.
  tooManyFromNetwork: 'Trop de demandes depuis ce réseau. Merci de réessayer dans quelques minutes.',
  generic: 'Oops! Something went wrong.',
} as const

/** The API's 429 texts, French and meant for the person as they are. */
export const RATE_LIMIT_MESSAGES = {
  tooManyAttempts: 'Trop de tentatives. Merci de réessayer plus tard.',
  fromAddress: SIGN_IN_ERRORS.tooManyFromNetwork,
} as const

export const SERVER_ERROR_TOAST = {
  title: 'Une erreur est survenue',
  description:
    'Nous sommes désolés de la gêne, veuillez réessayer plus tard. Si le problème persiste, contactez-nous.',
} as const

export const NOT_FOUND = { title: 'Page non trouvée', back: 'Retour' } as const

export const VAULT_ERRORS = {
  invalidChallenge: 'Code invalide',
  unknown: (message: string) => `Erreur inconnue: ${message}`,
} as const

export const CONFLICT_MESSAGES = {
  emailExists: 'Cet email est déjà associé à un compte existant',
  phoneExists: 'Ce numéro de téléphone est déjà associé à un compte existant',
  nirExists: 'Ce numéro de sécurité sociale est déjà associé à un compte existant',
  alreadyAffiliated: 'Ce patient est déjà affilié',
} as const

export const LOADING_MESSAGES = {
  profile: 'Chargement de votre profil...',
  unlocking: 'Déverrouillage de vos données...',
} as const

export const PENDING_ACTIVATION = {
  title: "Votre compte est en attente d'activation",
  contact: 'Contactez-nous',
} as const
