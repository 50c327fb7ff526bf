// A refusal says why: the reviewer's reason, kept with the decision in `account_review_audit`, and the
// reviewed account's email and phone, by which a later sign-in finds the decision once the refused
// account is gone (it is deleted so that the person may register again).
// Frozen: later changes go in new, later-dated migrations.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // Adding columns rewrites no row, so the append-only triggers have nothing to refuse.
  await db.schema
    .alterTable('account_review_audit')
    .addColumn('reason', 'text')
    .addColumn('target_email', 'text')
    .addColumn('target_phone', 'text')
    .execute()
  // A refusal has a reason and an acceptance none. NOT VALID: refusals decided before reasons existed
  // stay as they were written, and every new row is checked.
  await sql`
    alter table account_review_audit add constraint account_review_audit_reason_on_refusal
    check ((decision = 'declined') = (reason is not null)) not valid
  `.execute(db)
  // A sign-in looks up the latest decision about its email or phone in its application.
  await db.schema
    .createIndex('account_review_audit_target_email')
    .on('account_review_audit')
    .columns(['application', 'target_email', 'created_at'])
    .where(sql.ref('target_email'), 'is not', null)
    .execute()
  await db.schema
    .createIndex('account_review_audit_target_phone')
    .on('account_review_audit')
    .columns(['application', 'target_phone', 'created_at'])
    .where(sql.ref('target_phone'), 'is not', null)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('account_review_audit_target_phone').execute()
  await db.schema.dropIndex('account_review_audit_target_email').execute()
  await db.schema
    .alterTable('account_review_audit')
    .dropConstraint('account_review_audit_reason_on_refusal')
    .execute()
  await db.schema
    .alterTable('account_review_audit')
    .dropColumn('target_phone')
    .dropColumn('target_email')
    .dropColumn('reason')
    .execute()
}
