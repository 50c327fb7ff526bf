// The page side of bench/report-render.ts: a consultation's report as it usually runs to two pages —
// every vital sign, a urine strip, two biochemistry panels and three notes of some length — drawn by
// the product's own react-pdf document, the time of each drawing kept.
import {
  consultationReport,
  encodeBiochemistry,
  encodeUrineAnalysis,
  encodeVitalSign,
  type ConsultationObservation,
} from '@relais/domain'
import { renderReport } from '../../packages/features/src/areas/teleconsultation/report/ReportDocument.tsx'

const paragraph =
  'La patiente décrit une fatigue depuis trois semaines, des céphalées en fin de journée et un sommeil ' +
  'fragmenté ; pas de fièvre rapportée, pas de perte de poids, appétit conservé. Antécédents : ' +
  "hypertension artérielle traitée, pas d'allergie connue. "
const note = (type: 'history' | 'clinical_examination' | 'conclusion', paragraphs: number) => ({
  type,
  code: type,
  valueString: Array.from({ length: paragraphs }, (_, i) =>
    i % 3 === 2
      ? `<ul><li>${paragraph}</li><li><strong>${paragraph}</strong></li></ul>`
      : `<p>${paragraph}</p>`,
  ).join(''),
})

const observations: ConsultationObservation[] = [
  encodeVitalSign('HEART_BEAT', [72]),
  encodeVitalSign('SpO2', [97]),
  encodeVitalSign('BLOOD_PRESSURE', [128, 84]),
  encodeVitalSign('TEMPERATURE', [37.6]),
  encodeVitalSign('WEIGHT', [64.5]),
  encodeVitalSign('BLOOD_GLUCOSE', [96]),
  encodeUrineAnalysis({ leukocytes: '++', nitrites: 'Positif', PH: '6.0', proteins: 'Traces' }),
  encodeBiochemistry('triple_kidney', { CREA: 84, UREA: 5.4, UA: 310 }),
  encodeBiochemistry('blood_lipid_glucose', { TC: 5.2, TG: 1.4, HDL: 1.3, LDL: 3.1, GLU: 5.6 }),
  note('history', 4),
  note('clinical_examination', 4),
  note('conclusion', 2),
]

const report = consultationReport({
  appointment: {
    start: '2030-03-12T08:00:00.000Z',
    patient: { name: { text: 'Camille Lefèvre' } },
    practitioners: [
      { type: 'doctor', name: { text: 'Julien Moreau' } },
      { type: 'assistant', name: { text: 'Marc Lambert' } },
    ],
  },
  observations: observations.map((observation) => ({ observation, createdAt: '2030-03-12T08:05:00.000Z' })),
  birthDate: '1995-10-12',
  timeZone: 'Europe/Paris',
})

/** Draws the report `runs` times; the milliseconds of each, the pages of the last, and its bytes. */
async function run(runs: number): Promise<{ times: number[]; pages: number; base64: string }> {
  const times: number[] = []
  let blob: Blob | null = null
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    blob = await renderReport(report)
    times.push(performance.now() - started)
  }
  const bytes = new Uint8Array(await blob!.arrayBuffer())
  const text = new TextDecoder('latin1').decode(bytes)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return { times, pages: (text.match(/\/Type\s*\/Page[^s]/g) ?? []).length, base64: btoa(binary) }
}

Object.assign(globalThis, { reportBench: { run } })
