// The part of nprogress (no bundled types, no @types package installed) the lazy client module uses.
declare module 'nprogress' {
  interface NProgress {
    configure(options: { showSpinner?: boolean }): NProgress;
    start(): NProgress;
    done(force?: boolean): NProgress;
  }
  const nprogress: NProgress;
  export default nprogress;
}
