import type { Application } from '../applications/applications.ts'
import { modeCapabilities } from '../applications/modes.ts'
import type { UserType } from './roles.ts'
import { isDispatchRole, isPractitioner, keepsPatientList } from './roles.ts'

/** Who is looking: everything the menus and the route guards depend on. */
export interface RoleContext {
  userType: UserType
  application: Application
  isAdmin: boolean
  /** The address country (ISO 3166-1 alpha-2): the mobility tour is for CI only. */
  country?: string | null
}

export interface NavEntry {
  id: string
  label: string
  path: string
  /** Shown in the mobile bottom bar (the spec's shell: "entries flagged for mobile"). */
  mobile: boolean
  /** Items of the 'Structure' group. */
  group?: 'structure'
}

const entry = (id: string, label: string, path: string, mobile = false, group?: 'structure'): NavEntry =>
  group ? { id, label, path, mobile, group } : { id, label, path, mobile }

const DASHBOARD = entry('dashboard', 'Tableau de bord', '/app', true)
const MESSAGES = entry('messages', 'Messagerie', '/app/messages', true)
const AGENDA = entry('agenda', 'Agenda', '/app/agenda', true)
const MEDICAL_RECORD = entry('medicalRecord', 'Dossier médical', '/app/medical-record', true)
const PATIENTS = entry('patients', 'Patients', '/app/patients', true)
const TELEEXPERTISE = entry('teleexpertise', 'Téléexpertise', '/app/teleexpertises')
const CONTACTS = entry('contacts', 'Contacts', '/app/contacts')
const REQUESTS = entry('requests', 'Mes prises en charge', '/app/requests', true)
const TOUR = entry('serviceRequestTour', 'Tournée de consultations', '/app/service-request-tour', true)
const MAP = entry('map', 'Carte', '/app/map', true)
const STATISTICS = entry('statistics', 'Statistiques', '/app/organization/statistics', false, 'structure')

function structureEntries(application: Application): NavEntry[] {
  const s = (id: string, label: string, path: string) => entry(id, label, path, false, 'structure')
  const mode = modeCapabilities(application)
  return [
    s('organization', 'Structure', '/app/organization'),
    s('organizationAgenda', 'Agenda de la structure', '/app/organization/agenda'),
    s('organizationPatients', 'Patients de la structure', '/app/organization/patients'),
    s('team', 'Équipe', '/app/organization/team'),
    ...(mode.hasOrganizationRequests
      ? [s('organizationRequests', 'Demandes de prise en charge', '/app/organization/requests')]
      : []),
    ...(mode.hasTransmissions
      ? [s('transmissions', 'Transmissions', '/app/organization/transmissions')]
      : []),
    s('externalPractitioners', 'Praticiens externes', '/app/organization/external-practitioners'),
  ]
}

/** Midwives take the structures' care requests ('Mes prises en charge') where the mode has them. */
export function takesCareRequests(ctx: RoleContext): boolean {
  return ctx.userType === 'midwife' && modeCapabilities(ctx.application).hasOrganizationRequests
}

/** Nurses of the teleconsultation mode tour their patients' homes in Côte d'Ivoire. */
export function doesServiceRequestTour(ctx: RoleContext): boolean {
  return (
    ctx.userType === 'assistant' &&
    modeCapabilities(ctx.application).hasTeleconsultations &&
    ctx.country === 'CI'
  )
}

/** The sidebar (the spec's shell), the structure group included; the footer is `sidebarFooterEntries`. */
export function sidebarEntries(ctx: RoleContext): NavEntry[] {
  if (isDispatchRole(ctx.userType)) return [DASHBOARD, MAP]
  const entries: NavEntry[] = [DASHBOARD, MESSAGES]
  switch (ctx.userType) {
    case 'patient':
      entries.push(AGENDA, MEDICAL_RECORD)
      break
    case 'organization':
      entries.push(STATISTICS, ...structureEntries(ctx.application))
      break
    default:
      entries.push(AGENDA, PATIENTS)
      if (takesCareRequests(ctx)) entries.push(REQUESTS)
      if (doesServiceRequestTour(ctx)) entries.push(TOUR)
      entries.push(TELEEXPERTISE, CONTACTS, ...structureEntries(ctx.application))
  }
  return entries
}

export function sidebarFooterEntries(ctx: RoleContext): NavEntry[] {
  return [
    entry('guides', 'Guides', '/app/ressources'),
    entry('settings', 'Paramètres', '/app/user/settings'),
    ...(ctx.isAdmin ? [entry('admin', 'Administration', '/app/admin')] : []),
    entry('logout', 'Déconnexion', '/logout'),
  ]
}

/** The mobile bottom bar: the sidebar entries flagged for mobile, at most five so they stay tappable. */
export function bottomBarEntries(ctx: RoleContext): NavEntry[] {
  return sidebarEntries(ctx)
    .filter((e) => e.mobile)
    .slice(0, 5)
}

type QuickAction = 'agenda' | 'patient'
export interface QuickActionEntry {
  id: QuickAction
  label: string
  actions: readonly { id: string; label: string; path: string }[]
}

/** Global-search quick actions (the spec's shell): none in a mode without the global search. */
export function quickActions(ctx: RoleContext): QuickActionEntry[] {
  if (!modeCapabilities(ctx.application).hasGlobalSearch || isDispatchRole(ctx.userType)) return []
  const result: QuickActionEntry[] = []
  if (isPractitioner(ctx.userType)) {
    result.push({
      id: 'agenda',
      label: 'Agenda',
      actions: [
        { id: 'addAppointment', label: 'Ajouter un rendez-vous', path: '/app/agenda?new=1' },
        { id: 'viewAgenda', label: "Voir l'agenda", path: '/app/agenda' },
      ],
    })
  }
  if (keepsPatientList(ctx.userType)) {
    const list = ctx.userType === 'organization' ? '/app/organization/patients' : '/app/patients'
    result.push({
      id: 'patient',
      label: 'Patient',
      actions: [
        { id: 'addPatient', label: 'Ajouter un patient', path: `${list}?new=1` },
        { id: 'viewPatients', label: 'Voir la liste', path: list },
      ],
    })
  }
  return result
}

/** Pro Santé Connect is offered where the mode has it, and never in the native apps (the spec's screens). */
export function showsProfessionalSignIn(input: { application: Application; isNativeApp: boolean }): boolean {
  return modeCapabilities(input.application).hasProfessionalSignIn && !input.isNativeApp
}

export interface AdminTile {
  id: string
  label: string
  path: string
}

const PENDING_ACCOUNTS_PATH = '/app/admin/pending-organizations'

/**
 * The admin tiles (the spec's screens): the review of new structures ('Etablissements'), or of new dispatch
 * staff ('Comptes en attente'), and the check-up results where the mode has them.
 */
export function adminTiles(application: Application): AdminTile[] {
  const mode = modeCapabilities(application)
  if (mode.reviewedAccounts === 'dispatchStaff') {
    return [{ id: 'pendingAccounts', label: 'Comptes en attente', path: PENDING_ACCOUNTS_PATH }]
  }
  return [
    { id: 'organizations', label: 'Etablissements', path: PENDING_ACCOUNTS_PATH },
    ...(mode.hasCheckupResults
      ? [{ id: 'checkupResults', label: 'Résultats checkup santé', path: '/app/admin/patient-check-result' }]
      : []),
  ]
}

/** The title of the review page the first admin tile opens. */
export function pendingAccountsTitle(application: Application): string {
  return modeCapabilities(application).reviewedAccounts === 'dispatchStaff'
    ? 'Comptes en attente'
    : 'Établissement en attente'
}
