// The consultation report as plain data, the doctor's to review and validate once the call is over: who
// and when, the latest vital signs (every row shown, '-' for a measure not taken), the latest urine strip
// and biochemistry panels, the doctor's three notes and the footer's lines. Whatever draws it (a PDF
// in the browser, a test) reads this and decides nothing of its own. The notes are the rich-text editor's
// HTML, which anyone of the care team could have written by hand: it is read by a small tokenizer that
// keeps paragraphs, list items, bold, italic, underline, strike and web or mail links, and turns
// everything else into plain text. Nothing of it is ever handed to something that reads HTML.
import { PDF, reportFileName } from '../constants/index.ts'
import { dateInZone, formatDate, formatTime } from '../shared/dates.ts'
import {
  DBA_ANALYTES,
  DBA_PANELS,
  decodeBiochemistry,
  decodeUrineAnalysis,
  formatAnalyte,
  formatVitalSign,
  latestByPanel,
  latestByType,
  urineAnalysisLines,
  vitalSign,
  type DatedObservation,
  type DbaPanelName,
  type VitalSignType,
} from './readings.ts'

export const REPORT_TEXTS = {
  title: 'Rapport de consultation',
  patient: 'Patient',
  birthDate: 'Date de naissance',
  doctor: 'Médecin',
  vitalSigns: 'Constantes',
  urineAnalysis: "Analyse d'urine",
  biochemistry: 'Biochimie',
  measure: 'Mesure',
  value: 'Valeur',
  unit: 'Unité',
  consultationOf: (date: string, time: string) => `Consultation du ${date} - ${time}`,
  consent: (date: string) => `Consentement du patient recueilli le ${date}`,
} as const

/** The vital signs of the report's table, in its order: the others are the room's only. */
export const REPORT_VITAL_SIGNS = [
  'HEART_BEAT',
  'SpO2',
  'BLOOD_PRESSURE',
  'TEMPERATURE',
  'WEIGHT',
  'BLOOD_GLUCOSE',
] as const satisfies readonly VitalSignType[]

/** The doctor's notes, in the order he writes them, each an observation type. */
export const REPORT_NOTES = [
  { type: 'history', title: 'Histoire de la maladie' },
  { type: 'clinical_examination', title: 'Examen clinique' },
  { type: 'conclusion', title: 'Conclusion' },
] as const

export type ReportNoteType = (typeof REPORT_NOTES)[number]['type']

/** What the report needs of an appointment (the API's has more). */
export interface ReportAppointment {
  /** ISO 8601. */
  start: string
  patient: { name: { text: string } }
  practitioners: readonly { type: 'doctor' | 'assistant' | 'midwife'; name: { text: string } }[]
}

export interface ReportInput {
  appointment: ReportAppointment
  /** The consultation's observations, opened; the latest of each kind is reported. */
  observations: readonly DatedObservation[]
  /** The patient's birth date (yyyy-MM-dd) when it is known. */
  birthDate?: string | null
  /** Where the dates and times are read (IANA name). */
  timeZone: string
}

/** A run of text with the same look: the marks it has are true, the others absent. */
export interface RichTextRun {
  text: string
  bold?: boolean
  italic?: boolean
  underline?: boolean
  strike?: boolean
  /** A web page or an e-mail address, never any other scheme. */
  href?: string
}

export type RichTextBlock =
  | { kind: 'paragraph'; runs: RichTextRun[] }
  | {
      kind: 'listItem'
      /** 0 for a list item outside any other list. */
      depth: number
      /** '•', '3.', or '' for a second paragraph of the same item. */
      marker: string
      runs: RichTextRun[]
    }

export interface ReportMeasure {
  label: string
  value: string
  /** Absent where the value says it all (a urine strip's '++'). */
  unit?: string
}

export interface ReportVitalSign extends ReportMeasure {
  type: VitalSignType
  unit: string
}

export interface ReportPanel {
  name: DbaPanelName
  title: string
  measures: ReportMeasure[]
}

export interface ReportNote {
  type: ReportNoteType
  title: string
  /** Empty when the doctor wrote nothing. */
  blocks: RichTextBlock[]
}

