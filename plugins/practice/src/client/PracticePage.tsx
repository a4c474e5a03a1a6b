import BrowserOnly from '@docusaurus/BrowserOnly';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';
import type { PracticeRouteData } from '../shared/types';
import PracticeApp from './PracticeApp';
import styles from './practice.module.css';

/** /practice: the start screen and sessions run in the browser only (progress lives there). */
export default function PracticePage({ data }: { data: PracticeRouteData }): ReactNode {
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
