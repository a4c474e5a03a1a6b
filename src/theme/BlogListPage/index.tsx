import { BlogListTitleProvider } from '@site/src/components/BlogListHeading';
import BlogListPage from '@theme-original/BlogListPage';
import type { Props } from '@theme/BlogListPage';
import type { ReactNode } from 'react';

/** Hands the blog's title to the list's hidden h1 (see src/components/BlogListHeading). */
export default function BlogListPageWrapper(props: Props): ReactNode {
  return (
    <BlogListTitleProvider title={props.metadata.blogTitle}>
      <BlogListPage {...props} />
    </BlogListTitleProvider>
  );
}
