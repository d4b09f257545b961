// The one rule every stepper follows (settings, listening, reading, Review's daily goal): a value
// moves by its step, stays inside its range and lands on the step grid.

export interface StepperRange {
  min: number;
  max: number;
  step: number;
}

/**
 * The value one press away, kept inside the range and on the step grid: a value saved by an older
 * client (say 23 minutes) moves to the next allowed value instead of an off-grid one.
 */
export function stepValue(value: number, direction: 1 | -1, { min, max, step }: StepperRange): number {
  if (direction > 0 && value >= max) return value;
  if (direction < 0 && value <= min) return value;
  const cells = (value - min) / step;
  const onGrid = min + (direction > 0 ? Math.ceil(cells) : Math.floor(cells)) * step;
  const next = onGrid === value ? value + direction * step : onGrid;
  return Math.min(max, Math.max(min, next));
}

export const canStep = (value: number, direction: 1 | -1, range: StepperRange): boolean =>
  stepValue(value, direction, range) !== value;
