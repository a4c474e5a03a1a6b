// Stands in for theme-classic's LastUpdated when no loaded page has a last-update date or author
// (plugins/bundle-trim reads the content); EditMetaRow renders it only with one, so this throws.
export default function UnrenderedLastUpdated(): never {
  throw new Error('bundle-trim left LastUpdated out: no page had a last-update date or author');
}
