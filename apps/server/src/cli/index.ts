import { ConfigError, loadConfig } from '../config';
import { createSystemRepository } from '../plugins/app/system/system-repository';
import { rotateTicketKey } from '../plugins/app/tickets/ticket-key-files';
import type { Schemas } from '../routes/types';
import { apiSettings, connectAdmin, detailOf } from './api-client';
import { CATALOGUE_HELP, importCommand, removeDemoCommand, seedDemoCommand } from './catalogue';
import {
  CliError,
  describeRoute,
  readDatabase,
  ServerRunningError,
  withDatabase,
} from './database';

const HELP = `Uso: npm run fiera -- <comando> [--server URL] [--email EMAIL] [--password PASSWORD]

Comandi:
  help        mostra questo aiuto
  migrate     applica le migrazioni del database non ancora applicate
  db:status   conta utenti, aziende, eventi, biglietti e check-in
  user:role EMAIL staff|admin|attendee
              assegna il ruolo all'utente con quell'indirizzo email, tramite l'API
              del server (che deve essere in esecuzione)
${CATALOGUE_HELP}
  ticket-key:rotate
              crea una nuova chiave di firma dei biglietti (in DATA_DIR/secrets); la
              precedente resta valida per i biglietti già inviati. Riavvia poi il server

Usa le stesse variabili d'ambiente del server (DATABASE_URL, DATA_DIR, ...).

import e user:role passano dall'API del server in esecuzione, come amministratore:
  indirizzo   --server, oppure FIERA_SERVER_URL, oppure PUBLIC_URL
              (predefinito http://localhost:PORT)
  credenziali --email e --password, oppure FIERA_ADMIN_EMAIL e FIERA_ADMIN_PASSWORD
              (preferisci le variabili: una password passata come opzione resta
              visibile nell'elenco dei processi)

migrate, db:status, seed:demo e demo:remove aprono direttamente il database e
funzionano a server fermo. Con PostgreSQL (DATABASE_URL) funzionano anche a server
acceso. Con il database integrato (PGlite), che un solo processo alla volta può
aprire, a server acceso db:status legge tramite il server, migrate non serve (il
server applica le migrazioni all'avvio), seed:demo e demo:remove chiedono di
fermarlo.`;

type Command = (args: string[], flags: Readonly<Record<string, string>>) => Promise<void>;

const ROLES: readonly Schemas['Role'][] = ['attendee', 'staff', 'admin'];
const FLAGS = new Set(['server', 'email', 'password']);

const commands: Record<string, Command> = {
  async help() {
    console.log(HELP);
  },

  async migrate() {
    try {
      await withDatabase(loadConfig(), async (connection, route) => {
        await connection.migrate();
        console.log(`${describeRoute(route)}: migrazioni applicate.`);
      });
    } catch (error) {
      if (!(error instanceof ServerRunningError)) throw error;
      console.log(
        `Il server Fiera (processo ${error.pid}) usa il database in ${error.dataDir}: ` +
          "il server applica le migrazioni all'avvio.",
      );
    }
  },

  async 'db:status'() {
    // One statement without parameters: it may go through a running server (see readDatabase).
    await readDatabase(loadConfig(), async (connection, route) => {
      const counts = await createSystemRepository(connection.db)
        .counts()
        .catch((error: unknown) => {
          // 42P01: undefined_table: nobody has migrated this database yet.
          if ((error as { cause?: { code?: string } }).cause?.code === '42P01') {
            throw new CliError(
              'Database non inizializzato: esegui `npm run fiera -- migrate` o avvia il server.',
            );
          }
          throw error;
        });
      console.log(`Database: ${describeRoute(route)}`);
      const rows: [string, number][] = [
        ['utenti', counts.users],
        ['aziende', counts.vendors],
        ['eventi', counts.events],
        ['biglietti', counts.tickets],
        ['check-in', counts.checkins],
      ];
      for (const [label, count] of rows) console.log(`  ${label.padEnd(10)} ${count}`);
    });
  },

  async 'user:role'([email, roleName], flags) {
    const role = ROLES.find((candidate) => candidate === roleName);
    if (email === undefined || role === undefined) {
      throw new CliError('Uso: npm run fiera -- user:role EMAIL staff|admin|attendee');
    }
    const api = await connectAdmin(apiSettings(loadConfig(), flags));
    const found = await api.request('/api/admin/users', { query: { q: email, limit: '100' } });
    if (found.status !== 200)
      throw new CliError(`Ricerca dell'account non riuscita: ${detailOf(found)}`);
    const account = (found.body as Schemas['AccountPage']).items.find(
      (item) => item.email.toLowerCase() === email.toLowerCase(),
    );
    if (account === undefined) throw new CliError(`Nessun utente con l'indirizzo ${email}.`);
    const changed = await api.request(`/api/admin/users/${account.id}/role`, {
      method: 'PUT',
      json: { role },
    });
    if (changed.status !== 200) {
      throw new CliError(`Ruolo di ${account.email} non cambiato: ${detailOf(changed)}`);
    }
    console.log(`${account.email}: ora ha il ruolo ${role}. Server: ${api.serverUrl}`);
    // The server raised the user's token version: their sessions get the new role at once.
    console.log('Le sessioni già aperte ricevono il nuovo ruolo subito.');
  },

  async 'ticket-key:rotate'() {
    const config = loadConfig();
    if (config.ticketPrivateKeyPem !== undefined) {
      throw new CliError(
        'La chiave dei biglietti viene da TICKET_PRIVATE_KEY: metti la nuova chiave privata in ' +
          'TICKET_PRIVATE_KEY e la chiave pubblica della precedente in ' +
          'TICKET_PREVIOUS_PUBLIC_KEYS (uguali su ogni istanza), poi riavvia il server.',
      );
    }
    const { retired, current } = rotateTicketKey(config.dataDir);
    console.log(`Nuova chiave dei biglietti: ${current}.`);
    console.log(`La chiave ${retired} resta valida per i biglietti già inviati.`);
    console.log('Riavvia il server: i nuovi biglietti e quelli riaperti avranno la nuova firma.');
  },

  import: importCommand,
  'seed:demo': seedDemoCommand,
  'demo:remove': removeDemoCommand,
};

/** `--name value` and `--name=value` of the known flags; everything else is an argument. */
function parseArguments(argv: readonly string[]): {
  args: string[];
  flags: Record<string, string>;
} {
  const args: string[] = [];
  const flags: Record<string, string> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const match = /^--([a-z]+)(?:=(.*))?$/s.exec(argv[index] ?? '');
    const name = match?.[1];
    if (match === null || name === undefined || !FLAGS.has(name)) {
      args.push(argv[index] ?? '');
      continue;
    }
    const value = match[2] ?? argv[(index += 1)];
    if (value === undefined) throw new CliError(`Manca il valore di --${name}.`);
    flags[name] = value;
  }
  return { args, flags };
}

const [name = 'help', ...rest] = process.argv.slice(2);
const command = commands[name];
if (command === undefined) {
  console.error(`Comando sconosciuto: ${name}\n\n${HELP}`);
  process.exitCode = 1;
} else {
  try {
    const { args, flags } = parseArguments(rest);
    await command(args, flags);
  } catch (error) {
    const known = error instanceof CliError || error instanceof ConfigError;
    console.error(known ? error.message : error);
    process.exitCode = 1;
  }
}
