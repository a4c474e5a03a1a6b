import { createContext, useContext, type ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * The blog list shows post titles as h2 and has no h1 of its own. The BlogListPage wrapper
 * provides the blog's title here; the BlogPostItems wrapper renders it as a visually hidden h1
 * inside `<main>`, ahead of the posts. Other pages listing posts (tags, authors) have an h1 and
 * no provider, so they render nothing extra.
 */
const BlogListTitle = createContext<string | undefined>(undefined);

export function BlogListTitleProvider({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}): ReactNode {
  return <BlogListTitle.Provider value={title}>{children}</BlogListTitle.Provider>;
}

export function BlogListHeading(): ReactNode {
  const title = useContext(BlogListTitle);
  return title === undefined ? null : <h1 className={styles.visuallyHidden}>{title}</h1>;
}
