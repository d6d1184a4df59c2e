import type {
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
} from 'fastify';
import type { components, operations } from '@fiera/api-client/schema';

/** Request and reply types of each operation, derived from the code generated from openapi.yaml. */
export type OperationId = keyof operations;
export type Schemas = components['schemas'];

type Defined<T> = [Exclude<T, undefined>] extends [never] ? unknown : Exclude<T, undefined>;
type ContentOf<T> = T extends { content: infer Content } ? Content[keyof Content] : undefined;
type Parameters<K extends OperationId> = operations[K]['parameters'];

export interface OperationRoute<K extends OperationId> {
  Params: Defined<Parameters<K>['path']>;
  Querystring: Defined<Parameters<K>['query']>;
  Headers: Defined<Parameters<K>['header']>;
  Body: Defined<ContentOf<Defined<operations[K]['requestBody']>>>;
  Reply: {
    [Status in keyof operations[K]['responses']]: ContentOf<operations[K]['responses'][Status]>;
  };
}

export type OperationHandler<K extends OperationId> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  OperationRoute<K>
>;

/** Handlers for some operations, each typed by its own operation. */
export type OperationHandlers<K extends OperationId = OperationId> = {
  [Id in K]: OperationHandler<Id>;
};
