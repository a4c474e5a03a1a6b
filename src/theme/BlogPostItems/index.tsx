import { BlogListHeading } from '@site/src/components/BlogListHeading';
import BlogPostItems from '@theme-original/BlogPostItems';
import type { Props } from '@theme/BlogPostItems';
import type { ReactNode } from 'react';

/** The original list of posts, preceded on the blog list by its hidden h1. */
export default function BlogPostItemsWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogListHeading />
      <BlogPostItems {...props} />
    </>
  );
}
