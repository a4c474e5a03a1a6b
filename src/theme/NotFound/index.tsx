import { PageMetadata } from '@docusaurus/theme-common';
import NotFound from '@theme-original/NotFound';
import type { ReactNode } from 'react';

const DESCRIPTION = '找不到这个页面：链接可能已失效。可以从首页、全部笔记或站内搜索继续阅读。';

/** The original not-found page plus the meta description every other page has (Lighthouse SEO). */
export default function NotFoundWrapper(): ReactNode {
  return (
    <>
      <PageMetadata description={DESCRIPTION} />
      <NotFound />
    </>
  );
}
