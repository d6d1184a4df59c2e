import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, messages } from '../../../errors';
import {
  logoUrl,
  prepareVendors,
  vendorFields,
  type ImportSummary,
} from '../../../import/import-catalogue';
import { ImportError, type SourceFile } from '../../../import/read-records';
import { validateInput, vendorEntity, type FieldIssue } from '../../../import/rows';
import {
  checkLogoImage,
  isStoredLogo,
  removeStoredLogo,
  storeLogo,
  UPLOAD_LOGO_TYPES,
  type UploadLogoType,
} from '../../../media/logos';
import type { Schemas } from '../../../routes/types';
import { VERSION_CHANGED, type VersionCondition } from '../../../db/versions';
import { createVendorsRepository, NAME_TAKEN, type VendorRow } from './vendors-repository';

declare module 'fastify' {
  interface FastifyInstance {
    vendorsService: VendorsService;
  }
}

/**
 * A vendor saved (with the vendor as it was before, when it was an edit), or the fields the
 * rules refused (each named, in Italian).
 */
export type VendorSaved =
  { ok: true; vendor: VendorRow; previous?: VendorRow } | { ok: false; issues: FieldIssue[] };

export interface VendorsService {
  list(): Promise<VendorRow[]>;
  /** A vendor's page: counts the view. */
  view(id: number): Promise<VendorRow>;
  /** The back-office's operations: checked by the import's rules, written at once. */
  create(input: Schemas['VendorInput']): Promise<VendorSaved>;
  /** `condition`: the versions the caller read (If-Match); another one answers 412. */
  update(
    id: number,
    input: Schemas['VendorInput'],
    condition?: VersionCondition,
  ): Promise<VendorSaved>;
  remove(id: number, condition?: VersionCondition): Promise<VendorRow>;
  uploadLogo(id: number, image: Buffer, type: UploadLogoType): Promise<VendorRow>;
  /** All or nothing: throws ImportError with every problem, or writes every row. */
  importRecords(source: SourceFile, options: { dryRun: boolean }): Promise<ImportSummary>;
}

// The name is not quoted: an error answer never hands back what the caller sent.
const nameTaken = () =>
  new AppError(409, "Esiste già un'azienda con questo nome (anche con maiuscole diverse).");
const vendorChanged = () =>
  new AppError(
    412,
    "Nel frattempo qualcun altro ha modificato quest'azienda: nulla è stato salvato. " +
      'Ricarica per vedere la versione attuale.',
  );

async function vendorsPlugin(fastify: FastifyInstance) {
  const repository = createVendorsRepository(fastify.db);
  const { dataDir } = fastify.config;

  /** The lists are served from a snapshot of their data version: this instance lists the change at once. */
  async function listsChanged(): Promise<void> {
    await fastify.contentVersions.refresh();
  }

  /** A stored logo file no vendor shows any more is deleted. */
  async function tidyLogo(logoPath: string | null): Promise<void> {
    if (logoPath === null || !isStoredLogo(dataDir, logoPath)) return;
    if (!(await repository.logoInUse(logoPath))) removeStoredLogo(dataDir, logoPath);
  }

  /** The fields of a typed vendor, or its problems; `keepLogo` when logo_path was not sent. */
  function checked(input: Schemas['VendorInput'], keepLogo: boolean) {
    const result = validateInput(vendorEntity, input);
    if (!result.ok) return { ok: false as const, issues: result.issues };
    const logo = keepLogo ? null : logoUrl(result.row.logo_path, dataDir);
    if (logo !== null && typeof logo === 'object') {
      return { ok: false as const, issues: [{ path: 'logo_path', message: logo.problem }] };
    }
    return { ok: true as const, fields: vendorFields(result.row, logo) };
  }

  fastify.decorate('vendorsService', {
    list: () => repository.list(),

    async view(id) {
      const vendor = await repository.findByIdCountingView(id);
      if (vendor === undefined) throw new AppError(404, messages.vendorNotFound);
      return vendor;
    },

    async create(input) {
      const result = checked(input, false);
      if (!result.ok) return result;
      const vendor = await repository.insert(result.fields);
      if (vendor === NAME_TAKEN) throw nameTaken();
      await listsChanged();
      return { ok: true, vendor };
    },

    async update(id, input, condition) {
      // Absent, logo_path keeps the logo: the back-office uploads logos on their own.
      const keepLogo = !Object.hasOwn(input, 'logo_path');
      const result = checked(input, keepLogo);
      if (!result.ok) return result;
      const { logoPath, ...fields } = result.fields;
      const saved = await repository.update(
        id,
        keepLogo ? fields : { ...fields, logoPath },
        condition,
      );
      if (saved === NAME_TAKEN) throw nameTaken();
      if (saved === VERSION_CHANGED) throw vendorChanged();
      if (saved === undefined) throw new AppError(404, messages.vendorNotFound);
      await listsChanged();
      const previousLogo = saved.previous.logoPath;
      if (previousLogo !== saved.row.logoPath) await tidyLogo(previousLogo);
      return { ok: true, vendor: saved.row, previous: saved.previous };
    },

    async remove(id, condition) {
      const vendor = await repository.delete(id, condition);
      if (vendor === VERSION_CHANGED) throw vendorChanged();
      if (vendor === undefined) throw new AppError(404, messages.vendorNotFound);
      await listsChanged();
      await tidyLogo(vendor.logoPath);
      return vendor;
    },

    async uploadLogo(id, image, type) {
      if (!(await repository.exists(id))) throw new AppError(404, messages.vendorNotFound);
      const extension = UPLOAD_LOGO_TYPES[type];
      const check = checkLogoImage(image, extension);
      if (!check.ok) throw new AppError(422, `Logo non accettato: ${check.reason}.`);
      const logoPath = storeLogo(dataDir, image, extension);
      const saved = await repository.setLogo(id, logoPath);
      if (saved === undefined) {
        // Deleted meanwhile: the file just stored may be nobody's.
        await tidyLogo(logoPath);
        throw new AppError(404, messages.vendorNotFound);
      }
      await listsChanged();
      if (saved.previousLogo !== logoPath) await tidyLogo(saved.previousLogo);
      return saved.row;
    },

    async importRecords(source, { dryRun }) {
      const prepared = await prepareVendors(source, dataDir);
      const counts = await repository.upsertByName(prepared.rows, prepared.updateKeys, {
        dryRun,
      });
      if (counts === NAME_TAKEN) {
        throw new ImportError([
          { line: 0, reason: 'due righe hanno lo stesso nome (maiuscole a parte): tienine una' },
        ]);
      }
      const { unusedLogos, ...summary } = counts;
      if (!dryRun) {
        await listsChanged();
        for (const logo of unusedLogos) await tidyLogo(logo);
      }
      return { kind: 'vendors', total: prepared.rows.length, ...summary };
    },
  } satisfies VendorsService);
}

export default fp(vendorsPlugin, {
  name: 'vendors',
  dependencies: ['db', 'content-versions'],
});
