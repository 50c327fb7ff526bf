import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  administratorSchema,
  ageOn,
  appointmentFormSchema,
  assistantEducationSchema,
  auxiliaryBookingSchema,
  bookingSchema,
  canImpersonate,
  CARE_REQUEST_STEPS,
  careRequestDefaults,
  careRequestSchema,
  careRequestStepErrors,
  chatMessageSchema,
  dispatchUserSchema,
  doctorProfessionalSchema,
  invitationSchema,
  isIsoDate,
  joinOrganizationSchema,
  medicalRecordSchema,
  medicalRecordVisibility,
  midwifeEducationSchema,
  midwifePersonalSchema,
  midwifePmiSchema,
  organizationManagerSchema,
  organizationSchema,
  patientHistorySchema,
  patientPersonalInfoSchema,
  paymentAmountSchema,
  practitionerPickerSchema,
  prenatalInfoSchema,
  profileUpdateSchema,
  practiceDetailsSchema,
  hasPracticeDetails,
  nirRequiredFor,
  recurrenceSchema,
  recurringSlotSchema,
  referentSchema,
  shouldLookUpFiness,
  showsPostpartumSection,
  teleexpertiseSchema,
  unavailabilitySchema,
  assistantPersonalSchema,
  shouldCheckAffiliation,
  affiliationOutcome,
} from './index.ts'

const today = '2026-03-15'
const address = { text: '1 rue de la Paix, 75002 Paris', city: 'Paris', country: 'FR' }
/** Issues as `path: message`, the way a form shows them. */
function errors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input)
  const out: Record<string, string> = {}
  for (const issue of result.issues ?? []) {
    const key = v.getDotPath(issue) ?? ''
    out[key] ??= issue.message
  }
  return out
}

const patient = {
  firstName: 'jeanne',
  lastName: 'DUPONT',
  birthDate: '1990-05-01',
  gender: 'FEMALE',
  phoneNumber: '06 12 34 56 78',
  email: 'Jeanne@Example.fr',
  nir: '2 95 10 99 126 111 93',
  address,
}

