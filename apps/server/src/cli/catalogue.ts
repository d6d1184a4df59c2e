import { loadConfig } from '../config';
import { DEMO_ACCOUNTS } from '../db/seed/demo-fair';
import {
  countDemoVendors,
  demoPasswordPath,
  removeDemoFair,
  seedDemoFair,
} from '../db/seed/seed-demo';
import {
  applyImport,
  formatSummary,
  prepareImport,
  type CatalogueKind,
} from '../import/import-catalogue';
import { formatProblem, ImportError } from '../import/read-records';
import { TAG_SEPARATOR } from '../import/rows';
import type { DatabaseConnection } from '../db/client';
import { CliError, describeRoute, withDatabase, type Route } from './database';

export const CATALOGUE_HELP = `  import vendors|events FILE
              importa aziende o eventi da un file CSV (separato da virgole o da
              punti e virgola, UTF-8) o JSON (un array di oggetti); righe già
              presenti (stesso nome; stesso titolo, data e ora) vengono aggiornate.
              Se una riga è sbagliata non importa nulla. Tag separati da '${TAG_SEPARATOR}'.
  seed:demo   scrive la fiera demo (aziende, eventi, loghi); rieseguirlo non cambia nulla
  demo:remove toglie la fiera demo: le sue aziende, i suoi eventi e i suoi account
              (uno è staff, con la password in DATA_DIR). Le righe importate restano.`;

const KINDS: Record<string, CatalogueKind> = { vendors: 'vendors', events: 'events' };
// Enough to fix a file column by column without flooding the terminal.
const MAX_PROBLEMS_SHOWN = 50;

export async function importCommand([kindName, file]: string[]): Promise<void> {
  const kind = kindName === undefined ? undefined : KINDS[kindName];
  if (kind === undefined || file === undefined) {
    throw new CliError('Uso: npm run fiera -- import vendors|events FILE.csv|FILE.json');
  }
  const config = loadConfig();
  // Checked before the database is opened: a bad file touches nothing.
  const prepared = await prepareImport(kind, file, config.dataDir).catch((error: unknown) => {
    throw error instanceof ImportError ? new CliError(describeProblems(error)) : error;
  });
  await withDatabase(config, async (connection, route) => {
    await migrateUnlessServed(connection, route);
    const summary = await applyImport(connection.db, prepared, config.dataDir).catch(
      (error: unknown) => {
        throw new CliError(`Import non riuscito, nessuna riga importata: ${databaseReason(error)}`);
      },
    );
    console.log(`${formatSummary(summary)}. Database: ${describeRoute(route)}`);
    const demoVendors = await countDemoVendors(connection.db);
    if (demoVendors > 0) {
      console.log(
        `Nota: ci sono ancora ${demoVendors} aziende della fiera demo, con i suoi eventi e ` +
          'account. Per toglierli: npm run fiera -- demo:remove',
      );
    }
  });
}

export async function removeDemoCommand(): Promise<void> {
  const config = loadConfig();
  await withDatabase(config, async (connection, route) => {
    await migrateUnlessServed(connection, route);
    const removed = await removeDemoFair(connection.db);
    console.log(
      `Fiera demo tolta: ${removed.vendors} aziende, ${removed.events} eventi, ` +
        `${removed.accounts} account. Database: ${describeRoute(route)}`,
    );
    if (config.demoSeed) {
      console.log(
        'Con FIERA_DEMO_SEED attivo il server riscrive la fiera demo se non trova aziende: ' +
          'importa le tue prima di riavviarlo, oppure imposta FIERA_DEMO_SEED=false.',
      );
    }
  });
}

/** A database nobody has started a server on yet gets its tables first, as the server would. */
async function migrateUnlessServed(connection: DatabaseConnection, route: Route): Promise<void> {
  if (route.kind !== 'server') await connection.migrate();
}

/** The database's own message: drizzle wraps it in one that repeats the whole statement. */
function databaseReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

function describeProblems(error: ImportError): string {
  const { problems } = error;
  const shown = problems
    .slice(0, MAX_PROBLEMS_SHOWN)
    .map((problem) => `  ${formatProblem(problem)}`);
  if (problems.length > shown.length) shown.push(`  ... e altri ${problems.length - shown.length}`);
  const count = problems.length === 1 ? '1 problema' : `${problems.length} problemi`;
  return `Import annullato, nessuna riga importata (${count}):\n${shown.join('\n')}`;
}

export async function seedDemoCommand(): Promise<void> {
  const config = loadConfig();
  await withDatabase(config, async (connection, route) => {
    await migrateUnlessServed(connection, route);
    const summary = await seedDemoFair(connection.db, config.dataDir);
    console.log(`Fiera demo. Database: ${describeRoute(route)}`);
    console.log(`  ${formatSummary(summary.vendors)}`);
    console.log(`  ${formatSummary(summary.events)}`);
    // Tickets are issued by the server's accounts code, which the CLI does not run.
    console.log(
      `Gli account demo (${DEMO_ACCOUNTS.map((account) => account.email).join(', ')}) ` +
        'li crea il server al prossimo avvio con la fiera demo attiva (FIERA_DEMO_SEED), una ' +
        `volta sola per questa cartella dati; la password è in ${demoPasswordPath(config.dataDir)}.`,
    );
  });
}
