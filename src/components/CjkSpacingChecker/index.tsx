import { useId, useState, type ReactNode } from 'react';

import { checkSpacing, type SpacingIssue } from '../../lib/cjkSpacing';

import styles from './styles.module.css';

export type CjkSpacingCheckerProps = {
  /** 文本框里的初始内容。 */
  readonly initialText?: string;
  /** 最多列出多少处问题，超出的只给出数量。 */
  readonly maxIssues?: number;
};

const DEFAULT_TEXT = '码途笔记用Docusaurus 3搭建，运行npm test会检查全部笔记。\n每篇笔记至少写1000个汉字。';

function describeIssue(issue: SpacingIssue): string {
  const order = issue.kind === 'han-latin' ? '汉字后紧跟拉丁字符' : '拉丁字符后紧跟汉字';
  return `第 ${issue.line} 行第 ${issue.column} 列：「${issue.left}${issue.right}」${order}`;
}

export default function CjkSpacingChecker({
  initialText = DEFAULT_TEXT,
  maxIssues = 20,
}: CjkSpacingCheckerProps): ReactNode {
  const [text, setText] = useState(initialText);
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const issuesId = `${id}-issues`;
  const fixedId = `${id}-fixed`;

  const report = checkSpacing(text);
  const shown = report.issues.slice(0, maxIssues);
  const hidden = report.issues.length - shown.length;

  return (
    <section className={styles.checker} aria-label="中英文空格检查器">
      <label className={styles.label} htmlFor={inputId}>
        输入一段中文
      </label>
      <p className={styles.hint} id={hintId}>
        汉字与英文字母或数字之间应当有一个空格，下面的结果会随输入实时更新。
      </p>
      <textarea
        id={inputId}
        className={styles.textarea}
        value={text}
        rows={4}
        spellCheck={false}
        aria-describedby={hintId}
        onChange={(event) => setText(event.target.value)}
      />

      <dl className={styles.stats} aria-live="polite">
        <div className={styles.stat}>
          <dt>汉字数</dt>
          <dd>{report.hanCount}</dd>
        </div>
        <div className={styles.stat}>
          <dt>缺少空格</dt>
          <dd>{report.issues.length}</dd>
        </div>
      </dl>

      <h3 className={styles.heading} id={issuesId}>
        发现的问题
      </h3>
      {report.issues.length === 0 ? (
        <p className={styles.ok}>没有发现问题，排版正确。</p>
      ) : (
        <ol className={styles.issues} aria-labelledby={issuesId}>
          {shown.map((issue) => (
            <li key={issue.offset}>
              {describeIssue(issue)}
              <code className={styles.context}>{issue.context}</code>
            </li>
          ))}
          {hidden > 0 ? <li className={styles.more}>另有 {hidden} 处未列出</li> : null}
        </ol>
      )}

      <h3 className={styles.heading} id={fixedId}>
        修正后的文本
      </h3>
      <output className={styles.fixed} htmlFor={inputId} aria-labelledby={fixedId}>
        {report.fixed}
      </output>
    </section>
  );
}
