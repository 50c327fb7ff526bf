/** The spec's three brand modes ("applications") and its configuration modes. */
export const APPLICATIONS = ['perinatal', 'mobility', 'dispatch'] as const
export type Application = (typeof APPLICATIONS)[number]

export const ENV_MODES = ['LOCAL', 'DEV', 'PROD'] as const
export type EnvMode = (typeof ENV_MODES)[number]
export const DEFAULT_ENV_MODE: EnvMode = 'PROD'

export function isEnvMode(value: unknown): value is EnvMode {
  return typeof value === 'string' && (ENV_MODES as readonly string[]).includes(value)
}

export interface Brand {
  /** Product name shown in headers and titles. */
  name: string
  /** One line under the name on the sign-in page. */
  tagline: string
}

/** Each mode's product name and tagline: the apps, their stories and their tests all read them here. */
export const BRANDS: Record<Application, Brand> = {
  perinatal: { name: 'Relais Périnatal', tagline: 'Le suivi périnatal, de la maternité au domicile' },
  mobility: { name: 'Relais Mobilité', tagline: 'Les soins à domicile et la téléconsultation assistée' },
  dispatch: { name: 'Relais Dispatch', tagline: 'La régulation des demandes de soins' },
}

/** Where the apps send people who need help (footer, pending activation, sign-in). */
export const SUPPORT_EMAIL = 'support@relais-sante.fr'
