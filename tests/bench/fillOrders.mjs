// Fills a migrated and demo-seeded PostgreSQL database to the sizes the bench measures (a million orders), by SQL only:
// ~200k clients with Russian names and +7 phones, ~300k vehicles with Russian plates (each bound to a client),
// 1M orders over the demo partners, offices, services and statuses across three years, 200k appointments on the demo
// posts (12 a post a day, past days only so the demo week stays as seeded) and 50k reconciliation acts.
// Deterministic (no random(): every value is a hash of the row number), idempotent (a marker client says it is done).
// About a minute on this machine. By hand: node tests/bench/fillOrders.mjs postgres://…/db [orders]
import pg from 'pg';

const LETTERS = 'АВЕКМНОРСТУХ';
const LAST = [
  'Иванов',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Петров',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Фёдоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
  'Семёнов',
  'Егоров',
  'Павлов',
  'Козлов',
  'Степанов',
  'Николаев',
  'Орлов',
  'Андреев',
  'Макаров',
  'Никитин',
  'Захаров',
  'Зайцев',
  'Соловьёв',
  'Борисов',
  'Яковлев',
  'Григорьев',
  'Романов',
  'Воробьёв',
  'Сергеев',
  'Кузьмин',
  'Фролов',
  'Александров',
  'Дмитриев',
  'Королёв',
  'Гусев',
  'Киселёв',
  'Ильин',
  'Максимов',
  'Поляков',
  'Сорокин',
  'Виноградов',
  'Ковалёв',
  'Белов',
  'Медведев',
  'Антонов',
  'Тарасов',
];
const FIRST_M = ['Иван', 'Алексей', 'Сергей', 'Дмитрий', 'Андрей', 'Михаил', 'Николай', 'Павел', 'Олег', 'Артём'];
const FIRST_F = ['Анна', 'Мария', 'Елена', 'Ольга', 'Татьяна', 'Наталья', 'Ирина', 'Светлана', 'Юлия', 'Екатерина'];
const MIDDLE_M = ['Иванович', 'Петрович', 'Сергеевич', 'Андреевич', 'Николаевич', 'Алексеевич', 'Олегович'];
const MIDDLE_F = ['Ивановна', 'Петровна', 'Сергеевна', 'Андреевна', 'Николаевна', 'Алексеевна', 'Олеговна'];
const REGIONS = [
  '77',
  '97',
  '99',
  '177',
  '197',
  '199',
  '777',
  '50',
  '90',
  '150',
  '190',
  '750',
  '78',
  '98',
  '178',
  '16',
];
const OPEN = [9011, 9012, 9013, 9014];
const CLOSED = [9015, 29, 121];
const ACT_STATES = ['draft', 'ratified', 'rejected', 'verified', 'finalized', 'finalized', 'finalized', 'deleted'];
const MARKER_PHONE = '+70000000000';

const arr = (list) => `array[${list.map((v) => (typeof v === 'number' ? v : `'${v}'`)).join(',')}]`;
/** A deterministic 0..2^31 hash of an integer expression and a salt: spreads the rows without random(). */
const h = (expr, salt) => `(hashint4((${expr})::int # ${salt}) & 2147483647)`;
const pick = (list, expr, salt) => `(${arr(list)})[1 + ${h(expr, salt)} % ${list.length}]`;

/** Drops a table's secondary (non-unique, non-key, no constraint's) indexes and returns the statements that build them again. */
async function dropIndexes(client, table) {
  const { rows } = await client.query(
    `select i.indexname, i.indexdef from pg_indexes i join pg_class c on c.relname = i.indexname
     join pg_index x on x.indexrelid = c.oid where i.tablename = $1 and not x.indisunique and not x.indisprimary
     and not exists (select 1 from pg_constraint k where k.conindid = c.oid)`,
    [table],
  );
  for (const r of rows) await client.query(`drop index "${r.indexname}"`);
  return rows.map((r) => r.indexdef);
}

