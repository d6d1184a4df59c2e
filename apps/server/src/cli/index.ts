import { ConfigError, loadConfig } from '../config';
import { createSystemRepository } from '../plugins/app/system/system-repository';
import { createUsersRepository, type Role } from '../plugins/app/users/users-repository';
import { CATALOGUE_HELP, importCommand, removeDemoCommand, seedDemoCommand } from './catalogue';
import { CliError, describeRoute, withDatabase } from './database';

const HELP = `Uso: npm run fiera -- <comando>

Comandi:
  help        mostra questo aiuto
  migrate     applica le migrazioni del database non ancora applicate
  db:status   conta utenti, aziende, eventi, biglietti e check-in
  user:role EMAIL staff|admin|attendee
              assegna il ruolo all'utente con quell'indirizzo email
${CATALOGUE_HELP}

Usa le stesse variabili d'ambiente del server (DATABASE_URL, DATA_DIR, ...).
Con il database integrato (PGlite) funziona anche mentre il server è in esecuzione.`;

type Command = (args: string[]) => Promise<void>;

const ROLES: readonly Role[] = ['attendee', 'staff', 'admin'];

const commands: Record<string, Command> = {
  async help() {
    console.log(HELP);
  },

  async migrate() {
    await withDatabase(loadConfig(), async (connection, route) => {
      if (route.kind === 'server') {
        console.log(`${describeRoute(route)}: il server applica le migrazioni all'avvio.`);
        return;
      }
      await connection.migrate();
      console.log(`${describeRoute(route)}: migrazioni applicate.`);
    });
  },

  async 'db:status'() {
    await withDatabase(loadConfig(), async (connection, route) => {
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

  async 'user:role'([email, roleName]) {
    const role = ROLES.find((candidate) => candidate === roleName);
    if (email === undefined || role === undefined) {
      throw new CliError('Uso: npm run fiera -- user:role EMAIL staff|admin|attendee');
    }
    await withDatabase(loadConfig(), async (connection, route) => {
      const user = await createUsersRepository(connection.db).setRoleByEmail(email, role);
      if (user === undefined) throw new CliError(`Nessun utente con l'indirizzo ${email}.`);
      console.log(`${user.email}: ora ha il ruolo ${user.role}. Database: ${describeRoute(route)}`);
      // The role change raised the user's token version: a running server refuses the old
      // access tokens within its recheck time, and the app refreshes into the new role.
      console.log('Le sessioni già aperte ricevono il nuovo ruolo entro pochi secondi.');
    });
  },

  import: importCommand,
  'seed:demo': seedDemoCommand,
  'demo:remove': removeDemoCommand,
};

const [name = 'help', ...args] = process.argv.slice(2);
const command = commands[name];
if (command === undefined) {
  console.error(`Comando sconosciuto: ${name}\n\n${HELP}`);
  process.exitCode = 1;
} else {
  try {
    await command(args);
  } catch (error) {
    const known = error instanceof CliError || error instanceof ConfigError;
    console.error(known ? error.message : error);
    process.exitCode = 1;
  }
}