describe('patient forms', () => {
  it('normalises a valid patient', () => {
    const out = v.parse(patientPersonalInfoSchema({ today }), patient)
    expect(out).toMatchObject({
      firstName: 'Jeanne',
      lastName: 'Dupont',
      phoneNumber: '+33612345678',
      email: 'jeanne@example.fr',
      nir: '295109912611193',
    })
  })
  it('shows the spec messages', () => {
    const e = errors(patientPersonalInfoSchema({ today }), {
      ...patient,
      firstName: ' ',
      lastName: 'D',
      birthDate: '2026-03-16',
      nir: '2951',
      email: 'x',
      phoneNumber: '12',
    })
    expect(e).toEqual({
      firstName: 'Ce champ est obligatoire',
      lastName: 'Le nom doit contenir au moins 2 caractères',
      birthDate: 'Une date de naissance ne peut être dans le futur',
      nir: 'Le numéro de sécurité sociale doit contenir 15 chiffres !',
      email: "L'adresse email n'est pas valide",
      phoneNumber: 'Numéro invalide',
    })
    expect(errors(patientPersonalInfoSchema({ today }), { ...patient, nir: '295109912611194' }).nir).toMatch(
      /clé/,
    )
    expect(errors(patientPersonalInfoSchema({ today }), { ...patient, nir: '' }).nir).toBe(
      'Ce champ est obligatoire',
    )
    expect(
      errors(patientPersonalInfoSchema({ today }), { ...patient, birthDate: '2026-02-30' }).birthDate,
    ).toBe('Date invalide')
    expect(
      errors(patientPersonalInfoSchema({ today }), { ...patient, address: { text: '' } }).address,
    ).toBeUndefined()
    expect(
      errors(patientPersonalInfoSchema({ today }), { ...patient, address: { text: '' } })['address.text'],
    ).toBe('Ce champ est obligatoire')
  })
  it('requires the NIR for an address in France only', () => {
    const abidjan = { text: 'Cocody, Abidjan', district: 'Cocody', city: 'Abidjan', country: 'CI' }
    const schema = patientPersonalInfoSchema({ today })
    // Côte d'Ivoire: no NIR is fine, and an empty field is no NIR.
    expect(v.parse(schema, { ...patient, nir: undefined, address: abidjan }).nir).toBeUndefined()
    expect(v.parse(schema, { ...patient, nir: ' ', address: abidjan }).nir).toBeUndefined()
    // One given must still be valid, wherever the patient lives.
    expect(errors(schema, { ...patient, nir: '2951', address: abidjan }).nir).toBe(
      'Le numéro de sécurité sociale doit contenir 15 chiffres !',
    )
    expect(v.parse(schema, { ...patient, address: abidjan }).nir).toBe('295109912611193')
    // France, or an address that names no country: required.
    expect(errors(schema, { ...patient, nir: undefined })).toEqual({ nir: 'Ce champ est obligatoire' })
    expect(errors(schema, { ...patient, nir: '', address: { text: '3 rue Nationale, Lille' } })).toEqual({
      nir: 'Ce champ est obligatoire',
    })
    // Said with the other fields' errors, not after them.
    expect(errors(schema, { ...patient, nir: '', lastName: 'D' })).toEqual({
      nir: 'Ce champ est obligatoire',
      lastName: 'Le nom doit contenir au moins 2 caractères',
    })
    // No address yet: whether a NIR is needed is not known, the address's own error is what shows.
    expect(errors(schema, { ...patient, nir: '', address: undefined })).toEqual({
      address: 'Ce champ est obligatoire',
    })
  })
  it('tells from the address whether a NIR is needed', () => {
    expect(nirRequiredFor({ country: 'FR' })).toBe(true)
    expect(nirRequiredFor({})).toBe(true)
    expect(nirRequiredFor(undefined)).toBe(true)
    expect(nirRequiredFor({ country: 'CI' })).toBe(false)
  })
  it('makes contact optional in the add-patient wizard', () => {
    const schema = patientPersonalInfoSchema({ today, contactOptional: true })
    const out = v.parse(schema, { ...patient, phoneNumber: '', email: undefined })
    expect(out.phoneNumber).toBeUndefined()
    expect(out.email).toBeUndefined()
    expect(v.parse(schema, patient).phoneNumber).toBe('+33612345678')
    expect(errors(schema, { ...patient, email: 'bad' }).email).toBe("L'adresse email n'est pas valide")
  })
  it('requires the blood group in the history step', () => {
    expect(errors(patientHistorySchema, {})).toEqual({ bloodGroup: 'Ce champ est obligatoire' })
    expect(v.parse(patientHistorySchema, { bloodGroup: 'UNKOWN' }).languages).toEqual(['fr'])
  })
  it('checks prenatal info', () => {
    const schema = prenatalInfoSchema({ today })
    expect(
      v.safeParse(schema, { lastPeriod: '2026-01-01', pregnancyType: 'simple', birthsAtTerm: 0 }).success,
    ).toBe(true)
    expect(errors(schema, { lastPeriod: '2026-04-01', pregnancyType: 'simple', birthsAtTerm: 1.5 })).toEqual({
      lastPeriod: 'La date des dernières règles ne peut pas être dans le futur',
      birthsAtTerm: 'Nombre entier attendu',
    })
  })
  it('checks the referent', () => {
    expect(
      errors(referentSchema, { firstName: '', lastName: '', email: '', address: { text: '' }, rpps: '123' }),
    ).toEqual({
      firstName: 'Ce champ est requis',
      lastName: 'Ce champ est requis',
      email: 'Ce champ est requis',
      'address.text': 'Ce champ est requis',
      rpps: 'Le numéro RPPS doit contenir 11 chiffres',
    })
    expect(
      v.safeParse(referentSchema, {
        firstName: 'a',
        lastName: 'bb',
        email: 'a@b.fr',
        address,
        rpps: '10003456789',
      }).success,
    ).toBe(true)
  })
})

