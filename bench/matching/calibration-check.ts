/**
 * Whether the percentage means what it says: over every pair of a set, how often a suggestion in
 * each score band was graded relevant (2–3) by the set's author; and the logistic curve that
 * would map the engine's raw fit onto that share (fitted with --calibrate, on the dev set only).
 */
import { CALIBRATION } from '../../apps/server/src/matching';
import type { EvaluationSet } from './evaluation-set';
import { RELEVANT, type Scored } from './metrics';

export interface LabelledScore {
  score: number;
  relevant: boolean;
}

export function labelledScores(
  set: EvaluationSet,
  rankings: ReadonlyMap<number, readonly Scored[]>,
): LabelledScore[] {
  return set.visitors.flatMap((visitor) =>
    (rankings.get(visitor.id) ?? []).map(({ id, score }) => ({
      score,
      relevant: (visitor.grades[id] ?? 0) >= RELEVANT,
    })),
  );
}

const BANDS = [0, 0.2, 0.4, 0.6, 0.8, 1.0001];

/** "0–20 %: 2 % relevant (1,200 pairs)" per band. */
export function calibrationTable(scores: readonly LabelledScore[]): string {
  const lines: string[] = [];
  for (let i = 0; i < BANDS.length - 1; i += 1) {
    const low = BANDS[i] as number;
    const high = BANDS[i + 1] as number;
    const band = scores.filter((item) => item.score >= low && item.score < high);
    const relevant = band.filter((item) => item.relevant).length;
    const share =
      band.length === 0 ? '   –' : `${((100 * relevant) / band.length).toFixed(0).padStart(3)} %`;
    lines.push(
      `    shown ${String(Math.round(low * 100)).padStart(3)}–${Math.min(100, Math.round(high * 100))} %: ` +
        `${share} relevant (${band.length} pairs)`,
    );
  }
  return lines.join('\n');
}

/** The raw fit behind a shown score, undoing the current calibration. */
const rawOf = (score: number) => {
  const clamped = Math.min(1 - 1e-9, Math.max(1e-9, score));
  return (Math.log(clamped / (1 - clamped)) - CALIBRATION.intercept) / CALIBRATION.slope;
};

/** Logistic regression of relevance on the raw fit, by Newton's method. */
export function fitCalibration(scores: readonly LabelledScore[]): {
  slope: number;
  intercept: number;
} {
  const points = scores.map((item) => ({ x: rawOf(item.score), y: item.relevant ? 1 : 0 }));
  let slope = CALIBRATION.slope;
  let intercept = CALIBRATION.intercept;
  for (let iteration = 0; iteration < 50; iteration += 1) {
    let ga = 0;
    let gb = 0;
    let haa = 0;
    let hab = 0;
    let hbb = 0;
    for (const { x, y } of points) {
      const p = 1 / (1 + Math.exp(-(slope * x + intercept)));
      const w = p * (1 - p);
      ga += (y - p) * x;
      gb += y - p;
      haa += w * x * x;
      hab += w * x;
      hbb += w;
    }
    const det = haa * hbb - hab * hab;
    if (Math.abs(det) < 1e-12) break;
    slope += (hbb * ga - hab * gb) / det;
    intercept += (haa * gb - hab * ga) / det;
  }
  return { slope, intercept };
}
