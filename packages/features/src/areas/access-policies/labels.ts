// How 'Mes données' names what a policy opens and who holds it, in the words of the patient reading it.
import type { components } from '@relais/api-client'
import { userTypeLabel, type Application } from '@relais/domain'

export type AccessPolicy = components['schemas']['AccessPolicy']
type AccessPolicyParty = components['schemas']['AccessPolicyParty']
type AccessPolicyResource = components['schemas']['AccessPolicyResource']
type AccessLogEntry = components['schemas']['AccessLogEntry']

export const RESOURCE_LABELS: Record<AccessPolicyResource, string> = {
  'medical-file': 'Dossier médical',
  'patient-delegation': 'Délégation de compte',
  organization: 'Structure',
  organization_external_practitioners: 'Praticiens externes de la structure',
  practitioner_contacts: 'Contacts',
  practitioner_calendar: 'Agenda',
}

export const READ_RESOURCE_LABELS: Record<AccessLogEntry['resource'], string> = {
  'medical-record': 'Dossier médical',
  observation: 'Observation',
  document: 'Document',
}

/** What the reader did: 'Consultation', or 'Modification' of a record and 'Ajout' of a document. */
export function accessActionLabel({ action, resource }: Pick<AccessLogEntry, 'action' | 'resource'>): string {
  if (action === 'read') return 'Consultation'
  return resource === 'document' ? 'Ajout' : 'Modification'
}

/** « Julien Moreau (Docteur) »: the name alone does not say whether a person or a structure asks. */
export function partyLabel(party: AccessPolicyParty, application: Application): string {
  return `${party.name} (${userTypeLabel(party.type, application)})`
}
