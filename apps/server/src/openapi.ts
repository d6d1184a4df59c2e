import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from './config';

/** The API contract: routes, validation and serialisation all come from it. */
const OPENAPI_PATH = path.join(REPO_ROOT, 'openapi.yaml');

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type SecurityRequirement = Record<string, string[]>;

interface ParameterObject {
  $ref?: string;
  name?: string;
  in?: string;
  schema?: { type?: string };
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: ParameterObject[];
  security?: SecurityRequirement[];
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
}

export interface OpenApiDocument {
  security?: SecurityRequirement[];
  paths: Record<string, Record<string, unknown>>;
  components?: { parameters?: Record<string, ParameterObject> };
}

/** How an operation authenticates, read from its `security` (or the document's). */
export type Authentication = 'bearer' | 'optional-bearer' | 'none';

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  authentication: Authentication;
  /** The media types its request body may have; none when it takes no body. */
  bodyMediaTypes: readonly string[];
  bodyRequired: boolean;
  /** Path parameters the contract types as integers. */
  integerPathParameters: readonly string[];
  /** Under /api/admin/: the organisers' operations, for the admin role only. */
  adminOnly: boolean;
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
        bodyMediaTypes: Object.keys(operation.requestBody?.content ?? {}).map((type) =>
          type.toLowerCase(),
        ),
        bodyRequired: operation.requestBody?.required === true,
        integerPathParameters: [
          ...((pathItem.parameters as ParameterObject[] | undefined) ?? []),
          ...(operation.parameters ?? []),
        ]
          .map((parameter) => resolveParameter(document, parameter))
          .filter((parameter) => parameter.in === 'path' && parameter.schema?.type === 'integer')
          .map((parameter) => parameter.name ?? ''),
        adminOnly: pathName.startsWith('/api/admin/'),
      });
    }
  }
  return operations;
}

function resolveParameter(document: OpenApiDocument, parameter: ParameterObject): ParameterObject {
  const prefix = '#/components/parameters/';
  if (parameter.$ref === undefined) return parameter;
  const resolved = parameter.$ref.startsWith(prefix)
    ? document.components?.parameters?.[parameter.$ref.slice(prefix.length)]
    : undefined;
  if (resolved === undefined) throw new Error(`openapi.yaml: unresolved ${parameter.$ref}`);
  return resolved;
}

function authenticationOf(requirements: SecurityRequirement[]): Authentication {
  const usesBearer = requirements.some((requirement) => 'bearerAuth' in requirement);
  // Any alternative without a bearer token (anonymous `{}`, or the refresh cookie, which its
  // handler checks) means the bearer token is not mandatory.
  const bearerOptional = requirements.some((requirement) => !('bearerAuth' in requirement));
  if (!usesBearer) return 'none';
  return bearerOptional ? 'optional-bearer' : 'bearer';
}
