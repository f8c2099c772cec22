// The dashboard's chart of the last twelve weeks: the articles confirmed each week, stacked by
// their status group now. Drawn with plain elements and percentages (no chart library, no
// measuring, no animation): on a phone the library's chart cost more main-thread time than the
// rest of the dashboard together. A table with the same figures is there for screen readers.
import { PRODUCTION_STATUS_GROUPS, type TrackWeek } from '@atelier/domain';
import { VisuallyHidden } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../kits/orders';
import { currentLocale } from '../../lib/i18n';

const GROUP_COLOUR = {
  received: 'var(--mantine-color-gray-5)',
  inprogress: 'var(--mantine-color-blue-6)',
  withoutstock: 'var(--mantine-color-orange-6)',
  onhold: 'var(--mantine-color-red-6)',
  ready: 'var(--mantine-color-teal-6)',
} as const;

const PLOT_HEIGHT = 200;
/** Every fourth week is named under the axis: twelve dates do not fit side by side on a phone. */
const LABEL_EVERY = 4;

/** The axis's top and its steps: whole numbers, about four of them, one step at the least. */
export function axisTicks(highest: number): number[] {
  const rough = Math.max(1, highest / 4);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ??
    10 * magnitude;
  const top = Math.max(step, Math.ceil(highest / step) * step);
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

const small: CSSProperties = {
  fontSize: 'var(--mantine-font-size-xs)',
  color: 'var(--mantine-color-dimmed)',
  lineHeight: 1,
  whiteSpace: 'nowrap',
};

export default function ProductionChart({ weeks }: { weeks: TrackWeek[] }) {
  const { t } = useTranslation(['track', 'enums']);
  const locale = currentLocale();
  const groupLabel = (group: (typeof PRODUCTION_STATUS_GROUPS)[number]) =>
    t(`enums:productionStatusGroups.${group}`);
  const totals = weeks.map((week) =>
    PRODUCTION_STATUS_GROUPS.reduce((sum, group) => sum + week[group], 0),
  );
  const ticks = axisTicks(Math.max(0, ...totals));
  const top = ticks[ticks.length - 1] ?? 1;
  const share = (value: number) => `${(100 * value) / top}%`;
  return (
    <>
      <div role="img" aria-label={t('summary.chartLabel')}>
        <div style={{ display: 'flex', gap: 8 }}>
          <div style={{ position: 'relative', width: 28, height: PLOT_HEIGHT }}>
            {ticks.map((tick) => (
              <span
                key={tick}
                style={{
                  ...small,
                  position: 'absolute',
                  right: 0,
                  bottom: share(tick),
                  transform: 'translateY(50%)',
                }}
              >
                {tick}
              </span>
            ))}
          </div>
          <div style={{ flex: 1, minWidth: 0 }}>
            <div
              style={{
                position: 'relative',
                height: PLOT_HEIGHT,
                display: 'flex',
                alignItems: 'flex-end',
                gap: '2%',
                borderBottom: '1px solid var(--mantine-color-default-border)',
              }}
            >
              {ticks.slice(1).map((tick) => (
                <div
                  key={tick}
                  style={{
                    position: 'absolute',
                    left: 0,
                    right: 0,
                    bottom: share(tick),
                    borderTop: '1px dashed var(--mantine-color-default-border)',
                  }}
                />
              ))}
              {weeks.map((week, index) => (
                <div
                  key={week.week_start}
                  data-week={week.week_start}
                  style={{
                    position: 'relative',
                    flex: 1,
                    height: share(totals[index] ?? 0),
                    display: 'flex',
                    flexDirection: 'column-reverse',
                  }}
                >
                  {PRODUCTION_STATUS_GROUPS.map((group) =>
                    week[group] > 0 ? (
                      <div
                        key={group}
                        data-group={group}
                        title={`${groupLabel(group)}: ${week[group]}`}
                        style={{
                          flexGrow: week[group],
                          flexBasis: 0,
                          background: GROUP_COLOUR[group],
                        }}
                      />
                    ) : null,
                  )}
                </div>
              ))}
            </div>
            <div style={{ position: 'relative', height: 22 }}>
              {weeks.map((week, index) =>
                index % LABEL_EVERY === 0 ? (
                  <span
                    key={week.week_start}
                    style={{
                      ...small,
                      position: 'absolute',
                      top: 8,
                      left: `${(100 * index) / weeks.length}%`,
                    }}
                  >
                    {formatDay(week.week_start, locale)}
                  </span>
                ) : null,
              )}
            </div>
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: '4px 16px',
            marginTop: 8,
          }}
        >
          {PRODUCTION_STATUS_GROUPS.map((group) => (
            <span key={group} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <span
                style={{ width: 10, height: 10, borderRadius: 2, background: GROUP_COLOUR[group] }}
              />
              <span style={{ fontSize: 'var(--mantine-font-size-sm)' }}>{groupLabel(group)}</span>
            </span>
          ))}
        </div>
      </div>
      <VisuallyHidden>
        <table>
          <caption>{t('summary.chartTitle')}</caption>
          <thead>
            <tr>
              <td />
              {PRODUCTION_STATUS_GROUPS.map((group) => (
                <th key={group} scope="col">
                  {groupLabel(group)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week_start}>
                <th scope="row">
                  {t('summary.week', { date: formatDay(week.week_start, locale) })}
                </th>
                {PRODUCTION_STATUS_GROUPS.map((group) => (
                  <td key={group}>{week[group]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
}
