import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PDF, reportFileName } from '../constants/index.ts'
import {
  consultationReport,
  encodeBiochemistry,
  encodeUrineAnalysis,
  encodeVitalSign,
  REPORT_NOTES,
  REPORT_TEXTS,
  REPORT_VITAL_SIGNS,
  richTextBlocks,
  VITAL_SIGNS,
  type ConsultationObservation,
  type DatedObservation,
  type ReportAppointment,
  type RichTextBlock,
} from './index.ts'

const person = (text: string) => ({ name: { text } })

const APPOINTMENT: ReportAppointment = {
  // 09:00 in Paris (UTC+1 in March).
  start: '2030-03-12T08:00:00.000Z',
  patient: person('Camille Lefèvre'),
  practitioners: [
    { type: 'doctor', ...person('Julien Moreau') },
    { type: 'assistant', ...person('Marc Lambert') },
  ],
}

const dated = (observation: ConsultationObservation, createdAt = '2030-03-12T08:05:00.000Z') => ({
  observation,
  createdAt,
})

const note = (type: 'history' | 'clinical_examination' | 'conclusion', html: string, at?: string) =>
  dated({ type, code: type, valueString: html }, at)

function report(observations: DatedObservation[] = [], overrides: Partial<ReportAppointment> = {}) {
  return consultationReport({
    appointment: { ...APPOINTMENT, ...overrides },
    observations,
    timeZone: 'Europe/Paris',
  })
}

/** A paragraph of plain text. */
const plain = (text: string): RichTextBlock => ({ kind: 'paragraph', runs: [{ text }] })