export async function fillOrders(databaseUrl, { orders = 1_000_000, log = () => {} } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const done = await client.query('select 1 from clients where phone_number = $1', [MARKER_PHONE]);
    if (done.rowCount > 0) {
      log('fillOrders: already filled');
      return { skipped: true };
    }
    const clientCount = Math.round(orders / 5);
    const vehicleCount = Math.round((orders * 3) / 10);
    const started = Date.now();
    const step = async (name, text) => {
      const t = Date.now();
      const r = await client.query(text);
      log(`fillOrders: ${name} ${r.rowCount ?? ''} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    };
    await client.query("set maintenance_work_mem = '512MB'");
    await client.query("set work_mem = '64MB'");
    // The rows are consistent by construction; foreign-key triggers would double the time.
    await client.query('set session_replication_role = replica');
    await client.query('begin');
    const rebuild = [];
    for (const table of ['clients', 'vehicles', 'client_vehicles', 'orders', 'appointments', 'reconciliation_acts'])
      rebuild.push(...(await dropIndexes(client, table)));

    await step(
      'clients',
      `insert into clients (last_name, first_name, middle_name, phone_number, created_at)
       select case when female then last || 'а' else last end,
              case when female then ${pick(FIRST_F, 'g', 2)} else ${pick(FIRST_M, 'g', 2)} end,
              case when female then ${pick(MIDDLE_F, 'g', 3)} else ${pick(MIDDLE_M, 'g', 3)} end,
              '+79' || lpad(((g::bigint * 7919 + 104729) % 1000000000)::text, 9, '0'),
              now() - make_interval(days => ${h('g', 4)} % 1095)
       from (select g, ${pick(LAST, 'g', 1)} as last, ${h('g', 5)} % 3 = 0 as female
             from generate_series(1, ${clientCount}) g) s
       where not exists (select 1 from clients c where c.phone_number =
         '+79' || lpad(((g::bigint * 7919 + 104729) % 1000000000)::text, 9, '0') and c.deleted_date is null)`,
    );
    await client.query(
      `insert into clients (last_name, first_name, phone_number) values ('Заполнено', 'Бенчмарк', $1)`,
      [MARKER_PHONE],
    );
    // The filled clients by row number (fc.rn), the demo's clients among them: orders pick a client by rn.
    await client.query(
      `create temp table fc as select row_number() over (order by id) as rn, id from clients
       where phone_number <> '${MARKER_PHONE}'`,
    );
    await client.query('create unique index on fc (rn)');
    await step(
      'vehicles',
      `insert into vehicles (make_id, model_id, number, created_at)
       select m.make_id, m.id,
              substr('${LETTERS}', 1 + ${h('g', 11)} % 12, 1) || lpad((1 + ${h('g', 12)} % 999)::text, 3, '0')
              || substr('${LETTERS}', 1 + ${h('g', 13)} % 12, 1) || substr('${LETTERS}', 1 + ${h('g', 14)} % 12, 1)
              || ${pick(REGIONS, 'g', 15)},
              now() - make_interval(days => ${h('g', 16)} % 1095)
       from generate_series(1, ${vehicleCount}) g
       join (select row_number() over (order by id) - 1 as k, id, make_id from vehicle_models) m
         on m.k = ${h('g', 17)} % (select count(*) from vehicle_models)`,
    );
    await client.query(
      `create temp table fv as select row_number() over (order by id) as rn, id from vehicles v
       where not exists (select 1 from client_vehicles cv where cv.vehicle_id = v.id)`,
    );
    await client.query('create unique index on fv (rn)');
    const fcCount = Number((await client.query('select count(*) from fc')).rows[0].count);
    // Vehicle rn belongs to client ((rn - 1) % clients) + 1: the first clients have two cars.
    await step(
      'client_vehicles',
      `insert into client_vehicles (client_id, vehicle_id, "primary")
       select fc.id, fv.id, fv.rn <= ${fcCount} from fv join fc on fc.rn = (fv.rn - 1) % ${fcCount} + 1
       where not exists (select 1 from client_vehicles x where x.client_id = fc.id and x."primary"
         and x.deleted_date is null)`,
    );
    const fvCount = Number((await client.query('select count(*) from fv')).rows[0].count);
    // Orders: the newest 30 days mostly open, older ones closed; ids follow created_at as the app makes them.
    const span = 3 * 365 * 86400;
    await step(
      'orders',
      `insert into orders (number, service_id, status_ref_value_id, client_id, vehicle_id, partner_id, office_id,
         user_id, cost, is_paid, created_at, updated_at)
       select to_char(t, 'YYMM') || '-B' || lpad(g::text, 7, '0'), sv.id,
              case when t > now() - interval '30 days' and ${h('g', 21)} % 3 > 0 then ${pick(OPEN, 'g', 22)}
                   else ${pick(CLOSED, 'g', 23)} end,
              fc.id, fv.id, o.partner_id, o.id, 1 + ${h('g', 24)} % 20,
              (500 + ${h('g', 25)} % 20000)::numeric, ${h('g', 26)} % 2 = 0, t, t
       from (select g, now() - make_interval(secs => (${orders} - g)::float8 * ${span / orders} + ${h('g', 27)} % 60) t,
                    ${h('g', 28)} % ${fcCount} + 1 as crn
             from generate_series(1, ${orders}) g) s
       join fc on fc.rn = s.crn
       left join fv on fv.rn = s.crn and s.crn <= ${fvCount}
       join (select row_number() over (order by id) - 1 as k, id, partner_id from offices) o
         on o.k = ${h('g', 29)} % (select count(*) from offices)
       join (select row_number() over (order by id) - 1 as k, id from services where deleted_date is null) sv
         on sv.k = ${h('g', 30)} % (select count(*) from services where deleted_date is null)`,
    );
    // Appointments: twelve an hour apart on each live post for every past day until about 200k, around the demo's own
    // (its year of history holds some on those days, and a post takes no two at once).
    const posts = Number(
      (await client.query('select count(*) from office_posts where deleted_date is null')).rows[0].count,
    );
    const days = Math.ceil(200_000 / (posts * 12));
    await step(
      'appointments',
      `insert into appointments (office_post_id, service_id, start_at, end_at, title, client_id, phone, state,
         created_at, updated_at)
       select p.id, ${pick([13, 61, 41, 42], 'p.id * 7 + d', 31)}, st, st + interval '30 minutes',
              'Запись ' || fc.id, fc.id, '+7900' || lpad((fc.rn % 10000000)::text, 7, '0'),
              case when d > 1 and ${h('p.id * 100000 + d * 12 + k', 32)} % 4 = 0 then 'ordered' else 'booked' end,
              st - interval '2 days', st - interval '2 days'
       from office_posts p join offices o on o.id = p.office_id
       cross join generate_series(10, ${days + 9}) d cross join generate_series(0, 11) k
       cross join lateral (select (date_trunc('day', now() at time zone o.timezone) - make_interval(days => d)
         + make_interval(hours => 8 + k)) at time zone o.timezone as st) x
       join fc on fc.rn = ${h('p.id * 100000 + d * 12 + k', 33)} % ${fcCount} + 1
       where p.deleted_date is null
         and not exists (select 1 from appointments a where a.office_post_id = p.id
           and tstzrange(a.start_at, a.end_at) && tstzrange(x.st, x.st + interval '30 minutes'))`,
    );
    await step(
      'reconciliation_acts',
      `insert into reconciliation_acts (partner_id, state, comment, total_amount, fee_amount, created_at, updated_at,
         created_by_user_id)
       select pa.id, ${pick(ACT_STATES, 'g', 41)}, 'Акт за период ' || g,
              (1000 + ${h('g', 42)} % 500000)::numeric, (10 + ${h('g', 43)} % 5000)::numeric, t, t, 1
       from (select g, now() - make_interval(secs => (50000 - g)::float8 * ${span / 50000}) t
             from generate_series(1, 50000) g) s
       join (select row_number() over (order by id) - 1 as k, id from partners) pa
         on pa.k = ${h('g', 44)} % (select count(*) from partners)`,
    );
    for (const def of rebuild) await step(def.replace(/ USING.*/, ''), def);
    await client.query('commit');
    await client.query('set session_replication_role = origin');
    // VACUUM as well: autovacuum would have set the visibility map by now on a live database, and the lists' counts
    // are index-only scans that need it.
    for (const table of ['clients', 'vehicles', 'client_vehicles', 'orders', 'appointments', 'reconciliation_acts'])
      await step(`vacuum analyze ${table}`, `vacuum analyze ${table}`);
    log(`fillOrders: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return { skipped: false };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? process.env.DATABASE_URL;
  const orders = process.argv[3] ? Number(process.argv[3]) : undefined;
  await fillOrders(url, { orders, log: console.log });
}
