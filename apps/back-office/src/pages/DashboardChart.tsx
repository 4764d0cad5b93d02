import type { Dashboard } from '@shop/contracts';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat, useT } from '../i18n/i18n';

/**
 * Orders (bars) and revenue in one currency (line) per day. The chart is a picture for sighted
 * users; the same figures are in the table beside it, so it is hidden from screen readers.
 */
export default function DashboardChart({ days, currency }: { days: Dashboard['days']; currency: string }) {
  const t = useT();
  const format = useFormat();
  const data = days.map((day) => ({
    date: day.date,
    orders: day.orders,
    revenue: day.revenue.find((r) => r.currency === currency)?.revenue ?? 0,
  }));
  const orders = t('dashboard.orders');
  const revenue = t('dashboard.revenueIn', { currency });
  return (
    <div className="chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={260}>
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e3e8ea" vertical={false} />
          <XAxis dataKey="date" tickFormatter={format.day} tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis yAxisId="orders" allowDecimals={false} tick={{ fontSize: 12 }} width={36} />
          <YAxis
            yAxisId="revenue"
            orientation="right"
            tick={{ fontSize: 12 }}
            width={80}
            tickFormatter={(value: number) => format.money(value, currency)}
          />
          <Tooltip
            labelFormatter={(label) => format.day(String(label))}
            formatter={(value, name) =>
              name === revenue ? format.money(Number(value), currency) : format.number(Number(value))
            }
          />
          <Legend />
          <Bar
            yAxisId="orders"
            dataKey="orders"
            name={orders}
            fill="#9cc3cc"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
          <Line
            yAxisId="revenue"
            dataKey="revenue"
            name={revenue}
            stroke="#0f4c5c"
            strokeWidth={2}
            dot={false}
            type="linear"
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
