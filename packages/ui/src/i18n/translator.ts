import * as React from 'react';

import { defaultBrand } from '../brand/fair-config';
import { useBrand } from '../brand/brand-context';
import { baseMessages, type BaseMessages } from './messages/base';

/** Dot paths of every string in a catalogue, e.g. 'login.title'. */
type MessageKeyOf<M> = {
  [K in keyof M & string]: M[K] extends string
    ? K
    : M[K] extends readonly unknown[]
      ? never
      : `${K}.${MessageKeyOf<M[K]>}`;
}[keyof M & string];

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
type MessageParams<M, K extends MessageKeyOf<M>> = Record<
  Exclude<Placeholders<MessageAt<M, K>>, 'product'>,
  ParamValue
> & { product?: string };

type ParamsArg<M, K extends MessageKeyOf<M>> =
  Exclude<Placeholders<MessageAt<M, K>>, 'product'> extends never
    ? [params?: MessageParams<M, K>]
    : [params: MessageParams<M, K>];

type Translate<M> = <K extends MessageKeyOf<M>>(key: K, ...args: ParamsArg<M, K>) => string;

function interpolate(template: string, params: Record<string, ParamValue>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/**
 * The catalogue is split by screen: each module under `messages/` holds its screen's texts and
 * exports a `t`/`useT` that knows only those keys and the shared ones. A screen that names a key
 * of another screen does not compile, and a screen's texts travel in its own chunk because the
 * screen imports them like any other code.
 */
function createTranslator<const Sections extends Readonly<Record<string, object>>>(
  sections: Sections,
) {
  type Messages = BaseMessages & Sections;
  const messages = { ...baseMessages, ...sections } as Messages;

  function lookup(key: string): string {
    let node: unknown = messages;
    for (const part of key.split('.')) {
      node = (node as Record<string, unknown>)[part];
    }
    if (typeof node !== 'string') throw new Error(`Missing message: ${key}`);
    return node;
  }

  /**
   * Looks up an Italian message and fills its `{name}` placeholders. Outside React (or without
   * a BrandProvider) `{product}` is the default product name; components use `useT()` instead.
   */
  const t: Translate<Messages> = (key, ...[params]) =>
    interpolate(lookup(key), { product: defaultBrand.productName, ...params });

  /** `t` with `{product}` taken from the nearest BrandProvider. */
  function useT(): Translate<Messages> {
    const { productName } = useBrand();
    return React.useCallback<Translate<Messages>>(
      (key, ...[params]) => interpolate(lookup(key), { product: productName, ...params }),
      [productName],
    );
  }

  return { messages, t, useT };
}

export { createTranslator };
export type { BaseMessages, MessageKeyOf, MessageParams, Translate };
