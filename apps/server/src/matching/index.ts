/**
 * Matching engine: reads visitors' and exhibitors' Italian texts against knowledge of the whole
 * economy (sectors, jobs, kinds of customer, kinds of relationship), scores every exhibitor for a
 * visitor from both directions, and explains each match in a sentence.
 */
export { createMatcher } from './matcher';
export type { Matcher, MatcherOptions, RankOptions, UserMatches } from './matcher';
export type { MatchUser, MatchVendor, RankedMatch } from './types';
export {
  createMemoryEmbeddingCache,
  createOpenAiEmbeddings,
  embeddingCacheKey,
  embeddingsFromEnv,
  vendorEmbeddingTexts,
} from './embeddings';
export type { EmbeddingCache, EmbeddingProvider, OpenAiEmbeddingsOptions } from './embeddings';
export { compileKnowledge, italianKnowledge } from './knowledge/index';
export type { Knowledge, KnowledgeSources } from './knowledge/index';
export { readText } from './reading';
export type { Reading, Signal } from './reading';
export { calibrate, CALIBRATION } from './calibration';
export { fold, lightStem, stem, tokenize } from './text-processing';
export { createRankingPool, matchingThreadsFromEnv } from './ranking-pool';
export type {
  PoolRankOptions,
  PreparedVendors,
  Ranking,
  RankingPool,
  RankingPoolOptions,
} from './ranking-pool';
export { blendCrowd, MIN_DECISIONS, profileFeatures } from './collaborative';
export type { CollaborativeTally } from './collaborative';