describe('the consultation report', () => {
  it('names the patient, the consultation, the doctor, the consent and the file by the local date', () => {
    const content = consultationReport({
      appointment: APPOINTMENT,
      observations: [],
      birthDate: '1995-10-12',
      timeZone: 'Europe/Paris',
    })
    expect(content).toMatchObject({
      title: 'Rapport de consultation',
      patientName: 'Camille Lefèvre',
      birthDate: '12/10/1995',
      consultation: 'Consultation du 12/03/2030 - 09:00',
      doctorName: 'Julien Moreau',
      footer: {
        consent: 'Consentement du patient recueilli le 12/03/2030',
        assistedBy: "Téléconsultation assistée réalisée par l'IDE : Marc Lambert",
      },
      fileName: 'Rapport de consultation du 12/03/2030.pdf',
    })
    // Late in the evening in UTC is the next day in Paris: the date is the one the patient lived.
    const late = consultationReport({
      appointment: { ...APPOINTMENT, start: '2030-03-12T23:30:00.000Z' },
      observations: [],
      timeZone: 'Europe/Paris',
    })
    expect(late.consultation).toBe('Consultation du 13/03/2030 - 00:30')
    expect(late.fileName).toBe('Rapport de consultation du 13/03/2030.pdf')
    expect(late.footer.consent).toBe('Consentement du patient recueilli le 13/03/2030')
  })

  it('leaves the birth date out when unknown or malformed', () => {
    expect(report().birthDate).toBeNull()
    for (const birthDate of [null, '', '12/10/1995', '1995-10-12T00:00:00Z']) {
      const content = consultationReport({
        appointment: APPOINTMENT,
        observations: [],
        birthDate,
        timeZone: 'Europe/Paris',
      })
      expect(content.birthDate).toBeNull()
    }
  })

  it('names the nurse at the patient’s home only when the appointment has one', () => {
    expect(report().footer.assistedBy).toBe(PDF.assistedBy('Marc Lambert'))
    const alone = report([], { practitioners: [{ type: 'doctor', ...person('Julien Moreau') }] })
    expect(alone.footer.assistedBy).toBeNull()
    // A midwife is no nurse assisting a doctor.
    const withMidwife = report([], {
      practitioners: [
        { type: 'doctor', ...person('Julien Moreau') },
        { type: 'midwife', ...person('Sophie Garnier') },
      ],
    })
    expect(withMidwife.footer.assistedBy).toBeNull()
    const noDoctor = report([], { practitioners: [{ type: 'assistant', ...person('Marc Lambert') }] })
    expect(noDoctor.doctorName).toBeNull()
  })

  it('lists the six vital signs with their labels and units, "-" and "- / -" when not taken', () => {
    expect(report().vitalSigns).toEqual([
      { type: 'HEART_BEAT', label: 'Fréquence cardiaque', value: '-', unit: 'bpm' },
      { type: 'SpO2', label: 'Saturation', value: '-', unit: '%' },
      { type: 'BLOOD_PRESSURE', label: 'Pression artérielle', value: '- / -', unit: 'mmHg' },
      { type: 'TEMPERATURE', label: 'Température', value: '-', unit: '°C' },
      { type: 'WEIGHT', label: 'Poids', value: '-', unit: 'kg' },
      { type: 'BLOOD_GLUCOSE', label: 'Glycémie', value: '-', unit: 'mg/dL' },
    ])
    // The same definitions as the room's, never a second table.
    for (const row of report().vitalSigns) {
      const sign = VITAL_SIGNS.find((s) => s.type === row.type)!
      expect([row.label, row.unit]).toEqual([sign.label, sign.unit])
    }
    expect(REPORT_VITAL_SIGNS).toHaveLength(6)
  })

  it('reports the latest of each vital sign, formatted in French, and "-" for one that does not read', () => {
    const content = report([
      dated(encodeVitalSign('HEART_BEAT', [80]), '2030-03-12T08:01:00.000Z'),
      dated(encodeVitalSign('HEART_BEAT', [72]), '2030-03-12T08:04:00.000Z'),
      dated(encodeVitalSign('BLOOD_PRESSURE', [128, 82])),
      dated(encodeVitalSign('TEMPERATURE', [37.25])),
      dated(encodeVitalSign('WEIGHT', [64])),
      dated({ type: 'SpO2', code: '59408-5', valueString: 'beaucoup' }),
      // Taken in the room, not in the report.
      dated(encodeVitalSign('RESPIRATORY_RATE', [16])),
    ])
    expect(content.vitalSigns.map((row) => row.value)).toEqual(['72', '-', '128 / 82', '37,3', '64,0', '-'])
    expect(content.vitalSigns.map((row) => row.type)).not.toContain('RESPIRATORY_RATE')
  })

  it('reports the measured items of the latest urine strip, and none without a readable one', () => {
    expect(report().urineAnalysis).toBeNull()
    const content = report([
      dated(encodeUrineAnalysis({ blood: '+' }), '2030-03-12T08:01:00.000Z'),
      dated(encodeUrineAnalysis({ glucose: 'Traces', PH: '6.5', specificGravity: '1.015' })),
    ])
    expect(content.urineAnalysis).toEqual([
      { label: 'Glucose', value: 'Traces' },
      { label: 'pH', value: '6,5' },
      { label: 'Densité', value: '1,015' },
    ])
    const unreadable = report([dated({ type: 'URINE_ANALYSIS', code: '24356-8', valueString: '{' })])
    expect(unreadable.urineAnalysis).toBeNull()
  })

  it('reports the latest result of each biochemistry panel, in the panels’ order, with units', () => {
    expect(report().biochemistry).toEqual([])
    const content = report([
      dated(encodeBiochemistry('tetralogy_liver', { ALT: 30, AST: 25, GGT: 40, ALP: 90 })),
      dated(encodeBiochemistry('triple_kidney', { CREA: 90, UREA: 6, UA: 300 }), '2030-03-12T08:01:00.000Z'),
      dated(encodeBiochemistry('triple_kidney', { CREA: 82, UREA: 5.4, UA: 310 })),
      dated({ type: 'DBA', code: 'metabolism', valueString: '{"GLU":-1}' }),
    ])
    expect(content.biochemistry).toEqual([
      {
        name: 'triple_kidney',
        title: 'Bilan rénal',
        measures: [
          { label: 'Créatinine', value: '82', unit: 'µmol/L' },
          { label: 'Urée', value: '5,40', unit: 'mmol/L' },
          { label: 'Acide urique', value: '310', unit: 'µmol/L' },
        ],
      },
      {
        name: 'tetralogy_liver',
        title: 'Bilan hépatique (4 paramètres)',
        measures: [
          { label: 'ALAT', value: '30', unit: 'U/L' },
          { label: 'ASAT', value: '25', unit: 'U/L' },
          { label: 'Gamma-GT', value: '40', unit: 'U/L' },
          { label: 'Phosphatases alcalines', value: '90', unit: 'U/L' },
        ],
      },
    ])
  })

  it("keeps the doctor's three notes in order, the latest of each, empty when not written", () => {
    expect(report().notes).toEqual(REPORT_NOTES.map(({ type, title }) => ({ type, title, blocks: [] })))
    expect(REPORT_NOTES.map((n) => n.title)).toEqual([
      'Histoire de la maladie',
      'Examen clinique',
      'Conclusion',
    ])
    const content = report([
      note('conclusion', '<p>Première idée</p>', '2030-03-12T08:10:00.000Z'),
      note('conclusion', '<p>Angine <strong>virale</strong></p>', '2030-03-12T08:20:00.000Z'),
      note('history', '<p>Fièvre depuis 3 jours</p>'),
    ])
    expect(content.notes).toEqual([
      { type: 'history', title: 'Histoire de la maladie', blocks: [plain('Fièvre depuis 3 jours')] },
      { type: 'clinical_examination', title: 'Examen clinique', blocks: [] },
      {
        type: 'conclusion',
        title: 'Conclusion',
        blocks: [{ kind: 'paragraph', runs: [{ text: 'Angine ' }, { text: 'virale', bold: true }] }],
      },
    ])
  })

  it('builds its texts and file name from the constants', () => {
    expect(reportFileName('02/03/2026')).toBe('Rapport de consultation du 02/03/2026.pdf')
    expect(REPORT_TEXTS.consultationOf('02/03/2026', '09:30')).toBe('Consultation du 02/03/2026 - 09:30')
    expect(REPORT_TEXTS.consent('02/03/2026')).toBe('Consentement du patient recueilli le 02/03/2026')
  })
})

