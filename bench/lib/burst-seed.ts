/**
 * The fair of bench/burst.ts written straight into PostgreSQL, as the instances' migrations left
 * it: a fair of 20,000 accounts registered through the app would take hours of argon2 here.
 * Rows are sent as one JSON parameter per table (as saveComputed does for matches), so the
 * statement's size does not grow a parameter per value.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { defaultBrand } from '../../packages/fair-config/src/default-brand';
import { hashPassword } from '../../apps/server/src/plugins/app/auth/passwords';
import { createTicketTokens } from '../../apps/server/src/plugins/app/tickets/ticket-tokens';
import { loadEvaluationSet } from '../matching/evaluation-set';

export interface SeedSizes {
  users: number;
  staff: number;
  exhibitors: number;
  events: number;
}

export interface SeededFair {
  staffIds: number[];
  /**
   * Every attendee, each with a profile and a ticket; `matchable` when the profile has what
   * matching needs (some visitors of the sets leave a field empty, and get no matches).
   */
  attendees: { id: number; email: string; matchable: boolean }[];
  tickets: { userId: number; uuid: string; code: string }[];
  vendorIds: number[];
}

/** Texts written independently of the matching engine (bench/matching/sets), cycled. */
const SETS = ['dev', 'held-out-a', 'held-out-b'].map(loadEvaluationSet);
const EXHIBITOR_TEXTS = SETS.flatMap((set) => set.exhibitors);
const VISITOR_TEXTS = SETS.flatMap((set) => set.visitors);
const FIRST_NAMES = ['Giulia', 'Marco', 'Chiara', 'Luca', 'Sara', 'Matteo', 'Elena', 'Paolo'];
const LAST_NAMES = ['Rossi', 'Bianchi', 'Esposito', 'Ferrari', 'Romano', 'Colombo', 'Greco'];

function cycled<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

export async function seedFair(
  pool: pg.Pool,
  sizes: SeedSizes,
  password: string,
  ticketKeyPem: string,
): Promise<SeededFair> {
  // One hash for every account: each has its own salt in reality, but a check costs the same.
  const passwordHash = await hashPassword(password);

  const users = Array.from({ length: sizes.users }, (_, index) => {
    const staff = index < sizes.staff;
    const profile = cycled(VISITOR_TEXTS, index);
    return {
      email: staff ? `cancello-${index}@fiera.example` : `visitatore-${index}@example.com`,
      role: staff ? 'staff' : 'attendee',
      first_name: cycled(FIRST_NAMES, index),
      last_name: cycled(LAST_NAMES, Math.floor(index / FIRST_NAMES.length)),
      employment_type: staff ? null : profile.employment_type,
      seeking: staff ? null : profile.seeking,
      description: staff ? null : profile.description,
    };
  });
  const inserted = await pool.query<{ id: number; email: string; role: string }>(
    `insert into users (email, password_hash, role, first_name, last_name, employment_type,
         seeking, description, is_verified, privacy_consent_at)
       select r.email, $2, r.role::user_role, r.first_name, r.last_name,
         r.employment_type::employment_type, r.seeking, r.description, true, now()
       from json_to_recordset($1::json) as r(email text, role text, first_name text,
         last_name text, employment_type text, seeking text, description text)
       returning id, email, role`,
    [JSON.stringify(users), passwordHash],
  );
  // In the order written: the pools of the bench are slices of it.
  const byEmail = new Map(inserted.rows.map((row) => [row.email, row]));
  const ordered = users.map((user) => {
    const row = byEmail.get(user.email);
    if (row === undefined) throw new Error(`user ${user.email} not inserted`);
    return row;
  });
  const staffIds = ordered.filter((row) => row.role === 'staff').map((row) => row.id);
  const filled = (text: string | null) => (text ?? '').trim() !== '';
  const attendees = ordered.flatMap((row, index) => {
    const user = users[index];
    if (row.role !== 'attendee' || user === undefined) return [];
    const matchable = filled(user.seeking) && filled(user.description);
    return [{ id: row.id, email: row.email, matchable }];
  });

  // Signed with the instances' key, as the server signs a ticket when an account is verified.
  const signer = createTicketTokens(ticketKeyPem);
  const tickets = attendees.map(({ id }) => {
    const uuid = randomUUID();
    return { userId: id, uuid, code: signer.sign({ ticketUuid: uuid, userId: id }) };
  });
  await pool.query(
    `insert into tickets (uuid, user_id, qr_code_data)
       select r.uuid, r.user_id, r.code
       from json_to_recordset($1::json) as r(uuid uuid, user_id integer, code text)`,
    [JSON.stringify(tickets.map((t) => ({ uuid: t.uuid, user_id: t.userId, code: t.code })))],
  );

  const exhibitors = Array.from({ length: sizes.exhibitors }, (_, index) => {
    const text = cycled(EXHIBITOR_TEXTS, index);
    const hall = index < sizes.exhibitors / 2 ? 'A' : 'B';
    return {
      // Names are unique (case-insensitively): the copies of a text are numbered.
      name: `${text.name} ${index + 1}`,
      stand: `${hall}${(index % Math.ceil(sizes.exhibitors / 2)) + 1}`,
      website: `https://espositore${index + 1}.example.it`,
      email: `info@espositore${index + 1}.example.it`,
      description: text.description,
      seeking: text.seeking,
    };
  });
  const vendorRows = await pool.query<{ id: number }>(
    `insert into vendors (name, stand, website, email, description, seeking)
       select r.name, r.stand, r.website, r.email, r.description, r.seeking
       from json_to_recordset($1::json) as r(name text, stand text, website text, email text,
         description text, seeking text)
       returning id`,
    [JSON.stringify(exhibitors)],
  );

  const { days, stages } = defaultBrand;
  const programme = Array.from({ length: sizes.events }, (_, index) => {
    const day = cycled(days, index);
    const stage = cycled(stages, Math.floor(index / days.length));
    // Talks from 9:00, every 5 minutes per stage, spread over the fair's days.
    const slot = Math.floor(index / (days.length * stages.length));
    const minutes = 9 * 60 + slot * 5;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const exhibitor = cycled(EXHIBITOR_TEXTS, index);
    return {
      title: `${stage}: ${exhibitor.name} presenta le novità (${index + 1})`,
      speaker: `${cycled(FIRST_NAMES, index)} ${cycled(LAST_NAMES, index)}`,
      company_name: exhibitor.name,
      topic: 'Innovazione',
      location: stage,
      tags: ['innovazione', 'filiere'],
      event_date: day,
      event_time: time,
    };
  });
  await pool.query(
    `insert into events (title, speaker, company_name, topic, location, tags, event_date,
         event_time)
       select r.title, r.speaker, r.company_name, r.topic, r.location,
         array(select json_array_elements_text(r.tags)), r.event_date, r.event_time
       from json_to_recordset($1::json) as r(title text, speaker text, company_name text,
         topic text, location text, tags json, event_date date, event_time time)`,
    [JSON.stringify(programme)],
  );

  return { staffIds, attendees, tickets, vendorIds: vendorRows.rows.map((row) => row.id) };
}
