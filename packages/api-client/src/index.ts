import type { components } from './openapi-schema';

export { createApiClient, type ApiClient, type ApiClientOptions } from './create-api-client';
export { ApiError, AUTH_EXPIRED, REQUEST_FAILED } from './api-error';
export { formBody } from './form-body';
export { isTokenExpired, tokenSubject } from './jwt';
export { memoryStorage, TOKEN_STORAGE_KEY, type Session, type TokenStorage } from './session';
export type { paths, components, operations } from './openapi-schema';

export type Schemas = components['schemas'];
