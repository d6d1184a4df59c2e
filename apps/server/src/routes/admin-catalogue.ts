import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import { errorHandler } from '../error-handler';
import { AppError, messages } from '../errors';
import { auditSummary } from '../import/import-catalogue';
import {
  ImportError,
  JSON_NOT_A_LIST,
  TOO_MANY_ROWS,
  recordsFromJson,
  recordsFromText,
  reportDetail,
  type ImportProblem,
} from '../import/read-records';
import { uploadTypeOf } from '../media/logos';
import { IMPORT_BODY_LIMIT } from '../plugins/external/body-parsers';
import { changeSummary } from '../plugins/app/audit-log/change-summary';
import { requireAdmin } from '../plugins/app/auth/index';
import { validationMessage } from '../validation-messages';
import { toEvent } from './events';
import { versionCondition, versionTag } from './if-match';
import { mediaTypeOf } from './request-guards';
import type { OperationHandlers, Schemas } from './types';
import { toVendor } from './vendors';

const VENDOR_REFUSED = 'Azienda non salvata: correggi i campi indicati.';
const EVENT_REFUSED = 'Evento non salvato: correggi i campi indicati.';
const FILE_TOO_LARGE = 'Il file è troppo grande: al massimo 5 MB. Dividilo in più file.';
const LOGO_TOO_LARGE = 'Logo non accettato: al massimo 2 MB.';

/** The fields an edit's audit line compares, with the names the back-office's forms give them. */
const VENDOR_LABELS = {
  name: 'nome',
  stand: 'stand',
  location: 'posizione',
  website: 'sito web',
  address: 'indirizzo',
  email: 'email',
  telephone: 'telefono',
  description: 'descrizione',
  seeking: 'cosa cerca',
  logo_path: 'logo',
} as const;
const EVENT_LABELS = {
  title: 'titolo',
  speaker: 'relatore',
  company_name: 'azienda',
  topic: 'tema',
  location: 'palco',
  tags: 'etichette',
  event_date: 'giorno',
  event_time: 'ora',
} as const;

/**
 * The back-office's exhibitors and programme. Every change is checked by the import's own rules
 * (import/rows.ts), written through the vendors' and events' services, and recorded in the
 * audit log.
 */
export function adminCatalogueHandlers(
  fastify: FastifyInstance,
): OperationHandlers<
  | 'createVendor'
  | 'updateVendor'
  | 'deleteVendor'
  | 'uploadVendorLogo'
  | 'createEvent'
  | 'updateEvent'
  | 'deleteEvent'
  | 'importCatalogue'
