// Stands in for theme-classic navbar item types that `themeConfig.navbar.items` does not use
// (plugins/bundle-trim reads the config), so their code stays out of every page's main bundle.
// Navbar items come only from that config; this throws if one renders anyway.
export default function UnbundledNavbarItem(): never {
  throw new Error(
    'bundle-trim: this navbar item type is not bundled because themeConfig.navbar.items does not use it',
  );
}
