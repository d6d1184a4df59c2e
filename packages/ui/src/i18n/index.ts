import * as React from 'react';

import { defaultFairConfig } from '../brand/fair-config';
import { useBrand } from '../brand/brand-context';
import { it } from './it';

type Messages = typeof it;

/** Dot paths of every string in the catalogue, e.g. 'auth.login.title'. */
type MessageKey = PathsTo<Messages>;

type PathsTo<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K
    : T[K] extends readonly unknown[]
      ? never
      : `${K}.${PathsTo<T[K]>}`;
}[keyof T & string];

type MessageAt<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? MessageAt<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

type ParamValue = string | number;

/** `{product}` is optional everywhere because it defaults to the brand name. */
type MessageParams<K extends MessageKey> = Record<
  Exclude<Placeholders<MessageAt<Messages, K>>, 'product'>,
  ParamValue
> & { product?: string };

type ParamsArg<K extends MessageKey> =
  Exclude<Placeholders<MessageAt<Messages, K>>, 'product'> extends never
    ? [params?: MessageParams<K>]
    : [params: MessageParams<K>];

type Translate = <K extends MessageKey>(key: K, ...args: ParamsArg<K>) => string;

const messages: Messages = it;

function lookup(key: string): string {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'string') throw new Error(`Missing message: ${key}`);
  return node;
}

function interpolate(template: string, params: Record<string, ParamValue>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/**
 * Looks up an Italian message and fills its `{name}` placeholders. Outside React (or without a
 * BrandProvider) `{product}` is the default product name; components use `useT()` instead.
 */
const t: Translate = (key, ...[params]) =>
  interpolate(lookup(key), { product: defaultFairConfig.productName, ...params });

/** `t` with `{product}` taken from the nearest BrandProvider. */
function useT(): Translate {
  const { productName } = useBrand();
  return React.useCallback<Translate>(
    (key, ...[params]) => interpolate(lookup(key), { product: productName, ...params }),
    [productName],
  );
}

/** Italian month name for a 0-based month index, as used in the programme dates. */
function monthName(monthIndex: number): string {
  const name = messages.common.months[monthIndex];
  if (name === undefined) throw new RangeError(`Month index out of range: ${monthIndex}`);
  return name;
}

export { messages, t, useT, monthName };
export type { Messages, MessageKey, MessageParams, Translate };