describe('professional forms', () => {
  const identity = {
    firstName: 'paul',
    lastName: 'martin',
    email: 'p@m.fr',
    phoneNumber: '0612345678',
    gender: 'MALE',
    address,
  }
  it('doctor', () => {
    expect(
      v.safeParse(doctorProfessionalSchema({ today }), {
        ...identity,
        rpps: '10003456789',
        qualifications: ['GENERAL_PRACTITIONER'],
      }).success,
    ).toBe(true)
    expect(
      errors(doctorProfessionalSchema({ today }), { ...identity, rpps: '1', qualifications: [] }),
    ).toEqual({
      rpps: 'Le numéro RPPS doit contenir 11 chiffres',
      qualifications: 'Ce champ est obligatoire',
    })
  })
  it('midwife and assistant', () => {
    expect(v.safeParse(midwifePersonalSchema({ today }), identity).success).toBe(true)
    expect(v.safeParse(assistantPersonalSchema({ today }), identity).success).toBe(true)
    expect(errors(midwifeEducationSchema, { qualifications: [], description: '' })).toMatchObject({
      initialProfile: 'Ce champ est obligatoire',
      qualifications: 'Ce champ est obligatoire',
      description: 'Ce champ est obligatoire',
      exerciceZone: 'Ce champ est obligatoire',
    })
    expect(
      v.parse(assistantEducationSchema, {
        certificationNumber: 'X1',
        description: 'd',
        exerciceZone: address,
      }).exerciceRadius,
    ).toBe(50)
    expect(
      v.parse(assistantEducationSchema, {
        certificationNumber: 'X1',
        description: 'd',
        exerciceZone: address,
        exerciceRadius: '20',
      }).exerciceRadius,
    ).toBe(20)
    expect(
      v.safeParse(assistantEducationSchema, {
        certificationNumber: 'X1',
        description: 'd',
        exerciceZone: address,
        exerciceRadius: 7,
      }).success,
    ).toBe(false)
    expect(errors(midwifePmiSchema, { affiliated: true })).toEqual({
      pmiName: 'Veuillez sélectionner une PMI',
    })
    expect(v.safeParse(midwifePmiSchema, { affiliated: false }).success).toBe(true)
  })
  it('organization: FINESS or SIRET', () => {
    const base = { name: 'Maternité', address, specialities: ['GYNECOLOGIST'] }
    expect(v.safeParse(organizationSchema, { ...base, finess: '750712184' }).success).toBe(true)
    expect(errors(organizationSchema, { ...base })).toEqual({ finess: 'Ce champ est obligatoire' })
    expect(errors(organizationSchema, { ...base, finess: '7507' })).toEqual({
      finess: 'Un finess contient 9 chiffres',
    })
    expect(errors(organizationSchema, { ...base, noFiness: true })).toEqual({
      siret: 'Ce champ est obligatoire',
    })
    expect(errors(organizationSchema, { ...base, noFiness: true, siret: '7328' })).toEqual({
      siret: 'Un SIRET contient 14 chiffres',
    })
    expect(errors(organizationSchema, { ...base, noFiness: true, siret: '73282932000075' }).siret).toMatch(
      /SIRET/,
    )
    expect(v.parse(organizationSchema, { ...base, noFiness: true, siret: '732 829 320 00074' }).siret).toBe(
      '73282932000074',
    )
    expect(
      v.safeParse(organizationManagerSchema({ today }), {
        firstName: 'a',
        lastName: 'bb',
        email: 'a@b.fr',
        phoneNumber: '0612345678',
      }).success,
    ).toBe(true)
    expect(
      v.safeParse(dispatchUserSchema({ today, defaultCountry: 'CI' }), {
        firstName: 'a',
        lastName: 'bb',
        email: 'a@b.fr',
        phoneNumber: '0707123456',
      }).success,
    ).toBe(true)
  })
  it('profile update', () => {
    const input = { ...identity, birthDate: '1980-01-01' }
    expect(
      errors(profileUpdateSchema({ today, application: 'perinatal' }), {
        ...input,
        email: 'x',
      }),
    ).toEqual({ email: "L'adresse email n'est pas valide" })
    expect(v.parse(profileUpdateSchema({ today, application: 'perinatal' }), input).languages).toEqual(['fr'])
    const dispatch = profileUpdateSchema({ today, application: 'dispatch' })
    expect(
      v.safeParse(dispatch, { firstName: 'a', lastName: 'bb', email: 'a@b.fr', phoneNumber: '0612345678' })
        .success,
    ).toBe(true)
    // An account registered by phone holds no email until it is proven: it is not required then.
    expect(v.safeParse(dispatch, { firstName: 'a', lastName: 'bb', phoneNumber: '0612345678' }).success).toBe(
      false,
    )
    const phoneOnly = profileUpdateSchema({
      today,
      application: 'dispatch',
      identifiers: { email: false, phone: true },
    })
    expect(
      v.safeParse(phoneOnly, { firstName: 'a', lastName: 'bb', phoneNumber: '0612345678' }).success,
    ).toBe(true)
    const emailOnly = profileUpdateSchema({
      today,
      application: 'dispatch',
      identifiers: { email: true, phone: false },
    })
    expect(errors(emailOnly, { firstName: 'a', lastName: 'bb' })).toEqual({
      email: 'Ce champ est obligatoire',
    })
  })
})

