import type { ApplicationName } from '@relais/api-client'

/**
 * The demo drawer's targets (the spec's screens: the demo midwife or organization; mobility has nurses
 * instead of midwives, dispatch its two roles). These are the seeded LOCAL/DEV accounts of the README.
 */
export const DEMO_SWITCH_TARGETS: Record<ApplicationName, { label: string; username: string }[]> = {
  perinatal: [
    { label: 'Sage-femme de démonstration', username: 'sage-femme.perinatal@demo.relais-sante.fr' },
    { label: 'Maternité de démonstration', username: 'maternite.perinatal@demo.relais-sante.fr' },
  ],
  mobility: [
    { label: 'Infirmier de démonstration', username: 'infirmier.mobility@demo.relais-sante.fr' },
    { label: 'Structure de démonstration', username: 'structure.mobility@demo.relais-sante.fr' },
  ],
  dispatch: [
    { label: 'Responsable de démonstration', username: 'responsable.dispatch@demo.relais-sante.fr' },
    { label: 'Opérateur de démonstration', username: 'operateur.dispatch@demo.relais-sante.fr' },
  ],
}
