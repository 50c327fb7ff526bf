// The guides area's shared words and its path.
export const GUIDES_PATH = '/app/ressources'
export const ALL_GUIDES = 'Tous les guides'
export const RETRY = 'Réessayer'
export const LOAD_FAILED = {
  list: "Les guides n'ont pas pu être chargés.",
  guide: "Le guide n'a pas pu être chargé.",
} as const
