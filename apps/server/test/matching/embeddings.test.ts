import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createMatcher,
  createMemoryEmbeddingCache,
  createOpenAiEmbeddings,
  embeddingsFromEnv,
  type MatchUser,
  type MatchVendor,
} from '../../src/matching';

/**
 * A fake OpenAI-compatible /v1/embeddings: deterministic vectors from hashed words, where the
 * made-up words "zorblax" and "quintor" are synonyms (the same direction), so a pair that shares
 * no word and no lexicon concept can still be close in meaning.
 */
const DIMENSIONS = 32;
const SYNONYMS: Record<string, string> = { quintor: 'zorblax' };

function fakeVector(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const raw of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    const word = SYNONYMS[raw] ?? raw;
    let hash = 2166136261;
    for (const char of word) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
    const dimension = Math.abs(hash) % DIMENSIONS;
    vector[dimension] = (vector[dimension] ?? 0) + 1;
  }
  return vector;
}

let server: Server;
let url: string;
const calls: { model: string; input: string[] }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/embeddings') {
        response.writeHead(404).end();
        return;
      }
      const parsed = JSON.parse(body) as { model: string; input: string[] };
      calls.push(parsed);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          object: 'list',
          data: parsed.input.map((text, index) => ({
            object: 'embedding',
            index,
            embedding: fakeVector(text),
          })),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/embeddings`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
});

beforeEach(() => {
  calls.length = 0;
});

const vendors: MatchVendor[] = [
  { id: 1, name: 'Beta', description: 'Vendiamo ombrelli da spiaggia.', seeking: 'Rivenditori' },
  { id: 2, name: 'Alfa', description: 'Quintor.', seeking: 'Nuovi uffici' },
];
const user: MatchUser = {
  id: 1,
  seeking: 'zorblax',
  description: 'Appassionato di vela',
  employment_type: 'employee',
};

const vendorTexts = () => calls.flatMap((call) => call.input).filter((text) => text !== 'zorblax');

describe('given an embeddings endpoint', () => {
  it('blends embedding similarity in: a pair close in meaning but sharing no word rises', async () => {
    const lexical = await (await createMatcher(vendors)).rank(user);
    const embeddings = createOpenAiEmbeddings({ url, cache: createMemoryEmbeddingCache() });
    const blended = await (await createMatcher(vendors, { embeddings })).rank(user);
    const score = (ranking: typeof lexical, id: number) =>
      ranking.find((match) => match.vendorId === id)?.score ?? NaN;
    // Without embeddings neither shares anything with the user.
    expect(score(lexical, 1)).toBeLessThan(0.05);
    expect(score(lexical, 2)).toBeLessThan(0.05);
    expect(score(blended, 2)).toBeGreaterThan(3 * score(lexical, 2));
    expect(blended[0]?.vendorId).toBe(2);
    expect(blended[0]?.description).toMatch(/Alfa/);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls[0]?.model).toBe('text-embedding-3-small');
  });

  it('embeds unchanged vendors once, and only the changed text again', async () => {
    const cache = createMemoryEmbeddingCache();
    const embeddings = createOpenAiEmbeddings({ url, cache });
    await createMatcher(vendors, { embeddings });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toHaveLength(4);

    calls.length = 0;
    await createMatcher(vendors, { embeddings });
    expect(calls).toHaveLength(0);

    const changed = vendors.map((vendor) =>
      vendor.id === 1 ? { ...vendor, description: 'Vendiamo ombrelli e sdraio.' } : vendor,
    );
    await createMatcher(changed, { embeddings });
    expect(calls).toHaveLength(1);
    expect(vendorTexts()).toEqual(['Beta. Vendiamo ombrelli e sdraio.']);
  });

  it('keeps vectors in the injected cache, keyed by a hash of the text', async () => {
    const stored = new Map<string, readonly number[]>();
    const cache = {
      get: async (key: string) => stored.get(key),
      set: async (key: string, vector: readonly number[]) => {
        stored.set(key, vector);
      },
    };
    await createMatcher(vendors, { embeddings: createOpenAiEmbeddings({ url, cache }) });
    expect(stored.size).toBe(4);
    for (const key of stored.keys()) expect(key).toMatch(/^[0-9a-f]{64}$/);
    calls.length = 0;
    // A new provider (a restarted server) with the persisted cache makes no call for vendors.
    await createMatcher(vendors, { embeddings: createOpenAiEmbeddings({ url, cache }) });
    expect(calls).toHaveLength(0);
  });

  it('is configured by EMBEDDINGS_URL, and absent without it', async () => {
    expect(embeddingsFromEnv({})).toBeUndefined();
    const base = url.replace('/v1/embeddings', '');
    const provider = embeddingsFromEnv({ EMBEDDINGS_URL: base, EMBEDDINGS_MODEL: 'fake-model' });
    const [vector] = (await provider?.embed(['ciao'])) ?? [];
    expect(vector).toEqual(fakeVector('ciao'));
    expect(calls[0]?.model).toBe('fake-model');
  });

  it('reports an endpoint that fails', async () => {
    const broken = createOpenAiEmbeddings({
      url: url.replace('/v1/embeddings', '/nope/embeddings'),
    });
    await expect(broken.embed(['testo'])).rejects.toThrow(/answered 404/);
  });
});
