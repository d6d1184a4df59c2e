import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';

interface RouteDefinition {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}
type Compile = (route: RouteDefinition) => unknown;
type FromPool = (
  externalSchemas: Record<string, unknown>,
  options?: { customOptions?: Record<string, unknown> },
) => Compile;

/**
 * Path and query parameters arrive as text, so they are coerced ('3' is the id 3). A JSON body
 * arrives typed, and a value of the wrong type is the client's mistake to hear about: coerced,
 * `"privacy_consent": "true"` would be stored as a consent and `"password": 12345678` would set
 * a password. So bodies are validated as sent; everything else as Fastify does by default.
 * Nor are a body's unknown fields dropped: the contract refuses them (additionalProperties:
 * false), and dropped, a misspelt field ('descrizione') would leave the real one blank, which a
 * PUT then clears without a word.
 */
export function buildValidator(): ValidatorFactory {
  // The package types its compiler as taking a bare schema; Fastify calls it with the route
  // definition (schema, method, url, httpPart), as the package's README documents.
  const fromPool = AjvCompiler() as unknown as FromPool;
  const factory: FromPool = (externalSchemas, options) => {
    const coercing = fromPool(externalSchemas, options);
    const asSent = fromPool(externalSchemas, {
      ...options,
      customOptions: { ...options?.customOptions, coerceTypes: false, removeAdditional: false },
    });
    return (route) => (route.httpPart === 'body' ? asSent : coercing)(route);
  };
  return factory as unknown as ValidatorFactory;
}
