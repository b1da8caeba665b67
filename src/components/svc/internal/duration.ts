/**
 * Pure helpers of `<svc-duration-picker>`: coercion of agent-written values, presets, units and
 * the wording of a duration ("1 day and 4 hours").
 */

export const MINUTE = 60;
export const HOUR = 3600;
export const DAY = 86400;
export const WEEK = 604800;

/** Units offered for a custom duration, largest first. */
export const UNITS = [
  {id: 'week', seconds: WEEK},
  {id: 'day', seconds: DAY},
  {id: 'hour', seconds: HOUR},
  {id: 'minute', seconds: MINUTE},
] as const;

export type DurationUnit = (typeof UNITS)[number]['id'];

/** The preset durations, in seconds, before filtering by the maximum. */
export const PRESETS: readonly number[] = [
  HOUR,
  4 * HOUR,
  8 * HOUR,
  DAY,
  3 * DAY,
  WEEK,
  30 * DAY,
  90 * DAY,
];

/**
 * A duration in whole seconds from any agent-written value: a number, a numeric or int64 string
 * ("28800"), or a protobuf duration string ("28800s"). Missing, negative, zero or unreadable
 * values give `undefined`.
 */
export function toSeconds(value: unknown): number | undefined {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') {
    const trimmed = value.trim().replace(/s$/i, '');
    if (trimmed === '' || !/^[+]?\d+(\.\d+)?$/.test(trimmed)) return undefined;
    n = Number(trimmed);
  } else if (typeof value === 'bigint') n = Number(value);
  else return undefined;
  if (!Number.isFinite(n) || n <= 0) return undefined;
  return Math.round(n);
}

/** The presets that fit under the maximum (all of them when there is no maximum). */
export function presetsUnder(max: number | undefined): number[] {
  return PRESETS.filter((p) => max === undefined || p <= max);
}

/** The largest unit that divides the seconds evenly, with the count: 28800 → 8 hours. */
export function splitForEditing(seconds: number): {amount: number; unit: DurationUnit} {
  for (const unit of UNITS) {
    if (seconds >= unit.seconds && seconds % unit.seconds === 0) {
      return {amount: seconds / unit.seconds, unit: unit.id};
    }
  }
  // Not a whole number of minutes: show fractional minutes.
  return {amount: Math.round((seconds / MINUTE) * 100) / 100, unit: 'minute'};
}

/** Seconds in one unit; unknown units count as hours. */
export function unitSeconds(unit: string): number {
  return UNITS.find((u) => u.id === unit)?.seconds ?? HOUR;
}

function unitText(
  amount: number,
  unit: 'week' | 'day' | 'hour' | 'minute' | 'second',
  locale?: string,
): string {
  try {
    return new Intl.NumberFormat(locale || undefined, {
      style: 'unit',
      unit,
      unitDisplay: 'long',
    }).format(amount);
  } catch {
    return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
  }
}

/** The unit's name for a count, for labels ("hours"). */
export function unitName(unit: DurationUnit, amount = 2, locale?: string): string {
  return unitText(amount, unit, locale).replace(/^[\d.,\s\u00a0\u202f]+/, '');
}

/**
 * A duration in words: one unit when it divides evenly ("8 hours", "2 weeks", "30 days"),
 * otherwise days, hours, minutes and seconds joined ("1 day and 4 hours"), in `locale`'s words
 * (the runtime's when unset).
 */
export function formatDuration(seconds: number | undefined, locale?: string): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return '';
  // Whole weeks read better as weeks only up to 4; 30 days stays "30 days".
  if (seconds % WEEK === 0 && seconds / WEEK <= 4) return unitText(seconds / WEEK, 'week', locale);
  const parts: string[] = [];
  let rest = Math.round(seconds);
  for (const [size, unit] of [
    [DAY, 'day'],
    [HOUR, 'hour'],
    [MINUTE, 'minute'],
    [1, 'second'],
  ] as const) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(unitText(count, unit, locale));
  }
  try {
    return new Intl.ListFormat(locale || undefined, {style: 'long', type: 'conjunction'}).format(
      parts,
    );
  } catch {
    return parts.join(', ');
  }
}