export interface ConsultationReport {
  title: string
  patientName: string
  /** dd/MM/yyyy, or null when unknown. */
  birthDate: string | null
  /** 'Consultation du dd/MM/yyyy - HH:mm'. */
  consultation: string
  doctorName: string | null
  vitalSigns: ReportVitalSign[]
  /** The measured items of the latest strip; null without one. */
  urineAnalysis: ReportMeasure[] | null
  /** The latest result of each panel measured, in the panels' order. */
  biochemistry: ReportPanel[]
  notes: ReportNote[]
  footer: {
    /** The consultation's date: joining it is how the patient consents. */
    consent: string
    /** Who assisted at the patient's home, when a nurse did. */
    assistedBy: string | null
  }
  fileName: string
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** The report's content. */
export function consultationReport({
  appointment,
  observations,
  birthDate,
  timeZone,
}: ReportInput): ConsultationReport {
  const start = Date.parse(appointment.start)
  const date = formatDate(dateInZone(start, timeZone))
  const doctor = appointment.practitioners.find((p) => p.type === 'doctor')
  const assistant = appointment.practitioners.find((p) => p.type === 'assistant')
  const latest = latestByType(observations)

  const vitalSigns = REPORT_VITAL_SIGNS.map((type) => {
    const sign = vitalSign(type)
    return {
      type,
      label: sign.label,
      value: formatVitalSign(type, latest.get(type)?.observation.valueString),
      unit: sign.unit,
    }
  })

  const strip = latest.get('URINE_ANALYSIS')
  const analysis = strip ? decodeUrineAnalysis(strip.observation.valueString) : null
  const urineAnalysis = analysis
    ? urineAnalysisLines(analysis).map(({ label, value }) => ({ label, value }))
    : null

  const panels = latestByPanel(observations)
  const biochemistry = DBA_PANELS.flatMap((panel) => {
    const reading = panels.get(panel.name)
    const results = reading ? decodeBiochemistry(panel.name, reading.observation.valueString) : null
    if (!results) return []
    return [
      {
        name: panel.name,
        title: panel.label,
        measures: panel.analytes.map((code) => ({
          label: DBA_ANALYTES[code].label,
          value: formatAnalyte(code, results.values[code]!),
          unit: DBA_ANALYTES[code].unit,
        })),
      },
    ]
  })

  const notes = REPORT_NOTES.map(({ type, title }) => ({
    type,
    title,
    blocks: richTextBlocks(latest.get(type)?.observation.valueString ?? ''),
  }))

  return {
    title: REPORT_TEXTS.title,
    patientName: appointment.patient.name.text,
    birthDate: birthDate && ISO_DATE.test(birthDate) ? formatDate(birthDate) : null,
    consultation: REPORT_TEXTS.consultationOf(date, formatTime(start, timeZone)),
    doctorName: doctor?.name.text ?? null,
    vitalSigns,
    urineAnalysis,
    biochemistry,
    notes,
    footer: {
      consent: REPORT_TEXTS.consent(date),
      assistedBy: assistant ? PDF.assistedBy(assistant.name.text) : null,
    },
    fileName: reportFileName(date),
  }
}

// ---- The notes' rich text ----

type Mark = 'bold' | 'italic' | 'underline' | 'strike'

// Maps, not objects: a tag named 'constructor' must find nothing.
const MARK_OF_TAG = new Map<string, Mark>([
  ['strong', 'bold'],
  ['b', 'bold'],
  ['em', 'italic'],
  ['i', 'italic'],
  ['u', 'underline'],
  ['s', 'strike'],
  ['strike', 'strike'],
  ['del', 'strike'],
])

/** Tags that end the text before them and start a new block. */
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'blockquote',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
])

/** A tag as the editor writes it: a name, attributes (quoted values may hold '>'), an optional '/'. */
const TAG =
  /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/
/** A comment, a doctype or a processing instruction: nothing to show. */
const IGNORED = /^<(?:!--[\s\S]*?-->|![^>]*>|\?[^>]*>)/
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i
const START = /(?:^|\s)start\s*=\s*["']?(\d{1,6})/i

const NAMED_ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
])

/** Text with its character references read: '&lt;' is a '<' to show, never a tag. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, function decodeEntity(whole, name: string) {
    if (name[0] !== '#') return NAMED_ENTITIES.get(name.toLowerCase()) ?? whole
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    // Past Unicode, a surrogate or NUL: the replacement character, as a browser shows it.
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
    return String.fromCodePoint(valid ? code : 0xfffd)
  })
}

/** A link's target when it is a web page or an e-mail address, null for anything else (javascript:…). */
function safeLinkHref(href: string): string | null {
  const trimmed = href.trim()
  if (/^mailto:/i.test(trimmed)) return /^mailto:[^\s@/]+@[^\s@/]+\.[^\s@/]+$/i.test(trimmed) ? trimmed : null
  try {
    const url = new URL(trimmed)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url.href : null
  } catch {
    return null
  }
}

interface ListFrame {
  tag: 'ul' | 'ol'
  /** The next item's number. */
  next: number
}

interface ItemFrame {
  /** How many lists were open when it started. */
  level: number
  depth: number
  marker: string
  /** Its marker went with its first paragraph already. */
  marked: boolean
}

const sameLook = (a: RichTextRun, b: RichTextRun) =>
  a.bold === b.bold &&
  a.italic === b.italic &&
  a.underline === b.underline &&
  a.strike === b.strike &&
  a.href === b.href

/**
 * Blocks of runs from the notes' HTML: paragraphs and list items (nested lists by depth, numbered ones
 * by their number) with bold, italic, underline, strike and links. Whitespace is read as HTML reads it
 * and a line break kept as '\n'; unknown tags are dropped and their text kept as text; a link elsewhere
 * than a web page or an e-mail address is plain text.
 */
