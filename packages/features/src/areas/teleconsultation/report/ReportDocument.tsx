// The consultation report as a PDF, drawn in the browser by react-pdf from the domain's content
// (report.ts), which decides every word of it: an A4 page (more when it runs long) with 2 cm margins, in
// the product's font; the header, the vital signs as a table, the urine strip and the biochemistry
// panels when there are some, the doctor's three notes, and on every page a footer with the patient's
// consent, the nurse who assisted and 'Page X sur Y'.
//
// react-pdf is large: only the report's route imports this module, so that it stays out of every other
// chunk.
import type { ReactNode } from 'react'
import { Document, Font, Link, Page, pdf, StyleSheet, Text, View, type Styles } from '@react-pdf/renderer'
import outfit400 from '@fontsource/outfit/files/outfit-latin-400-normal.woff?url'
import outfit600 from '@fontsource/outfit/files/outfit-latin-600-normal.woff?url'
import outfit700 from '@fontsource/outfit/files/outfit-latin-700-normal.woff?url'
import {
  MISSING_VALUE,
  PDF,
  REPORT_TEXTS,
  type ConsultationReport,
  type ReportMeasure,
  type RichTextBlock,
  type RichTextRun,
} from '@relais/domain'

// WOFF, not WOFF2: fontkit, which reads them, has no Brotli decoder in the browser build.
Font.register({
  family: PDF.font,
  fonts: [
    { src: outfit400, fontWeight: 400 },
    { src: outfit600, fontWeight: 600 },
    { src: outfit700, fontWeight: 700 },
  ],
})
// react-pdf cuts words with English patterns, which breaks French words in the wrong places: words are
// kept whole and lines break between them.
Font.registerHyphenationCallback(function wholeWords(word) {
  return [word]
})

type Style = Styles[string]

/** Outfit has no italic: an italic run of a note is set in the oblique of a PDF's standard fonts. */
const ITALIC_FAMILY = 'Helvetica'

const INK = '#1f2430'
const MUTED = '#5b6170'
const RULE = '#d5d9e0'
const HEAD = '#eef1f5'

// The running text's line height, in points, on each text rather than on the page: react-pdf draws no
// 'Page X sur Y' under a page with a line height, and multiplies a unitless one again in nested texts.
const LINE = '14pt'

const styles = StyleSheet.create({
  page: {
    fontFamily: PDF.font,
    fontSize: 10,
    color: INK,
    padding: `${PDF.paddingCm}cm`,
  },
  header: { marginBottom: 14, paddingBottom: 10, borderBottomWidth: 1, borderBottomColor: RULE },
  title: { fontSize: 18, fontWeight: 700, marginBottom: 2 },
  consultation: { fontSize: 11, fontWeight: 600, marginBottom: 8 },
  fact: { flexDirection: 'row' },
  factLabel: { width: '3.6cm', color: MUTED, lineHeight: LINE },
  factValue: { flex: 1, lineHeight: LINE },
  section: { marginTop: 12 },
  sectionTitle: { fontSize: 12, fontWeight: 600, marginBottom: 6 },
  panelTitle: { fontSize: 10, fontWeight: 600, marginTop: 6, marginBottom: 4 },
  table: { borderWidth: 1, borderColor: RULE, borderRadius: 2 },
  row: { flexDirection: 'row', borderTopWidth: 1, borderTopColor: RULE },
  headRow: { flexDirection: 'row', backgroundColor: HEAD },
  cell: { paddingVertical: 3, paddingHorizontal: 6, lineHeight: LINE },
  headCell: { fontWeight: 600 },
  paragraph: { marginBottom: 4, lineHeight: LINE },
  item: { flexDirection: 'row', marginBottom: 2 },
  marker: { width: 16 },
  itemText: { flex: 1, lineHeight: LINE },
  missing: { color: MUTED },
  link: { color: '#1f4fbf', textDecoration: 'underline' },
  footer: {
    position: 'absolute',
    left: `${PDF.paddingCm}cm`,
    right: `${PDF.paddingCm}cm`,
    bottom: '0.7cm',
    fontSize: 8,
    color: MUTED,
    borderTopWidth: 1,
    borderTopColor: RULE,
    paddingTop: 4,
  },
  pageNumber: {
    position: 'absolute',
    right: `${PDF.paddingCm}cm`,
    bottom: '0.7cm',
    width: '3cm',
    textAlign: 'right',
    fontSize: 8,
    color: MUTED,
    paddingTop: 5,
  },
})

/** How far each level of a nested list is indented. */
const LIST_INDENT = 14

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.fact}>
      <Text style={styles.factLabel}>{label}</Text>
      <Text style={styles.factValue}>{value}</Text>
    </View>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={styles.section}>
      {/* A title never ends a page alone: it goes with the start of what it announces. */}
      <Text style={styles.sectionTitle} minPresenceAhead={40}>
        {title}
      </Text>
      {children}
    </View>
  )
}

