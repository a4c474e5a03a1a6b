import BrowserOnly from '@docusaurus/BrowserOnly';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { useEffect, type ReactNode } from 'react';
import type { PracticeRouteData } from '../shared/types';
import PracticeApp from './PracticeApp';
import { registerOffline } from './registerOffline';
import styles from './practice.module.css';

/** /practice: the start screen and sessions run in the browser only (progress lives there). */
export default function PracticePage({ data }: { data: PracticeRouteData }): ReactNode {
  // After the page is up: the worker caches the page and the bank for the next visit, offline.
  useEffect(() => registerOffline(data.serviceWorkerUrl, data.scope), [data.serviceWorkerUrl, data.scope]);
  return (
    <Layout title="刷题" description="把笔记里的全部面试题当作间隔重复卡片来练习，进度只保存在你的浏览器里。">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">刷题</Heading>
        {/* As tall as the screen from the start, so the screens that replace the placeholder push nothing in view (CLS). */}
        <div className={styles.app}>
          <BrowserOnly fallback={<p role="status">正在加载题库…</p>}>
            {() => <PracticeApp manifestUrl={data.manifestUrl} />}
          </BrowserOnly>
        </div>
      </main>
    </Layout>
  );
}