describe('practice details (registration rules, edited in settings)', () => {
  it('are those of the practitioners only', () => {
    expect(['doctor', 'midwife', 'assistant'].map(hasPracticeDetails)).toEqual([true, true, true])
    expect(['patient', 'organization', 'dispatchManager'].some(hasPracticeDetails)).toBe(false)
  })

  it('doctor: RPPS, at least one speciality, an optional presentation', () => {
    const schema = practiceDetailsSchema('doctor')
    expect(errors(schema, { rpps: '1000345', qualifications: [] })).toEqual({
      rpps: 'Le numéro RPPS doit contenir 11 chiffres',
      qualifications: 'Ce champ est obligatoire',
    })
    expect(errors(schema, {})).toEqual({
      rpps: 'Ce champ est obligatoire',
      qualifications: 'Ce champ est obligatoire',
    })
    expect(
      v.parse(schema, { rpps: '101 0123 4564', qualifications: ['DERMATOLOGIST'], description: ' Peau ' }),
    ).toEqual({ rpps: '10101234564', qualifications: ['DERMATOLOGIST'], description: 'Peau' })
  })

  it('midwife: the education step and the PMI, the RPPS optional', () => {
    const schema = practiceDetailsSchema('midwife')
    const complete = {
      initialProfile: 'LIBERAL',
      qualifications: ['BIRTH_PREPARATION'],
      description: 'Suivi de grossesse',
      exerciceZone: address,
      exerciceRadius: 20,
      affiliated: false,
    }
    expect(v.parse(schema, { ...complete, rpps: '' })).toMatchObject({ rpps: undefined, exerciceRadius: 20 })
    expect(errors(schema, { ...complete, rpps: '123' })).toEqual({
      rpps: 'Le numéro RPPS doit contenir 11 chiffres',
    })
    expect(errors(schema, { affiliated: false, exerciceZone: { text: '' } })).toEqual({
      initialProfile: 'Ce champ est obligatoire',
      qualifications: 'Ce champ est obligatoire',
      description: 'Ce champ est obligatoire',
      'exerciceZone.text': 'Ce champ est obligatoire',
    })
    expect(errors(schema, { ...complete, affiliated: true })).toEqual({
      pmiName: 'Veuillez sélectionner une PMI',
    })
    expect(v.safeParse(schema, { ...complete, affiliated: true, pmiName: 'PMI Belleville' }).success).toBe(
      true,
    )
  })

  it('assistant: the certification numbers, a description and the exercise zone', () => {
    const schema = practiceDetailsSchema('assistant')
    expect(errors(schema, { certificationNumber: ' ', description: '' })).toEqual({
      certificationNumber: 'Ce champ est obligatoire',
      description: 'Ce champ est obligatoire',
      exerciceZone: 'Ce champ est obligatoire',
    })
    const ivorianZone = { text: 'Yopougon, Abidjan', city: 'Yopougon', country: 'CI' }
    expect(
      v.parse(schema, {
        certificationNumber: 'IDE-CI-2026-0042',
        description: 'Soins à domicile',
        exerciceZone: ivorianZone,
        exerciceRadius: '10',
      }),
    ).toEqual({
      certificationNumber: 'IDE-CI-2026-0042',
      description: 'Soins à domicile',
      exerciceZone: ivorianZone,
      exerciceRadius: 10,
    })
  })
})

