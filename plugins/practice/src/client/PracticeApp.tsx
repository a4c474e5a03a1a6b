import { useHistory, useLocation } from '@docusaurus/router';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { emptyProgress, mergeProgress, type Progress } from '../shared/progress';
import { buildQueue, grade, nextQuestion, queueLength, type Rating } from '../shared/schedule';
import { PRACTICE_PATH, questionsInScope, scopeFromQuery, scopeToQuery, type Scope } from '../shared/scope';
import type { BankIndex } from '../shared/types';
import { BankLoader } from './bankLoader';
import { ProgressStore } from './progressStore';
import ProgressCharts from './ProgressCharts';
import ProgressTransfer from './ProgressTransfer';
import Session from './Session';
import StartScreen from './StartScreen';
import styles from './practice.module.css';

type BankState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; bank: BankIndex };

function useProgress(store: ProgressStore): { progress: Progress; persistent: boolean } {
  const [state, setState] = useState({ progress: store.current, persistent: store.isPersistent });
  useEffect(() => {
    const unsubscribe = store.subscribe((progress, persistent) => setState({ progress, persistent }));
    const onStorage = (event: StorageEvent) => store.handleStorageEvent(event);
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [store]);
  return state;
}

/** Loads the bank, keeps the scope in the URL, and switches between start screen and session. */
export default function PracticeApp({ manifestUrl }: { manifestUrl: string }): ReactNode {
  const loader = useMemo(() => new BankLoader(manifestUrl), [manifestUrl]);
  const store = useMemo(() => new ProgressStore(window), []);
  const { progress, persistent } = useProgress(store);
  const [bankState, setBankState] = useState<BankState>({ status: 'loading' });
  const [current, setCurrent] = useState<string | undefined>();
  /** Questions left in this session's queue, the one shown included. */
  const [remaining, setRemaining] = useState(0);
  const [inSession, setInSession] = useState(false);
  const location = useLocation();
  const history = useHistory();
  const scope = useMemo(() => scopeFromQuery(location.search), [location.search]);

  const load = useCallback(() => {
    setBankState({ status: 'loading' });
    loader.loadIndex().then(
      (bank) => setBankState({ status: 'ready', bank }),
      (error: unknown) => setBankState({ status: 'error', message: (error as Error).message }),
    );
  }, [loader]);
  useEffect(load, [load]);

  const bank = bankState.status === 'ready' ? bankState.bank : undefined;
  const scopeIds = useMemo(
    () => (bank ? questionsInScope(bank, scope).map(({ id }) => id) : []),
    [bank, scope],
  );

  const start = useCallback(() => {
    if (!bank) return;
    const queue = buildQueue(store.current, scopeIds, Date.now());
    const byId = new Map(bank.questions.map((question) => [question.id, question]));
    // The session's answers load now, so it keeps going without the network.
    for (const chunk of new Set(
      [...queue.due, ...queue.fresh, ...queue.soon].map((id) => byId.get(id)!.chunk),
    ))
      loader.loadChunk(bank, chunk).catch(() => undefined);
    setCurrent(nextQuestion(queue));
    setRemaining(queueLength(queue));
    setInSession(true);
  }, [bank, loader, scopeIds, store]);

  const onGrade = useCallback(
    (id: string, rating: Rating) => {
      store.update((before) => grade(before, id, rating, Date.now()));
      const queue = buildQueue(store.current, scopeIds, Date.now());
      setCurrent(nextQuestion(queue));
      setRemaining(queueLength(queue));
    },
    [scopeIds, store],
  );

  const setScope = useCallback(
    (next: Scope) => history.replace(`${PRACTICE_PATH}${scopeToQuery(next)}`),
    [history],
  );

  return (
    <>
      {!persistent && (
        <p className={`alert alert--warning ${styles.notice}`} role="status">
          浏览器存储不可用或已满：可以继续练习，但本次的进度不会被保存。
        </p>
      )}
      {bankState.status === 'loading' && <p role="status">正在加载题库…</p>}
      {bankState.status === 'error' && (
        <div className={`alert alert--danger ${styles.notice}`} role="alert">
          <p>{bankState.message}</p>
          <button type="button" className="button button--secondary" onClick={load}>
            重试
          </button>
        </div>
      )}
      {bank && !inSession && (
        <StartScreen
          bank={bank}
          scope={scope}
          scopeIds={scopeIds}
          progress={progress}
          onScope={setScope}
          onStart={start}
          onDailyLimit={(limit) =>
            store.update((before) => ({
              ...before,
              settings: { dailyNewLimit: limit, changedAt: Date.now() },
            }))
          }
        />
      )}
      {bank && !inSession && <ProgressCharts bank={bank} progress={progress} now={Date.now()} />}
      {bank && !inSession && (
        <ProgressTransfer
          progress={progress}
          onImport={(imported) => store.update((before) => mergeProgress(before, imported))}
          onReset={() => store.replace(emptyProgress())}
        />
      )}
      {bank && inSession && (
        <Session
          key={current ?? 'done'}
          bank={bank}
          loader={loader}
          questionId={current}
          remaining={remaining}
          onGrade={onGrade}
          onFinish={() => setInSession(false)}
        />
      )}
    </>
  );
}
