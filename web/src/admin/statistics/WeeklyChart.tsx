import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { colour, countAxis, figure, percent, px, share } from './chartScale';

export interface Week {
  /** The Monday that starts the week, YYYY-MM-DD. */
  weekStart: string;
  submitted: number;
  marked: number;
  meanTotal: number | null | undefined;
}

interface WeeklyChartProps {
  /** What the chart shows, in a sentence (its accessible name). */
  label: string;
  weeks: readonly Week[];
  /** The most a total can be (the right-hand scale). */
  totalMaximum: number;
}

const PLOT_H = 180;
const AXIS_H = 24;
/** At most this many week labels along the bottom; the others are left out, not squeezed. */
const MAX_LABELS = 10;

const series = {
  submitted: { name: 'Submitted', colour: 'brand-600' },
  marked: { name: 'Marked', colour: 'blue-700' },
  mean: { name: 'Mean total', colour: 'orange-500' },
} as const;

/** "7 Sep" for 2026-09-07 (the date is a day, not an instant: no time zone may shift it). */
export function weekLabel(weekStart: string): string {
  const [y, m, d] = weekStart.split('-').map(Number);
  if (!y || !m || !d) return weekStart;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/**
 * Week by week: how many assignments were submitted and marked (paired columns, counts on the left) and
 * the mean total of the week's marks (a line, on the right, out of the total's maximum).
 */
export function WeeklyChart({ label, weeks, totalMaximum }: WeeklyChartProps) {
  const axis = countAxis(Math.max(0, ...weeks.map((w) => Math.max(w.submitted, w.marked))));
  const n = Math.max(1, weeks.length);
  const slot = 1 / n;
  const every = Math.ceil(n / MAX_LABELS);
  const yCount = (count: number) => px(PLOT_H * (1 - share(count, axis.maximum)));
  const yTotal = (total: number) => px(PLOT_H * (1 - share(total, totalMaximum)));
  const points = weeks
    .map((w, i) => ({ x: i * slot + slot / 2, mean: w.meanTotal, key: w.weekStart }))
    .filter((p): p is { x: number; mean: number; key: string } => typeof p.mean === 'number');
  return (
    <Box>
      <Flex gap="4" wrap="wrap" fontSize="sm" mb="2" aria-hidden="true">
        {Object.values(series).map((s) => (
          <HStack key={s.name} gap="1.5">
            <Box
              w="3"
              h={s === series.mean ? '1' : '3'}
              rounded="sm"
              style={{ background: colour(s.colour) }}
            />
            <Text>{s.name}</Text>
          </HStack>
        ))}
      </Flex>
      <Box ps="8" pe="9" pt="3">
        <svg
          role="img"
          aria-label={label}
          width="100%"
          height={PLOT_H + AXIS_H}
          overflow="visible"
          style={{ display: 'block' }}
          data-testid="weekly-chart"
        >
          {axis.ticks.map((tick, i) => (
            <g key={tick}>
              <line x1="0" x2="100%" y1={yCount(tick)} y2={yCount(tick)} stroke={colour('gray-200')} />
              <text x="-6" y={yCount(tick) + 4} textAnchor="end" fontSize="11" fill={colour('gray-600')}>
                {tick}
              </text>
              {/* The right-hand scale shares the grid lines: the same fraction of the total's maximum. */}
              <text x="100%" dx="6" y={yCount(tick) + 4} fontSize="11" fill={colour('orange-700')}>
                {figure((totalMaximum * i) / (axis.ticks.length - 1), 0)}
              </text>
            </g>
          ))}
          {weeks.map((week, i) => {
            const left = i * slot;
            return (
              <g key={week.weekStart} data-testid="week" data-week={week.weekStart}>
                {(['submitted', 'marked'] as const).map((key, k) => (
                  <rect
                    key={key}
                    x={percent(left + slot * (0.12 + k * 0.38))}
                    y={yCount(week[key])}
                    width={percent(slot * 0.36)}
                    height={PLOT_H - yCount(week[key])}
                    rx={2}
                    fill={colour(series[key].colour)}
                  >
                    <title>{`${weekLabel(week.weekStart)}, ${series[key].name.toLowerCase()}: ${week[key]}`}</title>
                  </rect>
                ))}
                {i % every === 0 ? (
                  <text
                    x={percent(left + slot / 2)}
                    y={PLOT_H + 16}
                    textAnchor="middle"
                    fontSize="11"
                    fill={colour('gray-600')}
                  >
                    {weekLabel(week.weekStart)}
                  </text>
                ) : null}
              </g>
            );
          })}
          <line x1="0" x2="100%" y1={PLOT_H} y2={PLOT_H} stroke={colour('gray-400')} />
          {points.slice(1).map((p, i) => {
            const before = points[i] as (typeof points)[number];
            return (
              <line
                key={p.key}
                x1={percent(before.x)}
                x2={percent(p.x)}
                y1={yTotal(before.mean)}
                y2={yTotal(p.mean)}
                stroke={colour(series.mean.colour)}
                strokeWidth="2"
              />
            );
          })}
          {points.map((p) => (
            <circle
              key={p.key}
              cx={percent(p.x)}
              cy={yTotal(p.mean)}
              r="4"
              fill={colour('white')}
              stroke={colour(series.mean.colour)}
              strokeWidth="2"
              data-testid="week-mean"
            >
              <title>{`${weekLabel(p.key)}, mean total: ${figure(p.mean)}`}</title>
            </circle>
          ))}
        </svg>
      </Box>
    </Box>
  );
}
