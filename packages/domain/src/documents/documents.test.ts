import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  checkDocumentFile,
  countByType,
  defaultDocumentTitle,
  DOCUMENT_FILTERS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_STORED_BYTES,
  DOCUMENT_MESSAGES,
  DOCUMENT_TITLE_MAX_LENGTH,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  DOCUMENTS_PER_PATIENT_MAX,
  downloadProgress,
  filterDocuments,
  previewOf,
  sniffFileKind,
  uploadProgress,
  type DocumentFilterId,
  type DocumentType,
} from './index.ts'

const bytes = (...values: number[]) => new Uint8Array(values)
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u
const ascii = (text: string) => new Uint8Array(Array.from(text, (c) => c.charCodeAt(0)))

describe('document types and limits', () => {
  it('lists the types, their labels and the filter chips', () => {
    expect(DOCUMENT_TYPES).toEqual(['document', 'diagnosticReport', 'other'])
    expect(DOCUMENT_TYPE_LABELS).toEqual({
      document: 'Document',
      diagnosticReport: 'Rapport',
      other: 'Autre',
    })
    expect(DOCUMENT_FILTERS).toEqual([
      { id: 'all', label: 'Tout' },
      { id: 'document', label: 'Document' },
      { id: 'diagnosticReport', label: 'Rapport' },
      { id: 'other', label: 'Autre' },
    ])
  })
  it('leaves room for the encryption overhead above the plaintext limit', () => {
    expect(DOCUMENT_MAX_BYTES).toBe(262_144_000)
    expect(DOCUMENT_MAX_STORED_BYTES).toBe(262_144_000 + 2_621_440 + 65_536)
  })
})

describe('checkDocumentFile', () => {
  it('gives the French message of each refusal', () => {
    expect(checkDocumentFile({ size: 0 }, 0)).toBe('Le fichier est vide.')
    expect(checkDocumentFile({ size: DOCUMENT_MAX_BYTES + 1 }, 0)).toBe(
      'Le fichier dépasse la taille maximale de 250 Mo.',
    )
    expect(checkDocumentFile({ size: 10 }, DOCUMENTS_PER_PATIENT_MAX)).toBe(
      'Ce dossier a atteint la limite de 500 documents.',
    )
    expect(checkDocumentFile({ size: 10 }, DOCUMENTS_PER_PATIENT_MAX + 3)).toBe(DOCUMENT_MESSAGES.tooMany)
  })
  it('accepts the bounds themselves', () => {
    expect(checkDocumentFile({ size: 1 }, 0)).toBeNull()
    expect(checkDocumentFile({ size: DOCUMENT_MAX_BYTES }, DOCUMENTS_PER_PATIENT_MAX - 1)).toBeNull()
  })
  it('reports a full folder before anything wrong with the file', () => {
    expect(checkDocumentFile({ size: 0 }, DOCUMENTS_PER_PATIENT_MAX)).toBe(DOCUMENT_MESSAGES.tooMany)
  })
  it('keeps the other texts of the screens', () => {
    expect(DOCUMENT_MESSAGES.decryptionFailed).toBe('Erreur de déchiffrement')
    expect(DOCUMENT_MESSAGES.unsupportedPreview).toBe('Ce type de fichier ne peut pas être prévisualisé.')
    expect(DOCUMENT_MESSAGES.emptyList).toBe('Aucun document')
  })
})

describe('sniffFileKind and previewOf', () => {
  it('recognises each magic number', () => {
    expect(sniffFileKind(ascii('%PDF-1.7\n'))).toBe('pdf')
    expect(sniffFileKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png')
    expect(sniffFileKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg')
    expect(sniffFileKind(ascii('GIF87a...'))).toBe('gif')
    expect(sniffFileKind(ascii('GIF89a...'))).toBe('gif')
  })
  it('refuses near misses, truncated signatures and other files', () => {
    expect(sniffFileKind(bytes())).toBeNull()
    expect(sniffFileKind(ascii('%PDF'))).toBeNull()
    expect(sniffFileKind(ascii(' %PDF-1.7'))).toBeNull()
    expect(sniffFileKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a))).toBeNull()
    expect(sniffFileKind(bytes(0xff, 0xd8))).toBeNull()
    expect(sniffFileKind(ascii('GIF88a'))).toBeNull()
    expect(sniffFileKind(ascii('<html><script>'))).toBeNull()
    expect(sniffFileKind(ascii('PK\x03\x04'))).toBeNull()
  })
  it('reads the bytes of a view, not of its whole buffer', () => {
    const buffer = ascii('xx%PDF-1.7')
    expect(sniffFileKind(buffer.subarray(2))).toBe('pdf')
  })
  it('maps each kind to its preview', () => {
    expect(previewOf('pdf')).toEqual({ mode: 'frame', mimeType: 'application/pdf' })
    expect(previewOf('png')).toEqual({ mode: 'image', mimeType: 'image/png' })
    expect(previewOf('jpeg')).toEqual({ mode: 'image', mimeType: 'image/jpeg' })
    expect(previewOf('gif')).toEqual({ mode: 'image', mimeType: 'image/gif' })
    expect(previewOf(null)).toEqual({ mode: 'none' })
  })
  it('never throws on random bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 32 }), (data) => {
        const kind = sniffFileKind(data)
        expect([null, 'pdf', 'png', 'jpeg', 'gif']).toContain(kind)
        expect(previewOf(kind).mode).toBeDefined()
      }),
    )
  })
})