describe('agenda forms', () => {
  const slot = { start: 1, end: 2 }
  it('appointment', () => {
    const base = { patientId: 'p1', date: today, serviceCategory: 'Consultation', slot }
    expect(v.safeParse(appointmentFormSchema({ today, userType: 'doctor' }), base).success).toBe(true)
    expect(
      errors(appointmentFormSchema({ today, userType: 'doctor' }), { ...base, date: '2026-03-14' }),
    ).toEqual({
      date: 'Cette date est déjà passée',
    })
    expect(errors(appointmentFormSchema({ today, userType: 'assistant' }), base)).toEqual({
      doctorId: 'Ce champ est obligatoire',
    })
    expect(
      v.safeParse(appointmentFormSchema({ today, userType: 'assistant' }), { ...base, needsDoctor: false })
        .success,
    ).toBe(true)
    expect(
      errors(appointmentFormSchema({ today, userType: 'doctor' }), {
        ...base,
        slot: undefined,
        serviceCategory: '',
      }),
    ).toEqual({
      slot: 'Ce champ est obligatoire',
      serviceCategory: 'Ce champ est obligatoire',
    })
  })
  it('booking and auxiliary booking', () => {
    expect(errors(bookingSchema({ doctorsOffered: 2 }), { slot })).toEqual({
      doctorId: 'Ce champ est obligatoire',
    })
    expect(v.safeParse(bookingSchema({ doctorsOffered: 1 }), { slot }).success).toBe(true)
    expect(
      v.safeParse(auxiliaryBookingSchema, {
        serviceCategory: 'FollowUp',
        date: today,
        duration: 30,
        time: '09:15',
      }).success,
    ).toBe(true)
    expect(Object.keys(errors(auxiliaryBookingSchema, {}))).toEqual([
      'serviceCategory',
      'date',
      'duration',
      'time',
    ])
  })
  it('unavailability outputs instants', () => {
    const schema = unavailabilitySchema({ now: Date.UTC(2026, 2, 15, 8), timeZone: 'Europe/Paris' })
    expect(v.parse(schema, { startDate: '2026-03-16', startTime: '09:00', endTime: '10:00' })).toMatchObject({
      start: Date.UTC(2026, 2, 16, 8),
      end: Date.UTC(2026, 2, 16, 9),
    })
    expect(errors(schema, {})).toEqual({ startDate: 'La date de début est requise' })
    expect(errors(schema, { startDate: '2026-03-16', startTime: '10:00', endTime: '09:00' })).toEqual({
      endTime: "L'heure de fin doit être après l'heure de début",
    })
  })
  it('recurring slot', () => {
    expect(
      v.safeParse(recurringSlotSchema, { weekday: 1, startTime: '22:00', endTime: '02:00' }).success,
    ).toBe(true)
    expect(errors(recurringSlotSchema, { weekday: 1 })).toEqual({ startTime: "L'heure de début est requise" })
    expect(errors(recurringSlotSchema, { weekday: 1, startTime: '08:00' })).toEqual({
      endTime: "L'heure de fin est requise",
    })
    expect(errors(recurringSlotSchema, { weekday: 1, startTime: '08:00', endTime: '08:00' })).toEqual({
      endTime: "L'heure de fin doit être différente de l'heure de début",
    })
  })
})

