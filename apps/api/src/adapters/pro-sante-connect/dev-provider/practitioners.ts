// Fictitious professionals of the test provider, with UserInfo claims shaped like Pro Santé Connect's
// `scope_all` answer (IdNat_PS = '8' + RPPS, SubjectRefPro with the exercise's profession code).
import { luhnCheckDigit } from '@relais/domain'

export interface TestPractitioner {
  /** The provider's `sub` (PSC sends a technical id, not the RPPS). */
  accountId: string
  /** Shown in the chooser. */
  label: string
  rpps: string
  givenName: string
  familyName: string
  civility: 'M' | 'MME'
  professionCode: string
  site: string
}

const rpps = (payload: string) => payload + luhnCheckDigit(payload)

export const TEST_PRACTITIONERS: readonly TestPractitioner[] = [
  {
    accountId: 'ANS-TEST-MEDECIN',
    label: 'Médecin — Dr Marc Delaunay',
    rpps: rpps('1999900001'),
    givenName: 'Marc',
    familyName: 'Delaunay',
    civility: 'M',
    professionCode: '10',
    site: 'CABINET MEDICAL DELAUNAY',
  },
  {
    accountId: 'ANS-TEST-SAGE-FEMME',
    label: 'Sage-femme — Léa Fournier',
    rpps: rpps('1999900002'),
    givenName: 'Léa',
    familyName: 'Fournier',
    civility: 'MME',
    professionCode: '50',
    site: 'CABINET DE SAGES-FEMMES FOURNIER',
  },
  {
    accountId: 'ANS-TEST-INFIRMIERE',
    label: 'Infirmière — Nadia Haddad',
    rpps: rpps('1999900003'),
    givenName: 'Nadia',
    familyName: 'Haddad',
    civility: 'MME',
    professionCode: '60',
    site: 'CABINET INFIRMIER HADDAD',
  },
]

export const findPractitioner = (accountId: string) =>
  TEST_PRACTITIONERS.find((p) => p.accountId === accountId)

/** The claims PSC's UserInfo carries for `openid scope_all`. */
export function pscUserInfo(p: TestPractitioner) {
  return {
    sub: p.accountId,
    SubjectNameID: `8${p.rpps}`,
    preferred_username: `8${p.rpps}`,
    given_name: p.givenName,
    family_name: p.familyName,
    email_verified: false,
    UITVersion: '1.0',
    PSI_Locale: '1.2.250.1.213.1.3.1.1',
    Palier_Authentification: 'APPPRIP3^1.2.250.1.213.1.5.1.1.1',
    Secteur_Activite: 'SA07^1.2.250.1.71.4.2.4',
    SubjectOrganization: p.site,
    SubjectRole: [`${p.professionCode}^1.2.250.1.213.1.1.5.5`],
    otherIds: [{ identifiant: p.rpps, origine: 'RPPS', qualite: 1 }],
    SubjectRefPro: {
      codeCivilite: p.civility,
      exercices: [
        {
          codeProfession: p.professionCode,
          codeCategorieProfessionnelle: 'C',
          codeCiviliteDexercice: p.civility === 'M' ? 'DR' : '',
          nomDexercice: p.familyName,
          prenomDexercice: p.givenName,
          codeTypeSavoirFaire: '',
          codeSavoirFaire: '',
          activities: [
            {
              codeModeExercice: 'L',
              codeSecteurDactivite: 'SA07',
              codeGenreActivite: 'GENR01',
              raisonSocialeSite: p.site,
            },
          ],
        },
      ],
    },
  }
}

export const PSC_SCOPE_ALL_CLAIMS = Object.keys(pscUserInfo(TEST_PRACTITIONERS[0]!)).filter(
  (c) => c !== 'sub',
)
