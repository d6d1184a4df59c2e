import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, REQUEST_FAILED } from '../src';
import { BASE_URL, setupClient, validToken } from './helpers';
import { setupMswServer } from './msw-server';

const server = setupMswServer();

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('given a non-OK answer', () => {
  it('raises ApiError with the status, the detail as message and the parsed body', async () => {
    const body = { detail: 'Azienda non trovata' };
    server.use(
      http.get(`${BASE_URL}/api/vendors/:vendorId`, () => HttpResponse.json(body, { status: 404 })),
    );
    const { fetchClient } = setupClient(validToken);

    const error = await failureOf(
      fetchClient.GET('/api/vendors/{vendorId}', { params: { path: { vendorId: 7 } } }),
    );

    expect(error).toMatchObject({ status: 404, message: 'Azienda non trovata', data: body });
  });

  it('falls back to "Request failed" when detail is not a string', async () => {
    const body = { detail: [{ loc: ['body', 'email'], msg: 'invalid' }] };
    server.use(http.get(`${BASE_URL}/api/events/`, () => HttpResponse.json(body, { status: 422 })));
    const { fetchClient } = setupClient(validToken);

    const error = await failureOf(fetchClient.GET('/api/events/'));

    expect(error).toMatchObject({ status: 422, message: REQUEST_FAILED, data: body });
  });

  it('falls back to "Request failed" and keeps the text when the body is not JSON', async () => {
    server.use(
      http.get(`${BASE_URL}/api/events/`, () => HttpResponse.text('Bad Gateway', { status: 502 })),
    );
    const { fetchClient } = setupClient(validToken);

    const error = await failureOf(fetchClient.GET('/api/events/'));

    expect(error).toMatchObject({ status: 502, message: REQUEST_FAILED, data: 'Bad Gateway' });
  });
});
