// Which tables a query writes, told to whoever keeps a copy of their rows in memory (the callers'
// cache, core/accounts/caller-cache.ts): a copy is only as good as the moment it knows every write that
// could change it. Every query of the process goes through the Kysely dialect wrapped here, so no write
// can be forgotten by the code that makes it, in any area, however it is written.
//
// A write is told twice: `issued` just before it runs, so that nothing read meanwhile is kept, and
// `visible` once others can read it, which inside a transaction is only when the transaction ends.
import type {
  AbortableOperationOptions,
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  OperationNode,
  QueryCompiler,
  TransactionSettings,
} from 'kysely'

/** A table a query writes; `table: null` when it cannot be told (DDL, raw SQL of another shape). */
export interface TableWrite {
  table: string | null
  /** For an update, the columns it sets; absent for inserts and deletes. */
  columns?: readonly string[]
  insert?: true
}

export interface TableWriteListener {
  issued(writes: readonly TableWrite[]): void
  visible(writes: readonly TableWrite[]): void
}

/** Where a database's writes are announced. */
export class TableWrites {
  private readonly listeners = new Set<TableWriteListener>()

  listen(listener: TableWriteListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  issued(writes: readonly TableWrite[]) {
    for (const listener of this.listeners) listener.issued(writes)
  }

  visible(writes: readonly TableWrite[]) {
    for (const listener of this.listeners) listener.visible(writes)
  }
}

type Node = OperationNode & Record<string, unknown>

const nameOfTable = (node: unknown): string | null => {
  const table = node as { kind?: string; node?: unknown; table?: { identifier?: { name?: string } } }
  if (table?.kind === 'AliasNode') return nameOfTable(table.node)
  if (table?.kind === 'TableNode') return table.table?.identifier?.name ?? null
  return null
}

const columnsOf = (updates: unknown): string[] =>
  ((updates as Array<{ column?: { column?: { name?: string } } }> | undefined) ?? []).map(
    (update) => update.column?.column?.name ?? '',
  )

/** Reads are statements of these kinds, as raw SQL; anything else written raw is taken as a write. */
const RAW_READ = /^\s*(select|prepare|execute|show|explain|set|begin|commit|rollback|savepoint|release)\b/i
const RAW_WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/i

/** Every table the query writes; an empty list for a read. */
export function writesOf(root: OperationNode): TableWrite[] {
  const node = root as Node
  // The common case, and the hot one: a select with no common table expression writes nothing.
  if (node.kind === 'SelectQueryNode' && !node.with) return []
  if (node.kind === 'RawNode') {
    const text = (node.sqlFragments as readonly string[]).join('?')
    if (RAW_READ.test(text)) return []
    const table = RAW_WRITE.exec(text)?.[1]
    return [table ? { table: table.toLowerCase() } : { table: null }]
  }
  const writes: TableWrite[] = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (typeof value !== 'object' || value === null) return
    const child = value as Node
    switch (child.kind) {
      case 'InsertQueryNode':
      case 'MergeQueryNode':
        writes.push({ table: nameOfTable(child.into), insert: true })
        break
      case 'UpdateQueryNode':
        writes.push({ table: nameOfTable(child.table), columns: columnsOf(child.updates) })
        break
      case 'DeleteQueryNode':
        for (const from of (child.from as { froms?: unknown[] } | undefined)?.froms ?? []) {
          writes.push({ table: nameOfTable(from) })
        }
        break
      case 'SelectQueryNode':
        break
      default:
        // Schema changes and whatever else is not a plain query: of no table that can be told.
        if (typeof child.kind === 'string' && /^(Create|Alter|Drop|Refresh)\w*Node$/.test(child.kind)) {
          writes.push({ table: null })
          return
        }
    }
    for (const key in child) if (key !== 'kind') visit(child[key])
  }
  visit(node)
  return writes
}

