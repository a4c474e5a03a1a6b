// Stands in for theme-classic's ContentVisibility (unlisted and draft banners) when no loaded
// page is unlisted or a draft (plugins/bundle-trim reads the content); throws if one is.
interface Props {
  metadata: { unlisted?: boolean; frontMatter?: { unlisted?: boolean; draft?: boolean } };
}

export default function UnrenderedContentVisibility({ metadata }: Props): null {
  const { unlisted, frontMatter } = metadata;
  if (unlisted || frontMatter?.unlisted || frontMatter?.draft) {
    throw new Error('bundle-trim left ContentVisibility out: no page was unlisted or a draft');
  }
  return null;
}
