import type { ReactNode } from 'react';
import type { Progress } from '../shared/progress';
import { dueBySection, practiceDays, retention } from '../shared/stats';
import type { BankIndex } from '../shared/types';
import styles from './practice.module.css';

/** Five weeks of days in the calendar, a week per column. */
const CALENDAR_DAYS = 35;
const CELL = 14;

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`);

/** Due per section, retention over 30 days and a calendar of practice days, as small SVG. */
export default function ProgressCharts({
  bank,
  progress,
  now,
}: {
  bank: BankIndex;
  progress: Progress;
  now: number;
}): ReactNode {
  const sections = dueBySection(bank, progress, now);
  const kept = retention(progress, now);
  const calendar = practiceDays(progress, now, CALENDAR_DAYS);
  const activeDays = calendar.filter(({ grades }) => grades > 0).length;
  const mostDue = Math.max(1, ...sections.map(({ due }) => due));
  const mostGrades = Math.max(1, ...calendar.map(({ grades }) => grades));
  const firstWeekday = new Date(calendar[0]!.day).getDay();
  const points = kept.perDay
    .map(({ reviews, recalled }, index) =>
      reviews === 0 ? undefined : `${index * 6},${40 - (recalled / reviews) * 36}`,
    )
    .filter(Boolean)
    .join(' ');

  return (
    <section className={styles.stats} aria-labelledby="practice-stats">
      <h2 id="practice-stats">学习统计</h2>
      <div className={styles.statsGrid}>
        <figure className={styles.chart}>
          <figcaption>各栏目今日待复习</figcaption>
          {sections.length === 0 ? (
            <p>今天没有待复习的题。</p>
          ) : (
            <table className={styles.bars}>
              <tbody>
                {sections.map(({ key, label, due }) => (
                  <tr key={key}>
                    <th scope="row">{label}</th>
                    <td>{due}</td>
                    <td aria-hidden="true">
                      <svg width="100" height="10" className={styles.bar}>
                        <rect width={Math.max(2, (due / mostDue) * 100)} height="10" rx="2" />
                      </svg>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </figure>
        <figure className={styles.chart}>
          <figcaption>
            近 30 天记住率：<strong data-count="retention">{percent(kept.recalled, kept.reviews)}</strong>
            （复习 {kept.reviews} 次）
          </figcaption>
          <svg viewBox="0 0 180 44" width="180" height="44" className={styles.line} aria-hidden="true">
            <line x1="0" y1="40" x2="180" y2="40" className={styles.axis} />
            <line x1="0" y1="4" x2="180" y2="4" className={styles.axis} />
            {points && <polyline points={points} />}
            {kept.perDay.map(({ reviews, recalled }, index) =>
              reviews === 0 ? null : (
                <circle key={index} cx={index * 6} cy={40 - (recalled / reviews) * 36} r="2" />
              ),
            )}
          </svg>
        </figure>
        <figure className={styles.chart}>
          <figcaption>
            近 5 周练习了 <strong data-count="active-days">{activeDays}</strong> 天
          </figcaption>
          <svg
            width={6 * (CELL + 2)}
            height={7 * (CELL + 2)}
            className={styles.calendar}
            role="img"
            aria-label={`练习日历：近 ${CALENDAR_DAYS} 天中有 ${activeDays} 天练习过`}
          >
            {calendar.map(({ day, grades }, index) => {
              const slot = index + firstWeekday;
              const level = grades === 0 ? 0 : Math.ceil((grades / mostGrades) * 3);
              return (
                <rect
                  key={day}
                  x={Math.floor(slot / 7) * (CELL + 2)}
                  y={(slot % 7) * (CELL + 2)}
                  width={CELL}
                  height={CELL}
                  rx="2"
                  className={styles[`level${level}`]}
                  data-grades={grades}
                />
              );
            })}
          </svg>
        </figure>
      </div>
    </section>
  );
}
