export interface UsageDonutProps {
  /** [used, left] in GB. */
  slices: [number, number];
  usedColor: string;
  leftColor: string;
  ariaLabel: string;
}

/** Ring geometry in the SVG's own units (a 100 × 100 box); the ring is 28 % of the radius thick. */
const RADIUS = 43;
const STROKE = 14;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The usage doughnut of the dashboard card (NET-013): two SVG rings, the used arc drawn clockwise
 * from the top. Plain SVG keeps Chart.js (about 60 kB) out of the dashboard's first load; the
 * figures are written beside it, so it needs no tooltip.
 */
export function UsageDonut({ slices, usedColor, leftColor, ariaLabel }: UsageDonutProps) {
  const [used, left] = slices;
  const total = used + left;
  const share = total > 0 ? Math.min(1, Math.max(0, used / total)) : 0;
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" role="img" aria-label={ariaLabel} style={{ display: 'block' }}>
      <circle cx="50" cy="50" r={RADIUS} fill="none" stroke={leftColor} strokeWidth={STROKE} />
      {share > 0 && (
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          stroke={usedColor}
          strokeWidth={STROKE}
          strokeDasharray={`${share * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
          transform="rotate(-90 50 50)"
          data-testid="usage-donut-used"
        />
      )}
    </svg>
  );
}