/** A table of measures: label, value and, when `withUnit`, unit. */
function MeasureTable({ measures, withUnit }: { measures: readonly ReportMeasure[]; withUnit: boolean }) {
  const widths = withUnit ? ['50%', '25%', '25%'] : ['60%', '40%']
  const head = withUnit
    ? [REPORT_TEXTS.measure, REPORT_TEXTS.value, REPORT_TEXTS.unit]
    : [REPORT_TEXTS.measure, REPORT_TEXTS.value]
  const row = (measure: ReportMeasure) =>
    withUnit ? [measure.label, measure.value, measure.unit ?? ''] : [measure.label, measure.value]
  return (
    <View style={styles.table}>
      <View style={styles.headRow}>
        {head.map((text, index) => (
          <Text key={text} style={[styles.cell, styles.headCell, { width: widths[index] }]}>
            {text}
          </Text>
        ))}
      </View>
      {measures.map((measure) => (
        <View key={measure.label} style={styles.row} wrap={false}>
          {row(measure).map((text, index) => (
            <Text key={index} style={[styles.cell, { width: widths[index] }]}>
              {text}
            </Text>
          ))}
        </View>
      ))}
    </View>
  )
}

function runStyle(run: RichTextRun): Style {
  const decorations = [run.underline && 'underline', run.strike && 'line-through'].filter(Boolean)
  return {
    fontWeight: run.bold ? 700 : 400,
    ...(run.italic ? { fontFamily: ITALIC_FAMILY, fontStyle: 'italic' } : {}),
    ...(decorations.length > 0
      ? { textDecoration: decorations.join(' ') as 'underline' | 'line-through' | 'underline line-through' }
      : {}),
  }
}

function Runs({ runs }: { runs: readonly RichTextRun[] }) {
  return runs.map((run, index) =>
    run.href ? (
      <Link key={index} src={run.href} style={[styles.link, runStyle(run)]}>
        {run.text}
      </Link>
    ) : (
      <Text key={index} style={runStyle(run)}>
        {run.text}
      </Text>
    ),
  )
}

function RichText({ blocks }: { blocks: readonly RichTextBlock[] }) {
  if (blocks.length === 0) return <Text style={styles.missing}>{MISSING_VALUE}</Text>
  return blocks.map((block, index) =>
    block.kind === 'paragraph' ? (
      <Text key={index} style={styles.paragraph}>
        <Runs runs={block.runs} />
      </Text>
    ) : (
      <View key={index} style={[styles.item, { marginLeft: block.depth * LIST_INDENT }]}>
        <Text style={styles.marker}>{block.marker}</Text>
        <Text style={styles.itemText}>
          <Runs runs={block.runs} />
        </Text>
      </View>
    ),
  )
}

function ReportDocument({ report }: { report: ConsultationReport }) {
  return (
    <Document
      title={`${report.title} - ${report.patientName}`}
      author={report.doctorName ?? undefined}
      subject={report.consultation}
      language="fr-FR"
    >
      <Page size={PDF.format} style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.title}>{report.title}</Text>
          <Text style={styles.consultation}>{report.consultation}</Text>
          <Fact label={REPORT_TEXTS.patient} value={report.patientName} />
          {report.birthDate && <Fact label={REPORT_TEXTS.birthDate} value={report.birthDate} />}
          {report.doctorName && <Fact label={REPORT_TEXTS.doctor} value={report.doctorName} />}
        </View>
        <Section title={REPORT_TEXTS.vitalSigns}>
          <MeasureTable measures={report.vitalSigns} withUnit />
        </Section>
        {report.urineAnalysis && (
          <Section title={REPORT_TEXTS.urineAnalysis}>
            <MeasureTable measures={report.urineAnalysis} withUnit={false} />
          </Section>
        )}
        {report.biochemistry.length > 0 && (
          <Section title={REPORT_TEXTS.biochemistry}>
            {report.biochemistry.map((panel) => (
              <View key={panel.name} wrap={false}>
                <Text style={styles.panelTitle}>{panel.title}</Text>
                <MeasureTable measures={panel.measures} withUnit />
              </View>
            ))}
          </Section>
        )}
        {report.notes.map((note) => (
          <Section key={note.type} title={note.title}>
            <RichText blocks={note.blocks} />
          </Section>
        ))}
        <View style={styles.footer} fixed>
          <Text>{report.footer.consent}</Text>
          {report.footer.assistedBy && <Text>{report.footer.assistedBy}</Text>}
        </View>
        <Text
          style={styles.pageNumber}
          fixed
          render={function pageLabel({ pageNumber, totalPages }) {
            return PDF.pageLabel(pageNumber, totalPages)
          }}
        />
      </Page>
    </Document>
  )
}

/** The report's PDF, drawn here in the browser. */
export function renderReport(report: ConsultationReport): Promise<Blob> {
  return pdf(<ReportDocument report={report} />).toBlob()
}
