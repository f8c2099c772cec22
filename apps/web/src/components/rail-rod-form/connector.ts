// When a rail is longer than one bar (calculation.md §3: 6000 mm, champagne and rose copper 4000 mm,
// kept in the price list), the dealer says whether the bars come with connectors (configurators §5).
import {
  type CalculationDefaults,
  type Color,
  ceilDiv,
  maxBarLengthMm,
  railLengthMm,
} from '@atelier/domain';

export interface ConnectorNeed {
  lengthMm: number;
  maxBarMm: number;
  bars: number;
  connectors: number;
}

/** Null while the rail fits one bar (or the price list is not loaded yet). */
export function connectorNeed(
  parameters: Readonly<Record<string, unknown>>,
  defaults: CalculationDefaults | null | undefined,
): ConnectorNeed | null {
  if (!defaults) return null;
  const colour = typeof parameters.color === 'string' ? (parameters.color as Color) : null;
  const maxBarMm = maxBarLengthMm(defaults, colour);
  const lengthMm = railLengthMm(parameters);
  if (!(maxBarMm > 0) || lengthMm <= maxBarMm) return null;
  const bars = ceilDiv(lengthMm, maxBarMm);
  return { lengthMm, maxBarMm, bars, connectors: bars - 1 };
}