describe("the notes' rich text", () => {
  it('reads paragraphs with bold, italic, underline, strike and their combinations', () => {
    expect(
      richTextBlocks(
        '<p>Un <strong>gras</strong>, un <em>italique</em>, un <u>souligné</u>, un <s>barré</s></p>' +
          '<p><b><i>les deux</i></b> et <strike>ancien</strike> <del>effacé</del></p>',
      ),
    ).toEqual([
      {
        kind: 'paragraph',
        runs: [
          { text: 'Un ' },
          { text: 'gras', bold: true },
          { text: ', un ' },
          { text: 'italique', italic: true },
          { text: ', un ' },
          { text: 'souligné', underline: true },
          { text: ', un ' },
          { text: 'barré', strike: true },
        ],
      },
      {
        kind: 'paragraph',
        runs: [
          { text: 'les deux', bold: true, italic: true },
          { text: ' et ' },
          { text: 'ancien', strike: true },
          { text: ' ' },
          { text: 'effacé', strike: true },
        ],
      },
    ])
  })

  it('reads nested lists, bulleted and numbered, with the depth of each item', () => {
    const html =
      '<ul><li><p>Toux</p><ul><li><p>sèche</p></li><li><p>nocturne</p>' +
      '<ol><li><p>depuis lundi</p></li><li><p>en aggravation</p></li></ol></li></ul></li>' +
      '<li><p>Fièvre</p><p>à 39 °C</p></li></ul><ol start="3"><li>Troisième</li></ol><p>Fin</p>'
    expect(richTextBlocks(html)).toEqual([
      { kind: 'listItem', depth: 0, marker: '•', runs: [{ text: 'Toux' }] },
      { kind: 'listItem', depth: 1, marker: '•', runs: [{ text: 'sèche' }] },
      { kind: 'listItem', depth: 1, marker: '•', runs: [{ text: 'nocturne' }] },
      { kind: 'listItem', depth: 2, marker: '1.', runs: [{ text: 'depuis lundi' }] },
      { kind: 'listItem', depth: 2, marker: '2.', runs: [{ text: 'en aggravation' }] },
      { kind: 'listItem', depth: 0, marker: '•', runs: [{ text: 'Fièvre' }] },
      // A second paragraph of the same item: no second bullet.
      { kind: 'listItem', depth: 0, marker: '', runs: [{ text: 'à 39 °C' }] },
      { kind: 'listItem', depth: 0, marker: '3.', runs: [{ text: 'Troisième' }] },
      plain('Fin'),
    ])
  })

  it('keeps web and mail links, with their marks', () => {
    expect(
      richTextBlocks(
        '<p>Voir <a target="_blank" rel="noopener noreferrer nofollow" href="https://www.has-sante.fr/reco?a=1&amp;b=2">' +
          "la <strong>recommandation</strong></a> ou <a href='mailto:cabinet@exemple.fr'>écrire</a>" +
          ' ou <a href=http://exemple.fr>ici</a></p>',
      ),
    ).toEqual([
      {
        kind: 'paragraph',
        runs: [
          { text: 'Voir ' },
          { text: 'la ', href: 'https://www.has-sante.fr/reco?a=1&b=2' },
          { text: 'recommandation', bold: true, href: 'https://www.has-sante.fr/reco?a=1&b=2' },
          { text: ' ou ' },
          { text: 'écrire', href: 'mailto:cabinet@exemple.fr' },
          { text: ' ou ' },
          { text: 'ici', href: 'http://exemple.fr/' },
        ],
      },
    ])
  })

  it('turns links to anything but a web page or a mail address into plain text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'tel:+33612345678',
      'mailto:personne',
      '/relatif',
      'https://',
      '',
    ]) {
      const html = `<p><a href="${href.replaceAll('"', '&quot;')}">cliquer</a></p>`
      expect(richTextBlocks(html), href).toEqual([plain('cliquer')])
    }
    expect(richTextBlocks('<p><a>sans cible</a></p>')).toEqual([plain('sans cible')])
  })

  it('shows hostile markup as plain text, never as tags', () => {
    expect(richTextBlocks('<p>Avant<script>alert("x")</script>après</p>')).toEqual([
      plain('Avantalert("x")après'),
    ])
    expect(richTextBlocks('<img src=x onerror="alert(1)"><p onclick="alert(1)">Bonjour</p>')).toEqual([
      plain('Bonjour'),
    ])
    expect(richTextBlocks('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toEqual([
      plain('<script>alert(1)</script>'),
    ])
    expect(richTextBlocks('<p>2 < 3 et 5 > 4, <<b>gras</b></p>')).toEqual([
      {
        kind: 'paragraph',
        runs: [{ text: '2 < 3 et 5 > 4, <' }, { text: 'gras', bold: true }],
      },
    ])
    expect(richTextBlocks('<!-- caché --><!DOCTYPE html><?xml version="1.0"?><p>Visible</p>')).toEqual([
      plain('Visible'),
    ])
    // Names an object has by inheritance are no tags or entities of ours.
    expect(richTextBlocks('<constructor>a</constructor> &constructor; &toString;')).toEqual([
      plain('a &constructor; &toString;'),
    ])
    // Unbalanced tags neither throw nor leak a mark onto the rest.
    expect(richTextBlocks('</li></ul></a></strong><p>Texte</p></ol>')).toEqual([plain('Texte')])
    // Items left open end where HTML ends them: at the next item, at the end of their list.
    expect(richTextBlocks('<ul><li>un<li>deux<ol><li>a</ul><p>après</p>')).toEqual([
      { kind: 'listItem', depth: 0, marker: '•', runs: [{ text: 'un' }] },
      { kind: 'listItem', depth: 0, marker: '•', runs: [{ text: 'deux' }] },
      { kind: 'listItem', depth: 1, marker: '1.', runs: [{ text: 'a' }] },
      plain('après'),
    ])
    expect(richTextBlocks('<li>seul</li>')).toEqual([
      { kind: 'listItem', depth: 0, marker: '•', runs: [{ text: 'seul' }] },
    ])
  })

  it('reads whitespace as HTML does, line breaks kept, empty paragraphs dropped', () => {
    expect(richTextBlocks('')).toEqual([])
    expect(richTextBlocks('<p></p><p>   </p><p><br></p>')).toEqual([])
    expect(richTextBlocks('\n  <p>  Deux   espaces\n et une ligne  </p>\n')).toEqual([
      plain('Deux espaces et une ligne'),
    ])
    expect(richTextBlocks('<p>Ligne 1 <br>Ligne 2<br/>  Ligne 3<br></p>')).toEqual([
      plain('Ligne 1\nLigne 2\nLigne 3'),
    ])
    expect(richTextBlocks('<p><br><strong><br>x</strong></p>')).toEqual([
      { kind: 'paragraph', runs: [{ text: 'x', bold: true }] },
    ])
    expect(richTextBlocks('<p>a<strong> </strong><br>b</p>')).toEqual([plain('a\nb')])
    expect(richTextBlocks('<p>a <strong> b</strong></p>')).toEqual([
      { kind: 'paragraph', runs: [{ text: 'a ' }, { text: 'b', bold: true }] },
    ])
    expect(richTextBlocks('Sans paragraphe')).toEqual([plain('Sans paragraphe')])
  })

  it('reads character references, and shows a broken one as the replacement character', () => {
    expect(
      richTextBlocks(
        '<p>&amp; &lt; &gt; &quot; &apos; &nbsp;&#233;&#xE9;&#X41; &#0; &#xD800; &#1114112; &eacute;</p>',
      ),
    ).toEqual([plain('& < > " \' \u00a0ééA \ufffd \ufffd \ufffd &eacute;')])
  })

  it('never throws on any mix of tags and text, and links only to what is safe', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(
              '<p>',
              '</p>',
              '<ul>',
              '</ul>',
              '<ol start="2">',
              '</ol>',
              '<li>',
              '</li>',
              '<strong>',
              '</strong>',
              '<a href="https://exemple.fr">',
              '<a href="javascript:alert(1)">',
              '</a>',
              '<br>',
              '<script>',
              '</script>',
              '<',
              '>',
              '&amp;',
              ' ',
            ),
            fc.string({ maxLength: 6 }),
          ),
          { maxLength: 30 },
        ),
        (parts) => {
          for (const block of richTextBlocks(parts.join(''))) {
            expect(block.runs.length).toBeGreaterThan(0)
            for (const run of block.runs) {
              expect(run.text).not.toBe('')
              if (run.href !== undefined) expect(run.href).toBe('https://exemple.fr/')
            }
          }
        },
      ),
    )
  })
})
