const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * Request init for form-encoded endpoints (login). openapi-fetch's default serializer switches to
 * URLSearchParams when it sees this content type:
 * `fetchClient.POST('/api/auth/login', formBody({ username, password }))`.
 */
export function formBody<T extends Record<string, string>>(body: T) {
  return { body, headers: { 'Content-Type': FORM_CONTENT_TYPE } } as const;
}
