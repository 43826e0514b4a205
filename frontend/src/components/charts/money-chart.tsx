import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { formatPaise } from '@shared/documents/money-format';
import { useLayoutEffect, useRef, useState } from 'react';
import './charts.css';

/**
 * One chart of money by category (months, days, age buckets) for the books' report
 * screens and Home (docs/books.md 'Charts', docs/home.md): bars side by side or stacked, and lines
 * over them, drawn as SVG by React with @visx (scales and axes only), so it is
 * plain markup that a screen reader and a test read like any other.
 *
 * Every figure reaches the user three ways: the table under the chart, the
 * chart's `aria-label` (each category's figures in words), and a tooltip per
 * bar or point. Amounts are paise, formatted by the shared `formatPaise`
 * (₹ with Indian grouping; whole rupees on the axis).
 */
export type ChartSeries = {
  key: string;
  name: string;
  /** One figure per category, paise. */
  values: readonly number[];
  /** How it is drawn; bars of one chart are side by side unless the chart is stacked. */
  as: 'bar' | 'line';
  /** A class of charts.css giving its colour. */
  tone: 'income' | 'expense' | 'profit' | 'customer' | 'insurer' | 'age';
};

type Props = {
  title: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Bars stacked into one per category (parts of a whole: customers and insurers). */
  stacked?: boolean;
  height?: number;
};

const MARGIN = { top: 12, right: 12, bottom: 28, left: 84 };
const NARROW_LEFT = 68;

/** The chart's width: its box's, followed as it changes (a phone turned, a menu opened). */
function useWidth(fallback: number): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const follow = (w: number) => {
      // Zero means not laid out (a test DOM): keep the fallback.
      if (w > 0) setWidth(Math.floor(w));
    };
    follow(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) follow(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** Whole rupees with Indian grouping, for the axis (the tooltips and the table keep the paise). */
const axisMoney = (paise: number): string => formatPaise(paise, { decimals: 0 });

/** Each category's figures in words: what a screen reader reads for the picture. */
export function chartSummary(title: string, categories: readonly string[], series: readonly ChartSeries[]): string {
  const parts = categories.map(
    (c, i) => `${c}: ${series.map((s) => `${s.name} ${formatPaise(s.values[i] ?? 0)}`).join(', ')}`,
  );
  return `${title}. ${parts.join('; ')}.`;
}

export function MoneyChart({ title, categories, series, stacked = false, height = 220 }: Props) {
  const [ref, width] = useWidth(640);
  const left = width < 480 ? NARROW_LEFT : MARGIN.left;
  const innerW = Math.max(width - left - MARGIN.right, 10);
  const innerH = height - MARGIN.top - MARGIN.bottom;
  const bars = series.filter((s) => s.as === 'bar');
  const lines = series.filter((s) => s.as === 'line');

  // The value axis takes in every bar (or stack) and every point, and always zero.
  const extents = categories.flatMap((_, i) => {
    const points = lines.map((s) => s.values[i] ?? 0);
    if (!stacked) return [...points, ...bars.map((s) => s.values[i] ?? 0)];
    const up = bars.reduce((sum, s) => sum + Math.max(s.values[i] ?? 0, 0), 0);
    const down = bars.reduce((sum, s) => sum + Math.min(s.values[i] ?? 0, 0), 0);
    return [...points, up, down];
  });
  const min = Math.min(0, ...extents);
  const max = Math.max(0, ...extents);
  const y = scaleLinear<number>({ domain: [min, max === min ? min + 100 : max], range: [innerH, 0], nice: true });
  const x = scaleBand<string>({ domain: [...categories], range: [0, innerW], padding: 0.25 });
  const inner = scaleBand<string>({
    domain: bars.map((s) => s.key),
    range: [0, x.bandwidth()],
    padding: 0.1,
  });
  const centre = (c: string) => (x(c) ?? 0) + x.bandwidth() / 2;
  // Every label where there is room for it; every second or third on a phone.
  const step = Math.max(1, Math.ceil((categories.length * 48) / innerW));
  const labelled = categories.filter((_, i) => i % step === 0);
  const tip = (s: ChartSeries, i: number) => `${categories[i] ?? ''} · ${s.name}: ${formatPaise(s.values[i] ?? 0)}`;

  const barShapes = categories.flatMap((c, i) => {
    let up = 0;
    let down = 0;
    return bars.map((s) => {
      const v = s.values[i] ?? 0;
      let from = 0;
      if (stacked) {
        from = v >= 0 ? up : down;
        if (v >= 0) up += v;
        else down += v;
      }
      const top = y(Math.max(from, from + v));
      const bottom = y(Math.min(from, from + v));
      return (
        <Bar
          key={`${s.key}-${c}`}
          className={`kk-chart__${s.tone}`}
          data-testid="chart-bar"
          x={(x(c) ?? 0) + (stacked ? 0 : (inner(s.key) ?? 0))}
          y={top}
          width={stacked ? x.bandwidth() : inner.bandwidth()}
          height={Math.max(bottom - top, v === 0 ? 0 : 1)}
        >
          <title>{tip(s, i)}</title>
        </Bar>
      );
    });
  });

  return (
    <figure className="kk-chart">
      <figcaption className="kk-chart__title">{title}</figcaption>
      <div ref={ref} className="kk-chart__box">
        <svg width={width} height={height} role="img" aria-label={chartSummary(title, categories, series)}>
          <Group left={left} top={MARGIN.top}>
            <AxisLeft
              scale={y}
              numTicks={4}
              tickFormat={(v) => axisMoney(Number(v))}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{ className: 'kk-chart__tick', textAnchor: 'end', dx: -4, dy: 3 }}
            />
            <line className="kk-chart__zero" x1={0} x2={innerW} y1={y(0)} y2={y(0)} />
            {barShapes}
            {lines.map((s) => (
              <g key={s.key} className={`kk-chart__${s.tone}`}>
                <LinePath
                  data={categories.map((c, i) => ({ c, v: s.values[i] ?? 0 }))}
                  x={(d) => centre(d.c)}
                  y={(d) => y(d.v)}
                  className="kk-chart__line"
                />
                {categories.map((c, i) => (
                  <circle key={c} data-testid="chart-point" cx={centre(c)} cy={y(s.values[i] ?? 0)} r={3.5}>
                    <title>{tip(s, i)}</title>
                  </circle>
                ))}
              </g>
            ))}
            <AxisBottom
              top={innerH}
              scale={x}
              stroke="currentColor"
              tickStroke="currentColor"
              tickValues={labelled}
              tickLabelProps={{ className: 'kk-chart__tick', textAnchor: 'middle' }}
            />
          </Group>
        </svg>
      </div>
      <ul className="kk-chart__legend" aria-hidden="true">
        {series.map((s) => (
          <li key={s.key}>
            <span className={`kk-chart__swatch kk-chart__${s.tone} kk-chart__swatch--${s.as}`} />
            {s.name}
          </li>
        ))}
      </ul>
    </figure>
  );
}
