/**
 * What the main thread and a ranking worker say to each other. Plain data only: it crosses a
 * thread boundary by structured clone.
 */
import type { MatchUser, MatchVendor, RankedMatch } from './types';

/** A vector as sent to a worker: a typed array is copied whole, not element by element. */
export type PackedVector = Float64Array;

export interface RankingVendors {
  vendors: readonly MatchVendor[];
  /**
   * With embeddings: per vendor, the vectors of its offer and of its seeking text, in that order
   * (see `vendorEmbeddingTexts`).
   */
  vectors?: readonly PackedVector[];
}

export interface RankingTask {
  /** Identifies the vendor set: a worker keeps the matcher it built for it. */
  version: string;
  /** Sent only when the worker answered that it lacks this version. */
  vendors?: RankingVendors;
  user: MatchUser;
  /** With embeddings: the vectors of the user's seeking and description. */
  userVectors?: readonly [PackedVector, PackedVector];
  /** Decisions of similar visitors: [vendor id, accepted, rejected] (see collaborative.ts). */
  crowd?: readonly (readonly [number, number, number])[];
  /** Score this vendor alone. */
  only?: number;
  /** Only work out the user's profile features; rank nothing. */
  featuresOnly?: boolean;
}

export type RankingResult = { ranked: RankedMatch[]; features: string[] } | { needsVendors: true };
