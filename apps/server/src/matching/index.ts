/**
 * Matching engine: scores every vendor for a user from both directions (what the user seeks
 * against what the vendor offers, and what the vendor seeks against how the user describes
 * themself), in Italian, and explains each match in a sentence.
 */
export { createMatcher } from './matcher';
export type { Matcher, MatcherOptions, RankOptions, UserMatches } from './matcher';
export type { MatchUser, MatchVendor, RankedMatch } from './types';
export {
  createMemoryEmbeddingCache,
  createOpenAiEmbeddings,
  embeddingCacheKey,
  embeddingsFromEnv,
} from './embeddings';
export type { EmbeddingCache, EmbeddingProvider, OpenAiEmbeddingsOptions } from './embeddings';
export { compileLexicon, italianLexicon } from './lexicon';
export type { Concept, ConceptDefinition, Lexicon } from './lexicon';
export { fold, lightStem, stem, tokenize } from './text-processing';
export { createRankingPool, matchingThreadsFromEnv } from './ranking-pool';
export type { PreparedVendors, RankingPool, RankingPoolOptions } from './ranking-pool';
