import { createHash } from 'node:crypto';
import type { MatchVendor } from './types';

/**
 * Where vectors are kept between runs. Keys are hashes of model and text, so a vendor whose text
 * changes gets a new key and an unchanged one never costs a call. The server can back this with
 * its database; the default keeps them in memory.
 */
export interface EmbeddingCache {
  get(key: string): Promise<readonly number[] | undefined> | readonly number[] | undefined;
  set(key: string, vector: readonly number[]): Promise<void> | void;
}

export interface EmbeddingProvider {
  /** One vector per text, in order. Empty texts get an empty vector without a call. */
  embed(texts: readonly string[]): Promise<(readonly number[])[]>;
}

export interface OpenAiEmbeddingsOptions {
  /** The /v1/embeddings endpoint, or a base URL to which /v1/embeddings is added. */
  url: string;
  model?: string;
  apiKey?: string;
  cache?: EmbeddingCache;
  /** Texts per request. */
  batchSize?: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const DEFAULT_EMBEDDINGS_MODEL = 'text-embedding-3-small';

export function createMemoryEmbeddingCache(): EmbeddingCache & { size(): number } {
  const vectors = new Map<string, readonly number[]>();
  return {
    get: (key) => vectors.get(key),
    set: (key, vector) => {
      vectors.set(key, vector);
    },
    size: () => vectors.size,
  };
}

export function embeddingCacheKey(model: string, text: string): string {
  return createHash('sha256').update(model).update('\u0000').update(text).digest('hex');
}

function endpoint(url: string): string {
  // A backward pass: `/\/+$/` retries from every slash of a long run.
  let end = url.length;
  while (end > 0 && url.charAt(end - 1) === '/') end -= 1;
  const trimmed = url.slice(0, end);
  if (trimmed.endsWith('/embeddings')) return trimmed;
  return trimmed.endsWith('/v1') ? `${trimmed}/embeddings` : `${trimmed}/v1/embeddings`;
}

interface EmbeddingsResponse {
  data: { index: number; embedding: number[] }[];
}

function isEmbeddingsResponse(body: unknown): body is EmbeddingsResponse {
  if (typeof body !== 'object' || body === null || !('data' in body)) return false;
  const { data } = body;
  return (
    Array.isArray(data) &&
    data.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        'index' in item &&
        typeof item.index === 'number' &&
        'embedding' in item &&
        Array.isArray(item.embedding),
    )
  );
}

/** A client of an OpenAI-compatible embeddings endpoint, with a cache in front of it. */
export function createOpenAiEmbeddings(options: OpenAiEmbeddingsOptions): EmbeddingProvider {
  const url = endpoint(options.url);
  const model = options.model ?? DEFAULT_EMBEDDINGS_MODEL;
  const cache = options.cache ?? createMemoryEmbeddingCache();
  const batchSize = options.batchSize ?? 64;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;

  const request = async (input: readonly string[]): Promise<number[][]> => {
    const response = await doFetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({ model, input }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`embeddings: ${url} answered ${response.status}`);
    const body: unknown = await response.json();
    if (!isEmbeddingsResponse(body) || body.data.length !== input.length)
      throw new Error('embeddings: unexpected response shape');
    const vectors = new Array<number[]>(input.length);
    for (const item of body.data) vectors[item.index] = item.embedding;
    return vectors;
  };

  return {
    async embed(texts) {
      const result: (readonly number[])[] = new Array(texts.length).fill([]);
      // Identical texts share one key, so they are requested once.
      const missing = new Map<string, { text: string; positions: number[] }>();
      for (const [position, text] of texts.entries()) {
        if (text.trim().length === 0) continue;
        const key = embeddingCacheKey(model, text);
        const cached = await cache.get(key);
        if (cached) {
          result[position] = cached;
          continue;
        }
        const entry = missing.get(key);
        if (entry) entry.positions.push(position);
        else missing.set(key, { text, positions: [position] });
      }
      const pending = [...missing.entries()];
      for (let start = 0; start < pending.length; start += batchSize) {
        const batch = pending.slice(start, start + batchSize);
        const vectors = await request(batch.map(([, entry]) => entry.text));
        for (const [offset, [key, entry]] of batch.entries()) {
          const vector = vectors[offset] ?? [];
          await cache.set(key, vector);
          for (const position of entry.positions) result[position] = vector;
        }
      }
      return result;
    },
  };
}

/** The provider configured by EMBEDDINGS_URL (and EMBEDDINGS_MODEL, EMBEDDINGS_API_KEY), if any. */
export function embeddingsFromEnv(
  env: Record<string, string | undefined> = process.env,
  cache?: EmbeddingCache,
): EmbeddingProvider | undefined {
  const url = env.EMBEDDINGS_URL?.trim();
  if (!url) return undefined;
  return createOpenAiEmbeddings({
    url,
    model: env.EMBEDDINGS_MODEL?.trim() || undefined,
    apiKey: env.EMBEDDINGS_API_KEY?.trim() || undefined,
    cache,
  });
}

export function cosine(a: readonly number[], b: readonly number[]): number {
  const length = Math.min(a.length, b.length);
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < length; i += 1) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA > 0 && normB > 0 ? dot / Math.sqrt(normA * normB) : 0;
}

/** The texts of a vendor that embeddings compare: what it offers, what it seeks. */
export function vendorEmbeddingTexts(vendor: MatchVendor): [offer: string, seeking: string] {
  return [`${vendor.name}. ${vendor.description ?? ''}`, vendor.seeking ?? ''];
}