describe('care request', () => {
  const base = {
    patient: 'p1',
    childrenNumber: 1,
    pregnancyNumber: 2,
    requestDate: today,
    treatmentRequestingService: 'Maternité',
    patientAddress: address,
    typeDemande: ['EARLY_PRENATAL_INTERVIEW'],
    hasPathologie: false,
    typeTest: ['VITAL_SIGNS'],
    llsDoc: ['doc1'],
    ordonnanceDoc: ['doc2'],
  }
  it('accepts a request without post-partum section', () => {
    expect(v.safeParse(careRequestSchema, base).success).toBe(true)
    expect(showsPostpartumSection(['EARLY_DISCHARGE'])).toBe(true)
    expect(showsPostpartumSection(['ADVICE_REQUEST'])).toBe(false)
  })
  it('requires the pathology and the documents', () => {
    expect(errors(careRequestSchema, { ...base, hasPathologie: true, llsDoc: [] })).toEqual({
      llsDoc: 'Ce champ est obligatoire',
      pathologie: 'Ce champ est obligatoire',
    })
  })
  it('requires the post-partum section only when shown', () => {
    const e = errors(careRequestSchema, { ...base, typeDemande: ['EARLY_DISCHARGE'] })
    expect(Object.keys(e)).toContain('suiteMaternite')
    expect(Object.keys(e)).toContain('informationsSommeilNourrisson')
    const full = {
      ...base,
      typeDemande: ['HOME_POSTPARTUM_FOLLOW_UP'],
      postPartum: ['GUTHRIE_TEST'],
      suiteMaternite: 'simple',
      diet: ['MATERNAL_BREASTFEEDING'],
      hasAllergies: true,
      hadAdverseEvent: true,
      mere: 'autre',
      implicationEquipeHygiene: false,
      porteurOuContact: false,
      priseEnChargeSociale: false,
      questionnaireDepression: true,
      rendezVousMedicaux: true,
      reeducationPerineale: false,
      informationsVaccinationCoqueluche: true,
      informationsVaccinationRubeole: true,
      informationsSommeilNourrisson: true,
    }
    expect(errors(careRequestSchema, full)).toEqual({
      allergiesDetails: 'Ce champ est obligatoire',
      adverseEventDetails: 'Ce champ est obligatoire',
      mereAutre: 'Ce champ est obligatoire',
    })
    expect(
      v.safeParse(careRequestSchema, {
        ...full,
        allergiesDetails: 'a',
        adverseEventDetails: 'b',
        mereAutre: 'c',
      }).success,
    ).toBe(true)
  })
  it('gives each step its own fields, every field of the form in one step', () => {
    const fields = CARE_REQUEST_STEPS.flatMap((step) => step.fields as readonly string[])
    expect(new Set(fields).size).toBe(fields.length)
    const entries = Object.keys(careRequestSchema.pipe[0].entries)
    expect([...fields, 'recurrence'].sort()).toEqual(entries.sort())
  })
  it('stops each step on its own fields only', () => {
    expect(careRequestStepErrors({}, 0)).toEqual({
      patient: 'Ce champ est obligatoire',
      childrenNumber: 'Ce champ est obligatoire',
      pregnancyNumber: 'Ce champ est obligatoire',
      requestDate: 'Ce champ est obligatoire',
      treatmentRequestingService: 'Ce champ est obligatoire',
      patientAddress: expect.any(String),
    })
    const first = Object.fromEntries(CARE_REQUEST_STEPS[0].fields.map((f) => [f, (base as never)[f]]))
    expect(careRequestStepErrors(first, 0)).toEqual({})
    expect(Object.keys(careRequestStepErrors(first, 1)).sort()).toEqual(
      ['llsDoc', 'ordonnanceDoc', 'typeDemande', 'typeTest', 'hasPathologie'].sort(),
    )
    expect(careRequestStepErrors({ ...base, hasPathologie: true }, 1)).toEqual({
      pathologie: 'Ce champ est obligatoire',
    })
    // The post-partum step asks its questions only for the types that have them.
    expect(careRequestStepErrors(base, 2)).toEqual({})
    const early = careRequestStepErrors({ ...base, typeDemande: ['EARLY_DISCHARGE'] }, 2)
    expect(Object.keys(early)).toContain('suiteMaternite')
    expect(careRequestStepErrors({ ...base, typeDemande: ['EARLY_DISCHARGE'] }, 1)).toEqual({})
    expect(() => careRequestStepErrors(base, 3)).toThrow(RangeError)
  })
  it('checks the recurrence', () => {
    expect(errors(recurrenceSchema, {})).toEqual({
      fromDate: 'La date de début est obligatoire',
      toDate: 'La date de fin est obligatoire',
      frequency: 'La fréquence est obligatoire',
    })
    expect(errors(recurrenceSchema, { fromDate: today, toDate: '2026-03-01', frequency: 2 })).toEqual({
      toDate: 'La date de fin doit être après la date de début',
    })
    expect(careRequestDefaults(today)).toEqual({
      requestDate: today,
      recurrence: { fromDate: today, toDate: today, frequency: 1 },
    })
  })
})

