import type { FastifyError, FastifySchemaValidationError } from 'fastify';

type SchemaErrorDataVar = NonNullable<FastifyError['validationContext']>;

/**
 * Turns the first schema violation into one Italian sentence naming the field, as the client
 * shows `detail` to the user as it is.
 */
export function validationMessage(
  errors: readonly FastifySchemaValidationError[],
  context: SchemaErrorDataVar | undefined,
): string {
  const [error] = errors;
  if (error === undefined) return 'Richiesta non valida.';
  const field = fieldName(error);
  if (field === '') return wholeMessage(context);
  return fieldMessage(field, error.keyword, error.params, context);
}

/**
 * The sentence for one rule a field broke, worded as the contract's own validation words it:
 * code that checks a rule itself (a service, a guard) says it the same way.
 */
export function fieldMessage(
  field: string,
  keyword: string,
  params: Record<string, unknown>,
  context: SchemaErrorDataVar = 'body',
): string {
  const override = fieldOverrides[field]?.[keyword];
  if (override !== undefined) return override;
  const subject = `${context === 'body' ? 'Il campo' : 'Il parametro'} '${field}'`;
  switch (keyword) {
    case 'required':
      return `${subject} è obbligatorio.`;
    case 'type':
      return `${subject} deve essere ${typeLabel(String(params.type))}.`;
    case 'enum':
      return `${subject} deve essere uno dei valori: ${listOf(params.allowedValues)}.`;
    case 'const':
      return `${subject} deve valere ${JSON.stringify(params.allowedValue)}.`;
    case 'format':
      return `${subject} deve contenere ${formatLabel(String(params.format))}.`;
    case 'minLength':
      return Number(params.limit) <= 1
        ? `${subject} non può essere vuoto.`
        : `${subject} deve contenere almeno ${String(params.limit)} caratteri.`;
    case 'maxLength':
      return `${subject} può contenere al massimo ${String(params.limit)} caratteri.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${subject} deve essere ${keyword === 'minimum' ? 'almeno' : 'maggiore di'} ${String(params.limit)}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${subject} deve essere ${keyword === 'maximum' ? 'al massimo' : 'minore di'} ${String(params.limit)}.`;
    case 'additionalProperties':
      return `${subject} non è previsto.`;
    default:
      return `${subject} non è valido.`;
  }
}

/** Messages for a field whose generic wording would puzzle a user. */
const fieldOverrides: Record<string, Partial<Record<string, string>>> = {
  privacy_consent: {
    required: "È necessario accettare l'informativa sulla privacy.",
    const: "È necessario accettare l'informativa sulla privacy.",
    type: "È necessario accettare l'informativa sulla privacy.",
  },
};

function fieldName(error: FastifySchemaValidationError): string {
  const segments = error.instancePath.split('/').filter((segment) => segment !== '');
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    segments.push(error.params.missingProperty);
  }
  // A field the schema does not have is named by itself, not by the object holding it.
  if (
    error.keyword === 'additionalProperties' &&
    typeof error.params.additionalProperty === 'string'
  ) {
    segments.push(error.params.additionalProperty);
  }
  return segments.map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~')).join('.');
}

function wholeMessage(context: SchemaErrorDataVar | undefined): string {
  switch (context) {
    case 'querystring':
      return "I parametri dell'indirizzo non sono validi.";
    case 'params':
      return "L'indirizzo richiesto non è valido.";
    case 'headers':
      return 'Le intestazioni della richiesta non sono valide.';
    default:
      return 'Il corpo della richiesta manca o non è un oggetto con i campi attesi.';
  }
}

const typeLabels: Record<string, string> = {
  string: 'un testo',
  integer: 'un numero intero',
  number: 'un numero',
  boolean: 'vero o falso',
  object: 'un oggetto',
  array: 'un elenco',
  null: 'vuoto (null)',
};

function typeLabel(types: string): string {
  return types
    .split(',')
    .map((type) => typeLabels[type] ?? type)
    .join(' o ');
}

const formatLabels: Record<string, string> = {
  email: 'un indirizzo email valido',
  date: 'una data valida (AAAA-MM-GG)',
  'date-time': 'una data e ora valide',
  time: "un'ora valida",
  uuid: 'un identificativo UUID valido',
  uri: 'un indirizzo web valido',
};

function formatLabel(format: string): string {
  return formatLabels[format] ?? 'un valore nel formato corretto';
}

function listOf(values: unknown): string {
  return Array.isArray(values) ? values.map(String).join(', ') : String(values);
}
