import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { currentLocale } from '@/lib/i18n';
import { useDarkTheme } from '@/lib/theme';

export interface MinuteSeries {
  label: string;
  /** One value a minute, oldest first, ending with the minute of `at`. */
  values: number[];
  /** The theme token of its colour (`--chart-taken`): at least 3:1 on the card in either theme. */
  color: string;
}

/** The theme's colour of a token, read when drawing since a canvas cannot use CSS variables. */
const themeColor = (token: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(token).trim() || 'currentColor';

/**
 * Per-minute series as lines over clock time, drawn with uPlot to fit its box. Decorative for
 * screen readers: the page shows the same figures in a table, so the chart is hidden from them.
 */
export function MinuteChart({
  at,
  series,
  height,
}: {
  at: string;
  series: MinuteSeries[];
  height: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  // The canvas holds colours, not tokens: it is drawn again when the theme changes.
  const dark = useDarkTheme();
  const shape = series.map((s) => `${s.label}:${s.color}`).join('|');
  const data = alignedData(at, series);

  // A chart is made again only when its series change; new figures are set on the one drawn.
  useEffect(() => {
    const element = box.current!;
    const axis = {
      stroke: themeColor('--muted-foreground'),
      grid: { stroke: themeColor('--border'), width: 1 },
      ticks: { stroke: themeColor('--border'), width: 1 },
    };
    const made = new uPlot(
      {
        width: element.clientWidth,
        height,
        // The page lists each series beside its chart, with its colour and count.
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, y: { range: (_, min, max) => [0, Math.max(1, max, min)] } },
        axes: [
          {
            ...axis,
            values: (_, ticks) =>
              ticks.map((tick) =>
                new Date(tick * 1000).toLocaleTimeString(currentLocale(), {
                  hour: '2-digit',
                  minute: '2-digit',
                  // A day's clock on the axis, shorter than "02:20 PTG".
                  hourCycle: 'h23',
                }),
              ),
          },
          { ...axis, size: 40, values: (_, ticks) => ticks.map((tick) => `${tick}`) },
        ],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: themeColor(s.color),
            width: 2,
            points: { show: false },
          })),
        ],
      },
      data,
      element,
    );
    plot.current = made;
    const resize = new ResizeObserver(() => made.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      made.destroy();
      plot.current = null;
    };
    // `data` is set by the effect below; `series` is summed up by `shape`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shape, height, dark]);

  useEffect(() => {
    plot.current?.setData(data);
  });

  return <div ref={box} aria-hidden="true" className="w-full min-w-0 overflow-hidden" />;
}

/** uPlot's columns: the minutes as Unix seconds, then each series. */
function alignedData(at: string, series: MinuteSeries[]): uPlot.AlignedData {
  const minutes = series[0]?.values.length ?? 0;
  const last = Math.floor(Date.parse(at) / 60_000) * 60;
  const times = Array.from({ length: minutes }, (_, i) => last - (minutes - 1 - i) * 60);
  return [times, ...series.map((s) => s.values)];
}