describe('medical record', () => {
  const record = {
    firstName: 'anne',
    lastName: 'roux',
    birthDate: '1996-03-15',
    gender: 'FEMALE',
    bloodGroup: 'A+',
    physicalActivity: 'actif',
    tabac: 'jamais',
    alcool: 'jamais',
    hasContraception: false,
    cyclesMenstruels: 'reguliers',
    frottis: 'lessThanOneYear',
  }
  it('accepts a complete record', () => {
    const out = v.parse(medicalRecordSchema({ today }), record)
    expect(out.firstName).toBe('Anne')
    expect(out.personnalAntecedents).toEqual([])
  })
  it('requires what the answers make mandatory', () => {
    const e = errors(medicalRecordSchema({ today }), {
      ...record,
      tabac: 'actif',
      alcool: 'occasionnelle',
      personnalAntecedents: ['autre'],
      familyAntecedents: ['autre'],
      foodHabits: ['autre'],
      hasContraception: true,
      frottis: undefined,
    })
    expect(e).toEqual({
      personnalAntecedentsOther: 'Ce champ est obligatoire',
      familyAntecedentsOther: 'Ce champ est obligatoire',
      foodHabitsOther: 'Ce champ est obligatoire',
      alcoolType: 'Ce champ est obligatoire',
      tabacQuantite: 'Ce champ est obligatoire',
      tabacDuree: 'Ce champ est obligatoire',
      typeContraception: 'Ce champ est obligatoire',
      frottis: 'Ce champ est obligatoire',
    })
    expect(errors(medicalRecordSchema({ today }), { ...record, tabac: 'ancien' })).toEqual({
      tabacDuree: 'Ce champ est obligatoire',
      tabacDureeDepuisArret: 'Ce champ est obligatoire',
    })
    expect(
      errors(medicalRecordSchema({ today }), {
        ...record,
        hasContraception: true,
        typeContraception: 'autre',
      }),
    ).toEqual({
      typeContraceptionAutre: 'Ce champ est obligatoire',
    })
  })
  it('asks men over 50 about the prostate', () => {
    const man = {
      ...record,
      gender: 'MALE',
      birthDate: '1970-01-01',
      hasContraception: undefined,
      cyclesMenstruels: undefined,
    }
    expect(errors(medicalRecordSchema({ today }), { ...man, symptomesUrinaires: true })).toEqual({
      surveillance_prostate: 'Ce champ est obligatoire',
      symptomesUrinairesFrequence: 'Ce champ est obligatoire',
    })
    expect(errors(medicalRecordSchema({ today }), { ...man, birthDate: '1990-01-01' })).toEqual({})
    const woman50 = { ...record, birthDate: '1970-01-01' }
    expect(errors(medicalRecordSchema({ today }), woman50)).toEqual({ menopause: 'Ce champ est obligatoire' })
  })
  it('checks the last period in perinatal', () => {
    expect(
      errors(medicalRecordSchema({ today, perinatal: true }), { ...record, DATE_LAST_PERIOD: '2026-04-01' }),
    ).toEqual({
      DATE_LAST_PERIOD: 'La date des dernières règles ne peut pas être dans le futur',
    })
    expect(
      errors(medicalRecordSchema({ today, perinatal: true }), { ...record, DATE_LAST_PERIOD: 'x' }),
    ).toEqual({ DATE_LAST_PERIOD: 'Date invalide' })
    expect(
      errors(medicalRecordSchema({ today, perinatal: true }), { ...record, NUMBER_OF_BIRTHS_AT_TERM: -1 }),
    ).toEqual({
      NUMBER_OF_BIRTHS_AT_TERM: 'Minimum 0',
    })
  })
  it('computes visibility and eligibility', () => {
    expect(medicalRecordVisibility({ gender: 'FEMALE', birthDate: '2001-03-15', today })).toMatchObject({
      age: 25,
      womenOver25: true,
      screeningStep: true,
      vaccinesStep: true,
    })
    expect(medicalRecordVisibility({ gender: 'FEMALE', birthDate: '2001-03-16', today }).womenOver25).toBe(
      false,
    )
    expect(medicalRecordVisibility({ gender: 'MALE', birthDate: '1976-03-15', today }).screeningStep).toBe(
      true,
    )
    expect(medicalRecordVisibility({ gender: 'MALE', birthDate: '1976-03-16', today }).screeningStep).toBe(
      false,
    )
    const teen = medicalRecordVisibility({ gender: 'MALE', birthDate: '2010-01-01', today })
    expect(teen.vaccinesStep).toBe(false)
    expect(teen.vaccines).toEqual([])
    const teenAtRisk = medicalRecordVisibility({
      gender: 'MALE',
      birthDate: '2010-01-01',
      today,
      risks: { risques_hepatiteB: ['travel'] },
    })
    expect(teenAtRisk.vaccinesStep).toBe(true)
    expect(teenAtRisk.vaccines).toEqual(['HepatiteB'])
    const senior = medicalRecordVisibility({
      gender: 'FEMALE',
      birthDate: '1950-01-01',
      today,
      risks: { risques_herophilus: true },
    })
    expect(senior.vaccines).toEqual(
      expect.arrayContaining(['Grippe', 'Zona', 'Pneumocoque', 'Haemophilus', 'Tetanos']),
    )
    expect(senior.vaccines).not.toContain('HepatiteB')
    expect(medicalRecordVisibility({ birthDate: null, today }).age).toBe(0)
    expect(
      medicalRecordVisibility({ birthDate: '1990-01-01', today, risks: { grippeSaisionniere: true } })
        .vaccines,
    ).toContain('Grippe')
  })
  it('counts ages with leap-day birthdays', () => {
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25)
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26)
    expect(ageOn('2000-03-15', '2026-03-14')).toBe(25)
    expect(isIsoDate('2026-13-01')).toBe(false)
    expect(isIsoDate('26-01-01')).toBe(false)
  })
})

