import type { Dashboard } from '@shop/contracts';
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarRounded, LinePath } from '@visx/shape';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useFormat } from '../i18n/i18n';

const height = 260;
const margin = { top: 8, right: 84, bottom: 28, left: 40 };
const colours = { orders: '#9cc3cc', revenue: '#0f4c5c', grid: '#e3e8ea', axis: '#5b6b70' };
const tickLabel = { fill: colours.axis, fontSize: 12 } as const;

interface Day {
  date: string;
  orders: number;
  revenue: number;
}

/**
 * Orders (bars) and revenue in one currency (line) per day, drawn with visx (d3 scales, plain SVG:
 * a fraction of a charting framework's code on the first screen). The chart is a picture for
 * sighted users; the same figures are in the table beside it, so it is hidden from screen readers.
 */
export default function DashboardChart({ days, currency }: { days: Dashboard['days']; currency: string }) {
  const t = useTranslations();
  const [ref, width] = useWidth();
  const data: Day[] = days.map((day) => ({
    date: day.date,
    orders: day.orders,
    revenue: day.revenue.find((r) => r.currency === currency)?.revenue ?? 0,
  }));
  return (
    <div className="chart" aria-hidden="true">
      <div ref={ref}>{width > 0 && <DaysChart data={data} width={width} currency={currency} />}</div>
      <ul className="chart-legend">
        <li>
          <span className="swatch" style={{ background: colours.orders }} />
          {t('dashboard.orders')}
        </li>
        <li>
          <span className="swatch" style={{ background: colours.revenue }} />
          {t('dashboard.revenueIn', { currency })}
        </li>
      </ul>
    </div>
  );
}

/**
 * The width of the element `ref` is put on: read before the browser paints (so the chart is drawn
 * with the page, not a frame or two later as a resize observer alone would), then on each resize.
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current!;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function DaysChart({ data, width, currency }: { data: Day[]; width: number; currency: string }) {
  const format = useFormat();
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;
  const x = scaleBand({ domain: data.map((d) => d.date), range: [0, innerWidth], padding: 0.25 });
  const orders = scaleLinear({
    domain: [0, Math.max(1, ...data.map((d) => d.orders))],
    range: [innerHeight, 0],
    nice: true,
  });
  const revenue = scaleLinear({
    domain: [0, Math.max(1, ...data.map((d) => d.revenue))],
    range: [innerHeight, 0],
    nice: true,
  });
  const centre = (d: Day) => (x(d.date) ?? 0) + x.bandwidth() / 2;
  // About one date label per 70 pixels.
  const every = Math.max(1, Math.ceil(data.length / Math.max(1, innerWidth / 70)));
  return (
    <div className="chart-canvas">
      <svg width={width} height={height} aria-hidden="true">
        <Group left={margin.left} top={margin.top}>
          <GridRows scale={orders} width={innerWidth} numTicks={5} stroke={colours.grid} />
          {data.map((d) => {
            const top = orders(d.orders);
            return (
              <BarRounded
                key={d.date}
                x={x(d.date) ?? 0}
                y={top}
                width={x.bandwidth()}
                height={Math.max(0, innerHeight - top)}
                radius={d.orders > 0 ? 3 : 0}
                top
                fill={colours.orders}
              />
            );
          })}
          <LinePath data={data} x={centre} y={(d) => revenue(d.revenue)} stroke={colours.revenue} strokeWidth={2} />
          <AxisLeft
            scale={orders}
            numTicks={5}
            tickFormat={(value) => (Number.isInteger(Number(value)) ? format.number(Number(value)) : '')}
            stroke={colours.grid}
            tickStroke={colours.grid}
            tickLabelProps={tickLabel}
          />
          <AxisRight
            left={innerWidth}
            scale={revenue}
            numTicks={5}
            tickFormat={(value) => format.money(Number(value), currency)}
            stroke={colours.grid}
            tickStroke={colours.grid}
            tickLabelProps={tickLabel}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={data.filter((_, i) => i % every === 0).map((d) => d.date)}
            tickFormat={format.day}
            stroke={colours.grid}
            tickStroke={colours.grid}
            tickLabelProps={tickLabel}
          />
        </Group>
      </svg>
    </div>
  );
}