> {
  const { vendorsService, eventsService, auditLog } = fastify;

  return {
    async createVendor(request, reply) {
      const admin = requireAdmin(request);
      const refused = contractProblem(request, VENDOR_REFUSED);
      if (refused !== undefined) return reply.code(422).send(refused);
      const result = await vendorsService.create(request.body);
      if (!result.ok) {
        return reply.code(422).send({ detail: VENDOR_REFUSED, issues: result.issues });
      }
      const { vendor } = result;
      await auditLog.record(admin.userId, 'vendor.create', vendor.id, vendor.name);
      return reply.code(201).send(toVendor(vendor));
    },

    async updateVendor(request, reply) {
      const admin = requireAdmin(request);
      const refused = contractProblem(request, VENDOR_REFUSED);
      if (refused !== undefined) return reply.code(422).send(refused);
      const result = await vendorsService.update(
        request.params.vendorId,
        request.body,
        versionCondition(request.headers['if-match']),
      );
      if (!result.ok) {
        return reply.code(422).send({ detail: VENDOR_REFUSED, issues: result.issues });
      }
      const saved = toVendor(result.vendor);
      const summary =
        result.previous === undefined
          ? saved.name
          : changeSummary(saved.name, toVendor(result.previous), saved, VENDOR_LABELS);
      // Saving what was there changed nothing: nothing to record.
      if (result.previous === undefined || summary !== saved.name) {
        await auditLog.record(admin.userId, 'vendor.update', saved.id, summary);
      }
      return reply.header('etag', versionTag(saved.version)).code(200).send(saved);
    },

    async deleteVendor(request, reply) {
      const admin = requireAdmin(request);
      const vendor = await vendorsService.remove(
        request.params.vendorId,
        versionCondition(request.headers['if-match']),
      );
      await auditLog.record(admin.userId, 'vendor.delete', vendor.id, vendor.name);
      return reply.code(204).send();
    },

    async uploadVendorLogo(request) {
      const admin = requireAdmin(request);
      // The image parsers (body-parsers.ts) hand the body over as bytes.
      const image: unknown = request.body;
      const type = uploadTypeOf(mediaTypeOf(request.headers['content-type']) ?? '');
      if (type === undefined || !Buffer.isBuffer(image)) {
        throw new AppError(415, messages.unsupportedMediaType);
      }
      const vendor = await vendorsService.uploadLogo(request.params.vendorId, image, type);
      await auditLog.record(admin.userId, 'vendor.logo', vendor.id, vendor.name);
      return toVendor(vendor);
    },

    async createEvent(request, reply) {
      const admin = requireAdmin(request);
      const refused = contractProblem(request, EVENT_REFUSED);
      if (refused !== undefined) return reply.code(422).send(refused);
      const result = await eventsService.create(request.body);
      if (!result.ok) {
        return reply.code(422).send({ detail: EVENT_REFUSED, issues: result.issues });
      }
      const { event } = result;
      await auditLog.record(admin.userId, 'event.create', event.id, event.title);
      return reply.code(201).send(toEvent(event));
    },

    async updateEvent(request, reply) {
      const admin = requireAdmin(request);
      const refused = contractProblem(request, EVENT_REFUSED);
      if (refused !== undefined) return reply.code(422).send(refused);
      const result = await eventsService.update(
        request.params.eventId,
        request.body,
        versionCondition(request.headers['if-match']),
      );
      if (!result.ok) {
        return reply.code(422).send({ detail: EVENT_REFUSED, issues: result.issues });
      }
      const saved = toEvent(result.event);
      const summary =
        result.previous === undefined
          ? saved.title
          : changeSummary(saved.title, toEvent(result.previous), saved, EVENT_LABELS);
      // Saving what was there changed nothing: nothing to record.
      if (result.previous === undefined || summary !== saved.title) {
        await auditLog.record(admin.userId, 'event.update', saved.id, summary);
      }
      return reply.header('etag', versionTag(saved.version)).code(200).send(saved);
    },

    async deleteEvent(request, reply) {
      const admin = requireAdmin(request);
      const event = await eventsService.remove(
        request.params.eventId,
        versionCondition(request.headers['if-match']),
      );
      await auditLog.record(admin.userId, 'event.delete', event.id, event.title);
      return reply.code(204).send();
    },

    async importCatalogue(request) {
      const admin = requireAdmin(request);
      const { kind } = request.params;
      const dryRun = request.query.dry_run ?? false;
      // The body's schema makes it a CSV text or a JSON array: a text is the CSV.
      const body: unknown = request.body;
      const source =
        typeof body === 'string' ? recordsFromText(body, 'csv') : recordsFromJson(body);
      const service = kind === 'vendors' ? vendorsService : eventsService;
      const summary = await service.importRecords(source, { dryRun });
      if (!dryRun) {
        await auditLog.record(admin.userId, 'catalogue.import', kind, auditSummary(summary));
      }
      return { ...summary, dry_run: dryRun } satisfies Schemas['ImportSummary'];
    },
  };
}

/**
 * Route options the contract cannot say: the import takes files up to 5 MiB (JSON too, whose
 * parser keeps the 1 MiB of every other route), and its refusals are ImportReports; a body too
 * large is named for what it is. routes/index.ts applies them as each route is added.
 */
