import { http, HttpResponse } from 'msw';
import { createApiClient, memoryStorage, TOKEN_STORAGE_KEY, type Schemas } from '../src';

export const BASE_URL = 'http://fiera.test';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function jwt(claims: object): string {
  return `${base64url({ alg: 'EdDSA', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
export const validToken = jwt({ sub: '1', exp: nowSeconds() + 900 });
export const expiredToken = jwt({ sub: '1', exp: nowSeconds() - 60 });
export const refreshedToken = jwt({ sub: '1', exp: nowSeconds() + 900, jti: 'refreshed' });

export const user: Schemas['User'] = {
  id: 1,
  email: 'mario.rossi@example.it',
  role: 'attendee',
  first_name: 'Mario',
  last_name: 'Rossi',
  phone_number: null,
  employment_type: 'private',
  company_name: null,
  seeking: null,
  description: null,
  qr_code_data: 'ticket',
  ticket_uuid: '0b7e4c8e-3f0a-4a57-9a43-2c1f0a5d2c11',
  is_verified: true,
  created_at: '2026-10-01T09:00:00.000Z',
  last_login: null,
};

export function setupClient(token?: string) {
  const storage = memoryStorage();
  if (token) storage.setItem(TOKEN_STORAGE_KEY, token);
  // MSW rebuilds requests without their `credentials`, so the requests are recorded at the fetch boundary.
  const sent: Request[] = [];
  const recordingFetch: typeof fetch = (input, init) => {
    if (input instanceof Request) sent.push(input);
    return globalThis.fetch(input, init);
  };
  return {
    ...createApiClient({ baseUrl: BASE_URL, storage, fetch: recordingFetch }),
    storage,
    sent,
  };
}

export function credentialsOf(sent: Request[], path: string): RequestCredentials[] {
  return sent.filter((request) => new URL(request.url).pathname === path).map((r) => r.credentials);
}

/** GET /api/users/me answering 200 only to `acceptedToken`, recording the Authorization it saw. */
export function meHandler(acceptedToken: string, seen: (string | null)[] = []) {
  return http.get(`${BASE_URL}/api/users/me`, ({ request }) => {
    const authorization = request.headers.get('Authorization');
    seen.push(authorization);
    return authorization === `Bearer ${acceptedToken}`
      ? HttpResponse.json(user)
      : HttpResponse.json({ detail: 'Token non valido' }, { status: 401 });
  });
}

/** POST /api/auth/refresh answering `refreshedToken`, or 401 when `refuse` is set; counts calls. */
export function refreshHandler(calls: { count: number }, refuse = false) {
  return http.post(`${BASE_URL}/api/auth/refresh`, async () => {
    calls.count += 1;
    // Keeps the refresh in flight long enough for concurrent requests to queue behind it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return refuse
      ? HttpResponse.json({ detail: 'Sessione scaduta' }, { status: 401 })
      : HttpResponse.json({ access_token: refreshedToken, token_type: 'bearer' });
  });
}
