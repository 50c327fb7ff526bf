import type { Application, UserType } from './roles.ts'
import { isDispatchRole, isPractitioner } from './roles.ts'

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
  /** Shown in the mobile bottom bar (spec section 2: "entries flagged for mobile"). */
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
  return [
    s('organization', 'Structure', '/app/organization'),
    s('organizationAgenda', 'Agenda de la structure', '/app/organization/agenda'),
    s('organizationPatients', 'Patients de la structure', '/app/organization/patients'),
    s('team', 'Équipe', '/app/organization/team'),
    ...(application === 'perinatal'
      ? [s('organizationRequests', 'Demandes de prise en charge', '/app/organization/requests')]
      : []),
    ...(application === 'mobility'
      ? [s('transmissions', 'Transmissions', '/app/organization/transmissions')]
      : []),
    s('externalPractitioners', 'Praticiens externes', '/app/organization/external-practitioners'),
  ]
}

/** The sidebar (spec section 2), the structure group included; the footer is `sidebarFooterEntries`. */
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
      if (ctx.userType === 'midwife' && ctx.application === 'perinatal') entries.push(REQUESTS)
      if (ctx.userType === 'assistant' && ctx.application === 'mobility' && ctx.country === 'CI')
        entries.push(TOUR)
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

export type QuickAction = 'agenda' | 'patient'
export interface QuickActionEntry {
  id: QuickAction
  label: string
  actions: readonly { id: string; label: string; path: string }[]
}

/** Global-search quick actions (spec section 2); dispatch hides quick-action search entirely. */
export function quickActions(ctx: RoleContext): QuickActionEntry[] {
  if (ctx.application === 'dispatch' || isDispatchRole(ctx.userType)) return []
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
  if (isPractitioner(ctx.userType) || ctx.userType === 'organization') {
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

/** Notifications are hidden in dispatch (spec section 1); the professional sign-in too (section 2). */
export function showsNotifications(application: Application): boolean {
  return application !== 'dispatch'
}
export function showsProfessionalSignIn(input: { application: Application; isNativeApp: boolean }): boolean {
  return input.application !== 'dispatch' && !input.isNativeApp
}
/** The powered-by mark of the footer is perinatal only (spec section 1). */
export function showsPoweredBy(application: Application): boolean {
  return application === 'perinatal'
}
/** Address, birth date and gender are hidden from settings in dispatch (spec section 2). */
export function showsPersonalDetailsInSettings(application: Application): boolean {
  return application !== 'dispatch'
}
/** The admin tiles (spec section 2): check-up results only in mobility. */
export function adminTiles(application: Application): { id: string; label: string; path: string }[] {
  return [
    { id: 'organizations', label: 'Etablissements', path: '/app/admin/pending-organizations' },
    ...(application === 'mobility'
      ? [{ id: 'checkupResults', label: 'Résultats checkup santé', path: '/app/admin/patient-check-result' }]
      : []),
  ]
}
