import { AppError } from '../errors';
import { fieldMessage } from '../validation-messages';

/**
 * Refuses an integer query parameter that only looked like one. Coercing query strings, Ajv
 * turns "Infinity" and "1e400" into Infinity and lets it past `maximum`; PostgreSQL would then
 * fail on it (a 5xx). Path ids have their own guard (request-guards.ts).
 */
export function assertWholeNumbers(query: Record<string, unknown>, names: readonly string[]): void {
  for (const name of names) {
    const value = query[name];
    if (value !== undefined && !Number.isSafeInteger(value)) {
      throw new AppError(422, fieldMessage(name, 'type', { type: 'integer' }, 'querystring'));
    }
  }
}
