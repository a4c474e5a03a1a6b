import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SectionCards from '@site/src/components/SectionCards';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';
import styles from './index.module.css';

const blurbTopics = ['React', 'Vue.js', 'Typescript', 'Nodejs', 'Python', 'Docker'] as const;

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout description={siteConfig.tagline}>
      {/* One main holds the hero too: a header outside it would be a second banner landmark. */}
      <main>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              {siteConfig.title}
            </Heading>
            <p className={styles.tagline}>{siteConfig.tagline}</p>
            <p className={styles.blurb}>
              日常学习与面试准备的笔记：
              {blurbTopics.map((topic) => (
                <span key={topic} className={styles.topic}>
                  {topic}
                </span>
              ))}
              ，以及浏览器、网络、算法与设计模式。每个示例都经过编译或运行验证。
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs">
                浏览全部笔记
              </Link>
              <Link className="button button--secondary button--lg" to="/docs/Tutorial/intro">
                本站怎么写
              </Link>
            </div>
          </div>
        </header>
        <div className="container margin-vert--xl">
          <Heading as="h2" className={styles.sectionsTitle}>
            按主题阅读
          </Heading>
          <SectionCards />
        </div>
      </main>
    </Layout>
  );
}