describe('other forms', () => {
  it('teleexpertise, picker, chat', () => {
    expect(errors(teleexpertiseSchema({ patientPreset: false }), {})).toEqual({
      reason: 'Ce champ est obligatoire',
      patientId: 'Ce champ est obligatoire',
    })
    expect(v.safeParse(teleexpertiseSchema({ patientPreset: true }), { reason: 'avis' }).success).toBe(true)
    expect(v.safeParse(practitionerPickerSchema, { practitionerIds: [] }).success).toBe(false)
    expect(v.safeParse(chatMessageSchema, { text: '   ' }).success).toBe(false)
    expect(v.parse(chatMessageSchema, { text: ' bonjour ' }).text).toBe('bonjour')
  })
  it('invitations and administrators', () => {
    expect(errors(invitationSchema('contact'), { email: 'x' })).toEqual({ email: 'Mail invalide' })
    expect(errors(invitationSchema('organization'), { email: 'x' })).toEqual({
      email: 'Entered value does not match email format',
    })
    expect(v.parse(invitationSchema('contact'), { email: ' A@B.fr ' }).email).toBe('a@b.fr')
    const admin = administratorSchema(['Boss@relais.fr'])
    expect(errors(admin, { email: '' })).toEqual({ email: 'Veuillez entrer une adresse email' })
    expect(errors(admin, { email: 'boss@relais.fr' })).toEqual({ email: 'Cet administrateur existe déjà' })
    expect(canImpersonate('A@b.fr', 'a@b.fr')).toBe(false)
    expect(canImpersonate('c@b.fr', 'a@b.fr')).toBe(true)
    expect(canImpersonate(' ', 'a@b.fr')).toBe(false)
  })
  it('payment amount and FINESS lookup', () => {
    expect(v.parse(paymentAmountSchema, { amount: '12,50' })).toEqual({ amount: 1250 })
    expect(errors(paymentAmountSchema, { amount: '1.234' })).toEqual({
      amount: 'Le montant ne peut avoir plus de 2 décimales',
    })
    expect(v.parse(joinOrganizationSchema, { finess: '750 712 184' })).toEqual({ finess: '750712184' })
    expect(errors(joinOrganizationSchema, { finess: '75' })).toEqual({
      finess: 'Un finess contient 9 chiffres',
    })
    expect(shouldLookUpFiness('750 712 184')).toBe(true)
    expect(shouldLookUpFiness('7507121')).toBe(false)
  })
})

describe('add patient', () => {
  it('checks affiliation at 15 characters and explains the outcome', () => {
    expect(shouldCheckAffiliation('2 95 10 99 126 111 93')).toBe(true)
    expect(shouldCheckAffiliation('2 95 10 99 126 111 9')).toBe(false)
    expect(affiliationOutcome({ affiliated: true, exists: true })).toEqual({
      kind: 'affiliated',
      message: 'Ce patient est déjà affilié',
    })
    expect(affiliationOutcome({ affiliated: false, exists: true })).toEqual({
      kind: 'exists',
      action: 'Envoyer une demande',
    })
    expect(affiliationOutcome({ affiliated: false, exists: false })).toMatchObject({
      kind: 'notFound',
      action: 'Créer',
    })
  })
})
