import Link from '@docusaurus/Link';
import SectionCards from '@site/src/components/SectionCards';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';
import styles from './docs.module.css';

/** /docs: an overview of every section (no doc claims the bare /docs path). */
export default function DocsOverview(): ReactNode {
  return (
    <Layout
      title="全部笔记"
      description="码途笔记的全部栏目：TypeScript、React、JavaScript、Vue、Liunx、Docker、Python、HTML 与 CSS，以及其他计算机基础。"
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">全部笔记</Heading>
        <p className={styles.intro}>
          笔记按十个栏目组织，每个栏目有自己的侧边栏。第一次来可以先读
          <Link to="/docs/Tutorial/intro">教程</Link>
          了解本站的写法；准备面试时，各栏目的“面试题”分类和带有
          <Link to="/docs/tags/面试题">面试题</Link>
          标签的页面最值得先看；想按标签浏览，请到<Link to="/docs/tags">标签索引</Link>。
        </p>
        <SectionCards headingLevel="h2" />
      </main>
    </Layout>
  );
}
