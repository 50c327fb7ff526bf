// Where each practitioner keeping a schedule works from, as two numbers on their schedule's row, so that
// finding the nurses or doctors around a patient's address is a range of one B-tree over practitioners
// only: kept on the profile, the coordinates would put every patient's address in the index, and a
// search in a city would wade through its patients.
//
// The practice is the exercise zone's coordinates (nurses and midwives), else the profile's first
// address's (doctors), else, when neither has any, the last position the practitioner shared. The
// database keeps the copy right whoever writes: a schedule's row gets it when it is created, and again
// whenever the practitioner's addresses or, for a practitioner, the position change (the trigger writes
// only when the point moves). Plain B-trees: no PostGIS, cube or earthdistance, which PGlite does not
// load; the exact distance is computed on the few rows the box lets through.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('schedules')
    .addColumn('practice_latitude', 'double precision')
    .addColumn('practice_longitude', 'double precision')
    .execute()

  // An address's coordinates when both are numbers (the contract's `Coordinates`): [latitude, longitude].
  await sql`
    create function address_point(address jsonb) returns double precision[]
    language sql immutable as $$
      select case
        when jsonb_typeof(address->'coordinates'->'latitude') = 'number'
          and jsonb_typeof(address->'coordinates'->'longitude') = 'number'
        then array[
          (address->'coordinates'->>'latitude')::double precision,
          (address->'coordinates'->>'longitude')::double precision
        ]
      end
    $$`.execute(db)
  await sql`
    create function practice_point(practitioner uuid) returns double precision[]
    language sql stable as $$
      select coalesce(
        address_point(p.exercice_zone),
        address_point(p.address->0),
        case
          when u.position_latitude is not null and u.position_longitude is not null
          then array[u.position_latitude, u.position_longitude]
        end
      )
      from users u
      left join profiles p on p.user_id = u.id
      where u.id = practitioner
    $$`.execute(db)

  await sql`
    create function schedule_practice_on_insert() returns trigger language plpgsql as $$
    declare
      located double precision[] := practice_point(new.practitioner_user_id);
    begin
      new.practice_latitude := located[1];
      new.practice_longitude := located[2];
      return new;
    end
    $$`.execute(db)
  await sql`
    create trigger schedules_practice_on_insert
    before insert on schedules
    for each row execute function schedule_practice_on_insert()`.execute(db)

  await sql`
    create function relocate_schedule(practitioner uuid) returns void language plpgsql as $$
    declare
      located double precision[];
    begin
      -- Most profiles are patients': without a schedule there is nothing to place.
      if not exists (select 1 from schedules where practitioner_user_id = practitioner) then
        return;
      end if;
      located := practice_point(practitioner);
      update schedules
      set practice_latitude = located[1], practice_longitude = located[2]
      where practitioner_user_id = practitioner
        and (practice_latitude, practice_longitude) is distinct from (located[1], located[2]);
    end
    $$`.execute(db)
  await sql`
    create function schedule_practice_on_profile() returns trigger language plpgsql as $$
    begin
      perform relocate_schedule(new.user_id);
      return null;
    end
    $$`.execute(db)
  await sql`
    create trigger profiles_relocate_schedule
    after insert or update of address, exercice_zone on profiles
    for each row execute function schedule_practice_on_profile()`.execute(db)
  await sql`
    create function schedule_practice_on_position() returns trigger language plpgsql as $$
    begin
      perform relocate_schedule(new.id);
      return null;
    end
    $$`.execute(db)
  // Positions change often and mostly patients': only a practitioner's moved position reaches the function.
  await sql`
    create trigger users_relocate_schedule
    after update of position_latitude, position_longitude on users
    for each row
    when (
      new.user_type in ('doctor', 'assistant', 'midwife')
      and (
        old.position_latitude is distinct from new.position_latitude
        or old.position_longitude is distinct from new.position_longitude
      )
    )
    execute function schedule_practice_on_position()`.execute(db)

  await sql`
    update schedules
    set practice_latitude = (practice_point(practitioner_user_id))[1],
      practice_longitude = (practice_point(practitioner_user_id))[2]`.execute(db)
  await db.schema
    .createIndex('schedules_practice_location')
    .on('schedules')
    .columns(['application', 'practice_latitude', 'practice_longitude'])
    .where(sql<boolean>`practice_latitude is not null`)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger users_relocate_schedule on users`.execute(db)
  await sql`drop trigger profiles_relocate_schedule on profiles`.execute(db)
  await sql`drop trigger schedules_practice_on_insert on schedules`.execute(db)
  await sql`drop function schedule_practice_on_position()`.execute(db)
  await sql`drop function schedule_practice_on_profile()`.execute(db)
  await sql`drop function relocate_schedule(uuid)`.execute(db)
  await sql`drop function schedule_practice_on_insert()`.execute(db)
  await sql`drop function practice_point(uuid)`.execute(db)
  await sql`drop function address_point(jsonb)`.execute(db)
  await db.schema.dropIndex('schedules_practice_location').execute()
  await db.schema
    .alterTable('schedules')
    .dropColumn('practice_longitude')
    .dropColumn('practice_latitude')
    .execute()
}
