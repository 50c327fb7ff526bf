// The team's groups, in the order the home and the 'Équipe' page show them (the spec's Team: doctors,
// midwives, assistants).
export const TEAM_GROUPS = [
  { key: 'doctors', title: 'Médecins', label: 'Médecin' },
  { key: 'midwives', title: 'Sages-femmes', label: 'Sage-femme' },
  { key: 'assistants', title: 'Infirmiers', label: 'Infirmier' },
] as const

/** What a user type is called in the team ('Médecin'…); other types are no team member. */
export function memberTypeLabel(userType: string): string {
  const group = TEAM_GROUPS.find(({ key }) => GROUP_OF_TYPE[userType] === key)
  return group?.label ?? ''
}

const GROUP_OF_TYPE: Record<string, (typeof TEAM_GROUPS)[number]['key']> = {
  doctor: 'doctors',
  midwife: 'midwives',
  assistant: 'assistants',
}

export const NO_TEAM_MEMBER = "Aucun membre dans l'équipe"

export const TEAM_PATH = '/app/organization/team'
