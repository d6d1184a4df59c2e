import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from './config';

/** The API contract: routes, validation and serialisation all come from it. */
const OPENAPI_PATH = path.join(REPO_ROOT, 'openapi.yaml');

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type SecurityRequirement = Record<string, string[]>;

interface OpenApiOperation {
  operationId?: string;
  security?: SecurityRequirement[];
}

export interface OpenApiDocument {
  security?: SecurityRequirement[];
  paths: Record<string, Record<string, unknown>>;
}

/** How an operation authenticates, read from its `security` (or the document's). */
export type Authentication = 'bearer' | 'optional-bearer' | 'none';

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  authentication: Authentication;
}

export function loadOpenApiDocument(file = OPENAPI_PATH): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

export function listOperations(document: OpenApiDocument): OperationInfo[] {
  const operations: OperationInfo[] = [];
  for (const [pathName, pathItem] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method] as OpenApiOperation | undefined;
      if (operation === undefined) continue;
      if (operation.operationId === undefined) {
        throw new Error(`openapi.yaml: ${method.toUpperCase()} ${pathName} has no operationId`);
      }
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path: pathName,
        authentication: authenticationOf(operation.security ?? document.security ?? []),
      });
    }
  }
  return operations;
}

function authenticationOf(requirements: SecurityRequirement[]): Authentication {
  const usesBearer = requirements.some((requirement) => 'bearerAuth' in requirement);
  // Any alternative without a bearer token (anonymous `{}`, or the refresh cookie, which its
  // handler checks) means the bearer token is not mandatory.
  const bearerOptional = requirements.some((requirement) => !('bearerAuth' in requirement));
  if (!usesBearer) return 'none';
  return bearerOptional ? 'optional-bearer' : 'bearer';
}
