/**
 * Maps the raw fit of a pair (0..1) onto the percentage people see, so that it means something:
 * the share of visitors with a profile like this one who would want to meet this exhibitor
 * (graded 2 or 3 of 3 by an independent judge). A logistic curve fitted on the development
 * evaluation set by `npm run matching -w @fiera/bench -- --calibrate`, which prints the fitted
 * constants and, for every set, how often suggestions in each score band were relevant.
 */
export const CALIBRATION = { slope: 7.5, intercept: -5.9 } as const;

export function calibrate(
  raw: number,
  { slope, intercept }: { slope: number; intercept: number } = CALIBRATION,
): number {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(raw) ? raw : 0));
  return 1 / (1 + Math.exp(-(slope * clamped + intercept)));
}