describe('progress', () => {
  it('splits the download 90 / 10 and the upload 30 / 70', () => {
    expect(downloadProgress('transfer', 0, 100)).toBe(0)
    expect(downloadProgress('transfer', 50, 100)).toBe(45)
    expect(downloadProgress('transfer', 100, 100)).toBe(90)
    expect(downloadProgress('decrypt', 0, 4)).toBe(90)
    expect(downloadProgress('decrypt', 2, 4)).toBe(95)
    expect(downloadProgress('decrypt', 4, 4)).toBe(100)
    expect(uploadProgress('encrypt', 0, 10)).toBe(0)
    expect(uploadProgress('encrypt', 10, 10)).toBe(30)
    expect(uploadProgress('transfer', 0, 10)).toBe(30)
    expect(uploadProgress('transfer', 5, 10)).toBe(65)
    expect(uploadProgress('transfer', 10, 10)).toBe(100)
  })
  it('does not reach the end of a step before its last byte', () => {
    expect(downloadProgress('decrypt', 999, 1000)).toBe(99)
    expect(uploadProgress('transfer', 999, 1000)).toBe(99)
  })
  it('holds at the step start when the total is 0 or unknown, and clamps', () => {
    expect(downloadProgress('transfer', 500, 0)).toBe(0)
    expect(downloadProgress('transfer', 500, Number.NaN)).toBe(0)
    expect(downloadProgress('decrypt', 3, Number.POSITIVE_INFINITY)).toBe(90)
    expect(uploadProgress('transfer', 5, -1)).toBe(30)
    expect(downloadProgress('transfer', -5, 100)).toBe(0)
    expect(downloadProgress('transfer', Number.NaN, 100)).toBe(0)
    expect(downloadProgress('transfer', 300, 100)).toBe(90)
    expect(uploadProgress('encrypt', 300, 100)).toBe(30)
  })

  const steps = [
    {
      name: 'download transfer',
      at: (d: number, t: number) => downloadProgress('transfer', d, t),
      from: 0,
      to: 90,
    },
    {
      name: 'download decrypt',
      at: (d: number, t: number) => downloadProgress('decrypt', d, t),
      from: 90,
      to: 100,
    },
    {
      name: 'upload encrypt',
      at: (d: number, t: number) => uploadProgress('encrypt', d, t),
      from: 0,
      to: 30,
    },
    {
      name: 'upload transfer',
      at: (d: number, t: number) => uploadProgress('transfer', d, t),
      from: 30,
      to: 100,
    },
  ]
  it.each(steps)('$name stays an integer within its bounds and never goes back (property)', (step) => {
    const amount = fc.oneof(fc.integer({ min: -10, max: 2_000_000_000 }), fc.double())
    fc.assert(
      fc.property(amount, fc.nat(), amount, (done, more, total) => {
        const now = step.at(done, total)
        expect(Number.isInteger(now)).toBe(true)
        expect(now).toBeGreaterThanOrEqual(step.from)
        expect(now).toBeLessThanOrEqual(step.to)
        expect(step.at(done + more, total)).toBeGreaterThanOrEqual(now)
      }),
    )
  })
  it('ends each step where the next one starts', () => {
    expect(downloadProgress('transfer', 1, 1)).toBe(downloadProgress('decrypt', 0, 1))
    expect(uploadProgress('encrypt', 1, 1)).toBe(uploadProgress('transfer', 0, 1))
  })
})

