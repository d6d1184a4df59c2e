/**
 * Error codes, not user-facing text: the UI maps them to Italian through `@fiera/ui/i18n`.
 */
export const REQUEST_FAILED = 'Request failed';
export const AUTH_EXPIRED = 'Authentication expired';

/** Every non-OK answer (and a failed token refresh) surfaces as an ApiError. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed response body (JSON when it parses, else the raw text). */
  readonly data: unknown;

  constructor(status: number, message: string, data: unknown) {
    super(message);
    this.status = status;
    this.data = data;
  }
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The server answers `{ "detail": "…" }`; anything else gets the generic code. */
export function messageFrom(data: unknown): string {
  if (typeof data === 'object' && data !== null && 'detail' in data) {
    const { detail } = data;
    if (typeof detail === 'string') return detail;
  }
  return REQUEST_FAILED;
}

export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const data = await readBody(response);
  return new ApiError(response.status, messageFrom(data), data);
}
