import { useId, useState, type ReactNode } from 'react';
import { MAX_DAILY_NEW, type Progress } from '../shared/progress';
import { buildQueue, todayCounts } from '../shared/schedule';
import { scopeChoices, type Scope } from '../shared/scope';
import type { BankIndex } from '../shared/types';
import styles from './practice.module.css';

interface Props {
  bank: BankIndex;
  scope: Scope;
  scopeIds: readonly string[];
  progress: Progress;
  onScope: (scope: Scope) => void;
  onStart: () => void;
  onDailyLimit: (limit: number) => void;
}

const encode = (scope: Scope) => (scope.kind === 'all' ? 'all' : `${scope.kind}:${scope.value}`);

function decode(value: string): Scope {
  const split = value.indexOf(':');
  if (split === -1) return { kind: 'all' };
  return { kind: value.slice(0, split) as Exclude<Scope['kind'], 'all'>, value: value.slice(split + 1) };
}

/** Scope, counts (「共 N 题」, due, new), the daily limit of new questions, and 「开始练习」. */
export default function StartScreen({
  bank,
  scope,
  scopeIds,
  progress,
  onScope,
  onStart,
  onDailyLimit,
}: Props): ReactNode {
  const scopeLabel = useId();
  const limitLabel = useId();
  const now = Date.now();
  const queue = buildQueue(progress, scopeIds, now);
  const { practised } = todayCounts(progress, now);
  const { categories, tags } = scopeChoices(bank);
  const page =
    scope.kind === 'page' ? bank.pages.find((candidate) => candidate.url === scope.value) : undefined;
  const due = queue.due.length + queue.soon.length;
  const ready = due + queue.fresh.length;
  const [limitText, setLimitText] = useState(String(progress.settings.dailyNewLimit));
  const limitValid = /^\d+$/.test(limitText) && Number(limitText) <= MAX_DAILY_NEW;
  return (
    <section aria-labelledby={scopeLabel} className={styles.start}>
      <p>
        <label id={scopeLabel} htmlFor={`${scopeLabel}-select`}>
          练习范围
        </label>
        <select
          id={`${scopeLabel}-select`}
          className={styles.select}
          value={encode(scope)}
          onChange={(event) => onScope(decode(event.target.value))}
        >
          <option value="all">全部题目</option>
          {scope.kind === 'page' && <option value={encode(scope)}>本页：{page?.title ?? scope.value}</option>}
          {scope.kind !== 'page' && scope.kind !== 'all' && scopeIds.length === 0 && (
            <option value={encode(scope)}>没有题目：{scope.value}</option>
          )}
          <optgroup label="栏目">
            {bank.sections.map(({ key, label }) => (
              <option key={key} value={`section:${key}`}>
                {label}
              </option>
            ))}
          </optgroup>
          <optgroup label="分类">
            {categories.map(([name, count]) => (
              <option key={name} value={`category:${name}`}>
                {name}（{count}）
              </option>
            ))}
          </optgroup>
          <optgroup label="标签">
            {tags.map(([name, count]) => (
              <option key={name} value={`tag:${name}`}>
                {name}（{count}）
              </option>
            ))}
          </optgroup>
        </select>
      </p>
      <ul className={styles.counts} aria-live="polite">
        <li>
          共 <strong data-count="total">{scopeIds.length}</strong> 题
        </li>
        <li>
          今日待复习 <strong data-count="due">{due}</strong> 题
        </li>
        <li>
          新题 <strong data-count="new">{queue.newTotal}</strong> 题，今天还可学{' '}
          <strong data-count="room">{queue.fresh.length}</strong> 题
        </li>
        <li>
          今日已练 <strong data-count="practised">{practised}</strong> 题
        </li>
      </ul>
      <p>
        <label htmlFor={limitLabel}>每天新题上限</label>
        <input
          id={limitLabel}
          className={styles.limit}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_DAILY_NEW}
          value={limitText}
          aria-invalid={!limitValid}
          aria-describedby={limitValid ? undefined : `${limitLabel}-error`}
          onChange={(event) => {
            const text = event.target.value.trim();
            setLimitText(text);
            if (/^\d+$/.test(text) && Number(text) <= MAX_DAILY_NEW) onDailyLimit(Number(text));
          }}
        />
        {!limitValid && (
          <span id={`${limitLabel}-error`} className={styles.fieldError}>
            请输入 0 到 {MAX_DAILY_NEW} 之间的整数；仍按 {progress.settings.dailyNewLimit} 题计算。
          </span>
        )}
      </p>
      <button
        type="button"
        className="button button--primary button--lg"
        disabled={ready === 0}
        onClick={onStart}
      >
        开始练习
      </button>
      {ready === 0 && scopeIds.length > 0 && <p>这个范围今天没有要练的题了。</p>}
      {scopeIds.length === 0 && <p>这个范围里没有题目，请换一个范围。</p>}
    </section>
  );
}