export function richTextBlocks(html: string): RichTextBlock[] {
  const blocks: RichTextBlock[] = []
  const marks = new Map<Mark, number>()
  const links: (string | null)[] = []
  const lists: ListFrame[] = []
  const items: ItemFrame[] = []
  let runs: RichTextRun[] = []

  /** Appends text as HTML shows it: any run of whitespace one space, none at a line's start. */
  function addText(text: string) {
    const previous = runs.at(-1)
    const atLineStart = previous === undefined || /[ \n]$/.test(previous.text)
    let collapsed = text.replace(/[ \t\r\n\f]+/g, ' ')
    if (atLineStart) collapsed = collapsed.replace(/^ /, '')
    append(collapsed)
  }

  function append(text: string) {
    if (text === '') return
    const run: RichTextRun = { text }
    for (const [mark, depth] of marks) if (depth > 0) run[mark] = true
    const href = links.at(-1)
    if (href) run.href = href
    const last = runs.at(-1)
    if (last && sameLook(last, run)) last.text += text
    else runs.push(run)
  }

  function lineBreak() {
    const last = runs.at(-1)
    if (last) last.text = last.text.replace(/ $/, '')
    append('\n')
  }

  function endBlock() {
    // Nothing shows of the spaces and line breaks that end a block.
    while (runs.length > 0) {
      const last = runs.at(-1)!
      last.text = last.text.replace(/[ \n]+$/, '')
      if (last.text !== '') break
      runs.pop()
    }
    while (runs.length > 0) {
      const first = runs[0]!
      first.text = first.text.replace(/^\n+/, '')
      if (first.text !== '') break
      runs.shift()
    }
    // A run emptied by the trimming may have split two of the same look.
    const shown: RichTextRun[] = []
    for (const run of runs) {
      const last = shown.at(-1)
      if (run.text === '') continue
      if (last && sameLook(last, run)) last.text += run.text
      else shown.push(run)
    }
    runs = []
    if (shown.length === 0) return
    const item = items.at(-1)
    if (!item) {
      blocks.push({ kind: 'paragraph', runs: shown })
      return
    }
    blocks.push({ kind: 'listItem', depth: item.depth, marker: item.marked ? '' : item.marker, runs: shown })
    item.marked = true
  }

  function openTag(name: string, attributes: string) {
    const mark = MARK_OF_TAG.get(name)
    if (mark) {
      marks.set(mark, (marks.get(mark) ?? 0) + 1)
      return
    }
    if (name === 'a') {
      const href = HREF.exec(attributes)
      const target = href ? (href[1] ?? href[2] ?? href[3])! : ''
      links.push(safeLinkHref(decodeEntities(target)))
      return
    }
    if (name === 'br') {
      lineBreak()
      return
    }
    if (!BLOCK_TAGS.has(name)) return
    endBlock()
    if (name === 'ul' || name === 'ol') {
      const start = START.exec(attributes)
      lists.push({ tag: name, next: start ? Number(start[1]) : 1 })
    } else if (name === 'li') {
      // An item left open ends where the next one of its list starts, as HTML has it.
      closeItemsFrom(lists.length)
      const list = lists.at(-1)
      const marker = list?.tag === 'ol' ? `${list.next++}.` : '•'
      items.push({ level: lists.length, depth: Math.max(lists.length - 1, 0), marker, marked: false })
    }
  }

  function closeTag(name: string) {
    const mark = MARK_OF_TAG.get(name)
    if (mark) {
      marks.set(mark, Math.max((marks.get(mark) ?? 0) - 1, 0))
      return
    }
    if (name === 'a') {
      links.pop()
      return
    }
    if (!BLOCK_TAGS.has(name)) return
    endBlock()
    if (name === 'ul' || name === 'ol') {
      // As HTML: the end of a list ends the lists opened in it; one of no open list ends nothing.
      const open = lists.findLastIndex((list) => list.tag === name)
      if (open === -1) return
      lists.length = open
      closeItemsFrom(open + 1)
    } else if (name === 'li') items.pop()
  }

  /** Ends the items started with `level` lists open or more. */
  function closeItemsFrom(level: number) {
    while ((items.at(-1)?.level ?? -1) >= level) items.pop()
  }

  let rest = html
  while (rest !== '') {
    const at = rest.indexOf('<')
    if (at !== 0) {
      const text = at === -1 ? rest : rest.slice(0, at)
      addText(decodeEntities(text))
      rest = at === -1 ? '' : rest.slice(at)
      continue
    }
    const ignored = IGNORED.exec(rest)
    if (ignored) {
      rest = rest.slice(ignored[0].length)
      continue
    }
    const tag = TAG.exec(rest)
    if (!tag) {
      // A '<' that starts no tag is a character of the text.
      append('<')
      rest = rest.slice(1)
      continue
    }
    const [whole, closing, rawName, attributes] = tag
    const name = rawName!.toLowerCase()
    if (closing) closeTag(name)
    else openTag(name, attributes!)
    rest = rest.slice(whole.length)
  }
  endBlock()
  return blocks
}