export function catalogueRouteOptions(
  operationId: string,
): Pick<RouteOptions, 'attachValidation' | 'bodyLimit' | 'errorHandler'> {
  if (operationId === 'importCatalogue') {
    return { bodyLimit: IMPORT_BODY_LIMIT, errorHandler: importErrorHandler };
  }
  if (INPUT_OPERATIONS.has(operationId)) return { attachValidation: true };
  if (operationId === 'uploadVendorLogo') {
    return {
      errorHandler: (error: FastifyError | AppError, request, reply) =>
        errorHandler(tooLarge(error) ? new AppError(413, LOGO_TOO_LARGE) : error, request, reply),
    };
  }
  return {};
}

/**
 * The operations whose 422 is a FieldProblem. The contract's own checks (a date that is no date,
 * a text too long) reach the handler too, so that the back-office gets every refusal of a field
 * in the same shape, and a caller who is not an admin hears 403 whatever they sent.
 */
const INPUT_OPERATIONS = new Set(['createVendor', 'updateVendor', 'createEvent', 'updateEvent']);

/** The contract's refusal of the request, as a FieldProblem naming the field. */
function contractProblem(
  request: FastifyRequest,
  detail: string,
): Schemas['FieldProblem'] | undefined {
  const error = request.validationError;
  if (error === undefined) return undefined;
  const { validation, validationContext } = error as FastifyError;
  if (validation === undefined) return { detail: error.message };
  return {
    detail,
    issues: validation.map((problem) => ({
      path:
        problem.keyword === 'required'
          ? String(problem.params.missingProperty)
          : problem.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: validationMessage([problem], validationContext),
    })),
  };
}

/** The import's body refused by the contract: said as the import says it of a file. */
function importBodyReason(
  validation: NonNullable<FastifyError['validation']>,
  context: FastifyError['validationContext'],
): string {
  const [first] = validation;
  if (context === 'body' && first?.instancePath === '') {
    if (first.keyword === 'type') return JSON_NOT_A_LIST;
    if (first.keyword === 'maxItems') return TOO_MANY_ROWS;
  }
  return validationMessage(validation, context);
}

function tooLarge(error: FastifyError | AppError): boolean {
  return !(error instanceof AppError) && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
}

/** Request bodies are never decompressed (see error-handler.ts): such a body is 415, not 422. */
function isCompressed(request: FastifyRequest): boolean {
  const encoding = request.headers['content-encoding']?.trim().toLowerCase();
  return encoding !== undefined && encoding !== '' && encoding !== 'identity';
}

/**
 * Every 422 of the import is an ImportReport, so that the back-office shows one kind of answer:
 * its rows' problems, or one problem of the whole file (a body against the contract, a NUL).
 */
function importErrorHandler(
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (tooLarge(error)) return errorHandler(new AppError(413, FILE_TOO_LARGE), request, reply);
  const fromBody =
    error instanceof ImportError ||
    (!(error instanceof AppError) && error.validation !== undefined);
  if (fromBody && isCompressed(request)) {
    return errorHandler(new AppError(415, messages.compressedBody), request, reply);
  }
  let problems: readonly ImportProblem[] | undefined;
  if (error instanceof ImportError) problems = error.problems;
  else if (error instanceof AppError && error.statusCode === 422) {
    problems = [{ line: 0, reason: error.detail }];
  } else if (!(error instanceof AppError) && error.validation !== undefined) {
    problems = [{ line: 0, reason: importBodyReason(error.validation, error.validationContext) }];
  }
  if (problems === undefined) return errorHandler(error, request, reply);
  const report: Schemas['ImportReport'] = {
    detail: reportDetail(problems),
    problems: [...problems],
  };
  request.log.info({ statusCode: 422, problems: problems.length }, report.detail);
  return reply.code(422).send(report);
}
