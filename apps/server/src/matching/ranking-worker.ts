/**
 * The ranking done in a worker thread (see ranking-pool.ts): scoring and explaining every vendor
 * is CPU work that would otherwise hold up every request of the server, ticket scans included.
 */
import { type Matcher, createMatcher } from './matcher';
import type { PackedVector, RankingResult, RankingTask, RankingVendors } from './ranking-task';
import { type EmbeddingProvider, vendorEmbeddingTexts } from './embeddings';

interface Built {
  version: string;
  matcher: Promise<Matcher>;
  /** The vectors of the user being ranked, looked up by the matcher through its provider. */
  userVectors: Map<string, readonly number[]>;
}

// Indexing every vendor is the expensive part: one matcher per vendor-set version, kept until the
// version changes (or the idle worker exits).
let built: Built | undefined;

const unpack = (vector: PackedVector | undefined): readonly number[] =>
  vector === undefined ? [] : Array.from(vector);

function build(version: string, { vendors, vectors }: RankingVendors): Built {
  const userVectors = new Map<string, readonly number[]>();
  let embeddings: EmbeddingProvider | undefined;
  if (vectors !== undefined) {
    // The vectors were fetched on the main thread (network, database cache): the matcher gets
    // them back by text, as it would from the embeddings service.
    const known = new Map<string, readonly number[]>();
    vendors.forEach((vendor, i) => {
      const [offer, seeking] = vendorEmbeddingTexts(vendor);
      known.set(offer, unpack(vectors[2 * i]));
      known.set(seeking, unpack(vectors[2 * i + 1]));
    });
    embeddings = {
      embed: async (texts) => texts.map((text) => userVectors.get(text) ?? known.get(text) ?? []),
    };
  }
  return { version, matcher: createMatcher(vendors, { embeddings }), userVectors };
}

export default async function rank(task: RankingTask): Promise<RankingResult> {
  if (built?.version !== task.version) {
    if (task.vendors === undefined) return { needsVendors: true };
    built = build(task.version, task.vendors);
  }
  const current = built;
  let matcher: Matcher;
  try {
    matcher = await current.matcher;
  } catch (error) {
    if (built === current) built = undefined;
    throw error;
  }
  // One task at a time per worker (the pool's setting), so the per-user vectors cannot mix.
  current.userVectors.clear();
  if (task.userVectors !== undefined) {
    current.userVectors.set(task.user.seeking ?? '', unpack(task.userVectors[0]));
    current.userVectors.set(task.user.description ?? '', unpack(task.userVectors[1]));
  }
  const features = matcher.features(task.user);
  if (task.featuresOnly) return { ranked: [], features };
  const crowd = new Map(
    (task.crowd ?? []).map(([vendorId, accepted, rejected]) => [vendorId, { accepted, rejected }]),
  );
  return { ranked: await matcher.rank(task.user, { crowd, only: task.only }), features };
}