describe('defaultDocumentTitle', () => {
  it('drops the last extension and tidies the spaces', () => {
    expect(defaultDocumentTitle('Échographie T1.pdf')).toBe('Échographie T1')
    expect(defaultDocumentTitle('archive.tar.gz')).toBe('archive.tar')
    expect(defaultDocumentTitle('  Bilan   sanguin\tmars .jpeg ')).toBe('Bilan sanguin mars')
    expect(defaultDocumentTitle('ordonnance.')).toBe('ordonnance')
    expect(defaultDocumentTitle('sans extension')).toBe('sans extension')
    expect(defaultDocumentTitle('')).toBe('')
  })
  it('keeps a name that is only an extension', () => {
    expect(defaultDocumentTitle('.pdf')).toBe('.pdf')
    expect(defaultDocumentTitle('  .pdf')).toBe('.pdf')
  })
  it('does not take words after a dot for an extension', () => {
    expect(defaultDocumentTitle('Compte rendu Dr. Martin')).toBe('Compte rendu Dr. Martin')
  })
  it('cuts long names without splitting a character', () => {
    expect(defaultDocumentTitle(`${'a'.repeat(300)}.pdf`)).toBe('a'.repeat(DOCUMENT_TITLE_MAX_LENGTH))
    const emoji = '😀'.repeat(150)
    const title = defaultDocumentTitle(`${emoji}.png`)
    expect(title).toBe('😀'.repeat(100))
    expect(defaultDocumentTitle(`a${emoji}.png`)).toBe(`a${'😀'.repeat(99)}`)
    expect(defaultDocumentTitle(`${'a'.repeat(199)} b.pdf`)).toBe('a'.repeat(199))
  })
  it('is bounded, trimmed and free of runs of spaces (property)', () => {
    // Well-formed names only: the cut must not be what leaves half a surrogate pair.
    const name = fc.oneof(fc.string({ maxLength: 400 }), fc.string({ maxLength: 400, unit: 'grapheme' }))
    fc.assert(
      fc.property(name, (fileName) => {
        const title = defaultDocumentTitle(fileName)
        expect(title.length).toBeLessThanOrEqual(DOCUMENT_TITLE_MAX_LENGTH)
        expect(title).toBe(title.trim())
        expect(title).not.toMatch(/\s\s/u)
        expect(title).not.toMatch(LONE_SURROGATE)
      }),
    )
  })
})

describe('filterDocuments and countByType', () => {
  const docs = [
    { id: 1, title: 'Échographie du 1er trimestre', type: 'diagnosticReport' as const },
    { id: 2, title: 'Ordonnance', type: 'document' as const },
    { id: 3, title: 'Compte rendu : œdème', type: 'diagnosticReport' as const },
    { id: 4, title: 'Carte vitale', type: 'other' as const },
    { id: 5, title: 'ECHOGRAPHIE  T2', type: 'document' as const },
  ]
  const ids = (type: DocumentFilterId, query: string) =>
    filterDocuments(docs, { type, query }).map((d) => d.id)

  it('filters by type, keeping the order', () => {
    expect(ids('all', '')).toEqual([1, 2, 3, 4, 5])
    expect(ids('diagnosticReport', '')).toEqual([1, 3])
    expect(ids('document', '  ')).toEqual([2, 5])
    expect(ids('other', '')).toEqual([4])
  })
  it('searches the title regardless of case, accents and spacing', () => {
    expect(ids('all', 'echo')).toEqual([1, 5])
    expect(ids('all', 'ÉCHO')).toEqual([1, 5])
    expect(ids('all', 'échographie t2')).toEqual([5])
    expect(ids('document', 'echo')).toEqual([5])
    expect(ids('all', 'oedeme')).toEqual([3])
    expect(ids('all', 'Œdème')).toEqual([3])
    expect(ids('all', 'scanner')).toEqual([])
  })
  it('counts each chip', () => {
    expect(countByType(docs)).toEqual({ all: 5, document: 2, diagnosticReport: 2, other: 1 })
    expect(countByType([])).toEqual({ all: 0, document: 0, diagnosticReport: 0, other: 0 })
  })

  const type = fc.constantFrom<DocumentType>(...DOCUMENT_TYPES)
  const filterId = fc.constantFrom<DocumentFilterId>('all', ...DOCUMENT_TYPES)
  const title = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('Échographie', 'écho', 'ECHO', 'Œdème'),
  )
  const documents = fc.array(fc.record({ title, type }), { maxLength: 20 })

  it('returns an ordered subset whose every item matches (property)', () => {
    fc.assert(
      fc.property(documents, filterId, fc.oneof(title, fc.constant('')), (all, id, query) => {
        const result = filterDocuments(all, { type: id, query })
        let from = 0
        for (const d of result) {
          const at = all.indexOf(d, from)
          expect(at).toBeGreaterThanOrEqual(from)
          from = at + 1
          if (id !== 'all') expect(d.type).toBe(id)
        }
        for (const d of all) {
          // Each item is kept or dropped on its own merits, whatever its neighbours.
          expect(result.includes(d)).toBe(filterDocuments([d], { type: id, query }).length === 1)
        }
      }),
    )
  })
  it('finds a document by any piece of its title, in any case (property)', () => {
    fc.assert(
      fc.property(
        documents.filter((a) => a.length > 0),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (all, pick, a, b) => {
          const target = all[pick % all.length]!
          const [start, end] = [a, b].map((n) => n % (target.title.length + 1)).sort((x, y) => x - y)
          const piece = target.title.slice(start, end)
          for (const query of [piece, piece.toUpperCase(), piece.toLowerCase()]) {
            expect(filterDocuments(all, { type: 'all', query })).toContain(target)
            expect(filterDocuments(all, { type: target.type, query })).toContain(target)
          }
        },
      ),
    )
  })
  it('counts add up (property)', () => {
    fc.assert(
      fc.property(documents, (all) => {
        const counts = countByType(all)
        expect(counts.document + counts.diagnosticReport + counts.other).toBe(counts.all)
        for (const t of DOCUMENT_TYPES) {
          expect(counts[t]).toBe(filterDocuments(all, { type: t, query: '' }).length)
        }
      }),
    )
  })
})
