import Link from '@docusaurus/Link';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { RATINGS, type Rating } from '../shared/schedule';
import type { BankAnswer, BankIndex } from '../shared/types';
import type { BankLoader } from './bankLoader';
import styles from './practice.module.css';

interface Props {
  bank: BankIndex;
  loader: BankLoader;
  /** The question shown; undefined when the session is done. */
  questionId: string | undefined;
  /** Questions left in the queue, this one included. */
  remaining: number;
  onGrade: (id: string, rating: Rating) => void;
  onFinish: () => void;
}

type AnswerState =
  | { status: 'hidden' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'shown'; answer: BankAnswer };

/** Keys typed into a form control are the control's, not shortcuts. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));

/** One question at a time: 「显示答案」 (Space), then a grade (1–4). */
export default function Session({
  bank,
  loader,
  questionId,
  remaining,
  onGrade,
  onFinish,
}: Props): ReactNode {
  const [answer, setAnswer] = useState<AnswerState>({ status: 'hidden' });
  const answerHeading = useRef<HTMLHeadingElement>(null);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const question = bank.questions.find(({ id }) => id === questionId);
  const page = question && bank.pages[question.page];
  const section = page && bank.sections.find(({ key }) => key === page.section);

  // A new question remounts the session (keyed by id): its answer starts hidden, and focus moves to it.
  useEffect(() => {
    questionHeading.current?.focus();
  }, []);

  const reveal = useCallback(() => {
    if (!question) return;
    setAnswer({ status: 'loading' });
    loader.loadChunk(bank, question.chunk).then(
      (chunk) => {
        const found = chunk.answers[question.id];
        setAnswer(
          found
            ? { status: 'shown', answer: found }
            : { status: 'error', message: '答案文件里没有这道题，请刷新页面。' },
        );
      },
      (error: unknown) => setAnswer({ status: 'error', message: (error as Error).message }),
    );
  }, [bank, loader, question]);

  useEffect(() => {
    if (answer.status === 'shown') answerHeading.current?.focus();
  }, [answer.status]);

  // Attached as the session commits (layout effect), so a key pressed as soon as a question shows counts.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!question || typing(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === ' ' && answer.status === 'hidden') {
        event.preventDefault();
        reveal();
      } else if (answer.status === 'shown') {
        const choice = RATINGS.find(({ key }) => key === event.key);
        if (choice) {
          event.preventDefault();
          onGrade(question.id, choice.rating);
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [answer.status, onGrade, question, reveal]);

  if (!question || !page) {
    return (
      <section className={styles.session} aria-labelledby="practice-done">
        <h2 id="practice-done" ref={questionHeading} tabIndex={-1}>
          今日练习完成
        </h2>
        <p>这个范围里今天要复习的题和新题都练完了。</p>
        <button type="button" className="button button--primary" onClick={onFinish}>
          返回
        </button>
      </section>
    );
  }

  return (
    <section className={styles.session} aria-labelledby="practice-question">
      <p className={styles.source}>
        {section?.label} · <Link to={page.url}>{page.title}</Link>
        <span className={styles.remaining}>本轮还剩 {remaining} 题</span>
      </p>
      <h2 id="practice-question" ref={questionHeading} tabIndex={-1} className={styles.question}>
        {question.text}
      </h2>
      {answer.status === 'hidden' && (
        <button type="button" className="button button--primary" onClick={reveal} aria-keyshortcuts="Space">
          显示答案 <kbd>空格</kbd>
        </button>
      )}
      {answer.status === 'loading' && <p role="status">正在加载答案…</p>}
      {answer.status === 'error' && (
        <div className="alert alert--danger" role="alert">
          <p>{answer.message}</p>
          <button type="button" className="button button--secondary" onClick={reveal}>
            重试
          </button>
        </div>
      )}
      {answer.status === 'shown' && (
        <>
          <div className={styles.answer} aria-labelledby="practice-answer">
            <h3 id="practice-answer" ref={answerHeading} tabIndex={-1} className={styles.visuallyHidden}>
              答案
            </h3>
            {/* The build's own HTML of the note (plugins/practice/src/node/extractAnswers.ts), not reader input. */}
            <div
              className="markdown"
              dangerouslySetInnerHTML={{ __html: answer.answer.conclusion + answer.answer.reasoning }}
            />
            <p>
              <Link to={answer.answer.href}>在笔记中查看这道题</Link>
            </p>
          </div>
          <div className={styles.grades} role="group" aria-label="评分：这道题答得怎么样">
            {RATINGS.map(({ rating, label, key }) => (
              <button
                key={rating}
                type="button"
                className="button button--secondary"
                aria-keyshortcuts={key}
                onClick={() => onGrade(question.id, rating)}
              >
                {label} <kbd>{key}</kbd>
              </button>
            ))}
          </div>
        </>
      )}
      <p>
        <button type="button" className="button button--link" onClick={onFinish}>
          结束练习
        </button>
      </p>
    </section>
  );
}
