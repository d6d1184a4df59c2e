import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { DEMO_ACCOUNTS, DEMO_VENDORS } from '../db/seed/demo-fair';
import { demoPasswordPath, removeDemoFair, seedDemoFair } from '../db/seed/seed-demo';
import { formatSummary, type CatalogueKind } from '../import/import-catalogue';
import {
  formatOf,
  formatProblem,
  ImportError,
  readRecords,
  writeRecords,
  type ImportProblem,
  type SourceFile,
  type SourceRecord,
} from '../import/read-records';
import { TAG_SEPARATOR, vendorRowSchema } from '../import/rows';
import {
  checkLogoImage,
  LOGO_URL_PREFIX,
  logoExtensionOf,
  logoUrl,
  MAX_LOGO_BYTES,
  UPLOAD_LOGO_TYPES,
  type UploadLogoType,
} from '../media/logos';
import type { Schemas } from '../routes/types';
import { apiSettings, connectAdmin, detailOf, type AdminApi } from './api-client';
import { CliError, describeRoute, withDatabase } from './database';

export const CATALOGUE_HELP = `  import vendors|events FILE
              importa aziende o eventi da un file CSV (separato da virgole o da
              punti e virgola, UTF-8) o JSON (un array di oggetti) tramite l'API
              del server, che deve essere in esecuzione; righe già presenti (stesso
              nome, maiuscole a parte; stesso titolo, data e ora) vengono aggiornate.
              Se una riga è sbagliata non importa nulla. Tag separati da '${TAG_SEPARATOR}'.
              I loghi indicati come file (png, jpg, webp; al massimo 2 MB e
              4096 × 4096 pixel) vengono caricati dopo l'import.
  seed:demo   scrive la fiera demo (aziende, eventi, loghi); rieseguirlo non cambia nulla
  demo:remove toglie la fiera demo: le sue aziende, i suoi eventi e i suoi account
              (uno è staff, con la password in DATA_DIR). Le righe importate restano.`;

const KINDS: Record<string, CatalogueKind> = { vendors: 'vendors', events: 'events' };
// Enough to fix a file column by column without flooding the terminal.
const MAX_PROBLEMS_SHOWN = 50;

/** A logo file of the import, checked, to upload once its vendor exists. */
interface LogoFile {
  line: number;
  vendorName: string;
  bytes: Buffer;
  type: UploadLogoType;
  /** Where the server keeps it once uploaded (the name is the content's hash). */
  url: string;
}

const MEDIA_TYPE_OF: Record<string, UploadLogoType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * `import vendors|events FILE`: a client of the admin API. The file is read here (its CSV or
 * JSON problems are told without a server), logo files are checked and set aside, the rows go
 * to importCatalogue (all or nothing), then each logo file is uploaded to its exhibitor.
 */
export async function importCommand(
  [kindName, file]: string[],
  flags: Readonly<Record<string, string>>,
): Promise<void> {
  const kind = kindName === undefined ? undefined : KINDS[kindName];
  if (kind === undefined || file === undefined) {
    throw new CliError('Uso: npm run fiera -- import vendors|events FILE.csv|FILE.json');
  }
  const config = loadConfig();
  const format = formatOf(file);
  const source = await readRecords(file).catch((error: unknown) => {
    throw error instanceof ImportError ? new CliError(describeProblems(error.problems)) : error;
  });
  const logos =
    kind === 'vendors' ? await readLogoFiles(source, path.dirname(path.resolve(file))) : undefined;

  const api = await connectAdmin(apiSettings(config, flags));
  const toUpload: LogoFile[] = [];
  const records = await Promise.all(
    source.records.map(async (record): Promise<SourceRecord> => {
      // A logo refused here is told once, by this command: the server does not see its path.
      if (logos?.refused.has(record) === true) {
        return { ...record, values: { ...record.values, logo_path: null } };
      }
      const logo = logos?.files.get(record);
      if (logo === undefined) return record;
      // Uploaded before (same content, same name): the row names it and nothing travels again.
      const stored = await api.has(logo.url);
      if (!stored) toUpload.push(logo);
      return { ...record, values: { ...record.values, logo_path: stored ? logo.url : null } };
    }),
  );
  const localProblems = logos?.problems ?? [];
  const answer = await api.request(`/api/admin/imports/${kind}`, {
    method: 'POST',
    // With a logo already refused here, the server only checks the rows: nothing is written.
    query: { dry_run: String(localProblems.length > 0) },
    body: {
      contentType: format === 'json' ? 'application/json' : 'text/csv; charset=utf-8',
      content: writeRecords({ ...source, records }, format),
    },
  });
  if (answer.status === 422) {
    const report = answer.body as Schemas['ImportReport'];
    throw new CliError(describeProblems([...localProblems, ...report.problems].sort(byLine)));
  }
  if (answer.status !== 200) {
    throw new CliError(`Import non riuscito, nessuna riga importata: ${detailOf(answer)}`);
  }
  if (localProblems.length > 0) throw new CliError(describeProblems(localProblems));

  const summary = answer.body as Schemas['ImportSummary'];
  console.log(`${formatSummary(summary)}. Server: ${api.serverUrl}`);
  const list = await api.request('/api/vendors/');
  if (list.status !== 200) throw new CliError(`Elenco delle aziende non letto: ${detailOf(list)}`);
  const vendors = list.body as Schemas['Vendor'][];
  const demoNames = new Set(DEMO_VENDORS.map((vendor) => vendor.name.toLowerCase()));
  const demoVendors = vendors.filter((vendor) => demoNames.has(vendor.name.toLowerCase())).length;
  if (demoVendors > 0) {
    console.log(
      `Nota: ci sono ancora ${demoVendors} aziende della fiera demo, con i suoi eventi e ` +
        'account. Per toglierli: npm run fiera -- demo:remove',
    );
  }
  await uploadLogos(api, vendors, toUpload);
}