/** Every table a query reads or writes, by name (the tables a copy of its rows depends on). */
export function tablesOf(root: OperationNode): Set<string> {
  const tables = new Set<string>()
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (typeof value !== 'object' || value === null) return
    const node = value as Node
    if (node.kind === 'TableNode') {
      const name = nameOfTable(node)
      if (name) tables.add(name)
      return
    }
    // A column's table is an alias or a table already named where the query reads it.
    for (const key in node) if (!(node.kind === 'ReferenceNode' && key === 'table')) visit(node[key])
  }
  visit(root)
  return tables
}

/** A connection that announces its writes, holding back those of an open transaction until it ends. */
class AnnouncingConnection implements DatabaseConnection {
  inTransaction = false
  private held: TableWrite[] = []

  constructor(
    readonly inner: DatabaseConnection,
    private readonly writes: TableWrites,
  ) {}

  async executeQuery<R>(query: CompiledQuery, options?: AbortableOperationOptions) {
    const written = writesOf(query.query)
    if (written.length === 0) return this.inner.executeQuery<R>(query, options)
    this.writes.issued(written)
    try {
      return await this.inner.executeQuery<R>(query, options)
    } finally {
      this.done(written)
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize: number, options?: AbortableOperationOptions) {
    const written = writesOf(query.query)
    if (written.length) this.writes.issued(written)
    try {
      yield* this.inner.streamQuery<R>(query, chunkSize, options)
    } finally {
      if (written.length) this.done(written)
    }
  }

  private done(written: TableWrite[]) {
    if (this.inTransaction) this.held.push(...written)
    else this.writes.visible(written)
  }

  /** The transaction is over, committed or not: what it wrote is as visible as it will ever be. */
  ended() {
    this.inTransaction = false
    const held = this.held
    this.held = []
    if (held.length) this.writes.visible(held)
  }
}

class AnnouncingDriver implements Driver {
  savepoint?: Driver['savepoint']
  rollbackToSavepoint?: Driver['rollbackToSavepoint']
  releaseSavepoint?: Driver['releaseSavepoint']

  constructor(
    private readonly inner: Driver,
    private readonly writes: TableWrites,
  ) {
    const unwrap =
      (method: NonNullable<Driver['savepoint']>) =>
      (connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) =>
        method.call(inner, (connection as AnnouncingConnection).inner, name, compile)
    if (inner.savepoint) this.savepoint = unwrap(inner.savepoint)
    if (inner.rollbackToSavepoint) this.rollbackToSavepoint = unwrap(inner.rollbackToSavepoint)
    if (inner.releaseSavepoint) this.releaseSavepoint = unwrap(inner.releaseSavepoint)
  }

  init(options?: AbortableOperationOptions) {
    return this.inner.init(options)
  }

  async acquireConnection(options?: AbortableOperationOptions) {
    return new AnnouncingConnection(await this.inner.acquireConnection(options), this.writes)
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const announcing = connection as AnnouncingConnection
    announcing.inTransaction = true
    return this.inner.beginTransaction(announcing.inner, settings)
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.end(connection, (inner) => this.inner.commitTransaction(inner))
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.end(connection, (inner) => this.inner.rollbackTransaction(inner))
  }

  /** Commits or rolls back, then announces what the transaction wrote, whichever way it ended. */
  private async end(connection: DatabaseConnection, finish: (inner: DatabaseConnection) => Promise<void>) {
    const announcing = connection as AnnouncingConnection
    try {
      await finish(announcing.inner)
    } finally {
      announcing.ended()
    }
  }

  releaseConnection(connection: DatabaseConnection, options?: AbortableOperationOptions) {
    return this.inner.releaseConnection((connection as AnnouncingConnection).inner, options)
  }

  destroy(options?: AbortableOperationOptions) {
    return this.inner.destroy(options)
  }
}

/** The dialect, its queries' writes announced on `writes`. */
export function announcingWrites(dialect: Dialect, writes: TableWrites): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new AnnouncingDriver(dialect.createDriver(), writes),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
  }
}