/** Uploads each logo to its vendor, found by name (in any case) in the exhibitor list. */
async function uploadLogos(
  api: AdminApi,
  vendors: readonly Schemas['Vendor'][],
  logos: readonly LogoFile[],
): Promise<void> {
  const idByName = new Map(vendors.map((vendor) => [vendor.name.toLowerCase(), vendor.id]));
  const failures: string[] = [];
  for (const logo of logos) {
    const id = idByName.get(logo.vendorName.toLowerCase());
    const answer =
      id === undefined
        ? undefined
        : await api.request(`/api/admin/vendors/${id}/logo`, {
            method: 'PUT',
            body: { contentType: logo.type, content: logo.bytes },
          });
    if (answer?.status !== 200) {
      failures.push(
        `  riga ${logo.line}: ${answer === undefined ? 'azienda non trovata' : detailOf(answer)}`,
      );
    }
  }
  if (logos.length > 0) console.log(`Loghi caricati: ${logos.length - failures.length}`);
  if (failures.length > 0) {
    throw new CliError(
      `Le righe sono state importate, ma ${failures.length === 1 ? 'un logo non è stato caricato' : `${failures.length} loghi non sono stati caricati`}:\n${failures.join('\n')}\n` +
        "Rilancia l'import per riprovare: le righe già importate risultano invariate.",
    );
  }
}

/**
 * The logo files the rows name (paths beside the file, not web addresses or logos the server
 * stores), each read and checked as the server's upload will check it, pixels included.
 */
async function readLogoFiles(
  source: SourceFile,
  baseDir: string,
): Promise<{
  files: Map<SourceRecord, LogoFile>;
  refused: Set<SourceRecord>;
  problems: ImportProblem[];
}> {
  const files = new Map<SourceRecord, LogoFile>();
  const refused = new Set<SourceRecord>();
  const problems: ImportProblem[] = [];
  if (!source.fields.includes('logo_path')) return { files, refused, problems };
  for (const record of source.records) {
    const parsed = vendorRowSchema.shape.logo_path.safeParse(record.values.logo_path);
    // Invalid or blank values, and web addresses, are the server's to judge.
    if (!parsed.success || parsed.data?.kind !== 'file') continue;
    const relative = parsed.data.path;
    if (relative.startsWith(LOGO_URL_PREFIX)) continue;
    const result = await readLogoFile(path.resolve(baseDir, relative), relative);
    if (typeof result === 'string') {
      problems.push({ line: record.line, field: 'logo_path', reason: result });
      refused.add(record);
    } else {
      const vendorName = record.values.name;
      files.set(record, {
        line: record.line,
        vendorName: typeof vendorName === 'string' ? vendorName.trim() : String(vendorName),
        ...result,
      });
    }
  }
  return { files, refused, problems };
}

async function readLogoFile(
  file: string,
  shown: string,
): Promise<Omit<LogoFile, 'line' | 'vendorName'> | string> {
  const extension = logoExtensionOf(file);
  const type = extension === undefined ? undefined : MEDIA_TYPE_OF[extension];
  if (extension === undefined || type === undefined) {
    return 'formato del logo non supportato: usa png, jpg, jpeg o webp (un logo SVG va indicato con il suo indirizzo web https://)';
  }
  const info = await stat(file).catch(() => undefined);
  if (info === undefined || !info.isFile()) return `file del logo non trovato: ${file}`;
  if (info.size > MAX_LOGO_BYTES) return 'logo troppo grande: al massimo 2 MB';
  const bytes = await readFile(file);
  const check = checkLogoImage(bytes, UPLOAD_LOGO_TYPES[type]);
  if (!check.ok) return `${shown}: ${check.reason}`;
  return { bytes, type, url: logoUrl(bytes, UPLOAD_LOGO_TYPES[type]) };
}

function byLine(a: ImportProblem, b: ImportProblem): number {
  return a.line - b.line;
}

function describeProblems(problems: readonly ImportProblem[]): string {
  const shown = problems
    .slice(0, MAX_PROBLEMS_SHOWN)
    .map((problem) => `  ${formatProblem(problem)}`);
  if (problems.length > shown.length) shown.push(`  ... e altri ${problems.length - shown.length}`);
  const count = problems.length === 1 ? '1 problema' : `${problems.length} problemi`;
  return `Import annullato, nessuna riga importata (${count}):\n${shown.join('\n')}`;
}

/** `demo:remove`: on the database itself (see withDatabase), in one transaction. */
export async function removeDemoCommand(): Promise<void> {
  const config = loadConfig();
  await withDatabase(config, async (connection, route) => {
    await connection.migrate();
    const removed = await removeDemoFair(connection.db, config.dataDir);
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

/** `seed:demo`: on the database itself (see withDatabase), in one transaction. */
export async function seedDemoCommand(): Promise<void> {
  const config = loadConfig();
  await withDatabase(config, async (connection, route) => {
    await connection.migrate();
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
