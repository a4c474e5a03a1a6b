import { createElement, useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';

// Stands in for react-loadable in the browser build (see ../../README.md): the `Loadable` and
// `Loadable.Map` that Docusaurus's ComponentCreator makes its route components with. The server
// render keeps react-loadable, whose `Capture` lists the modules a page rendered.

type Loader = () => Promise<unknown>;

/** What react-loadable hands the `loading` component. */
export interface LoadingProps {
  isLoading: boolean;
  pastDelay: boolean;
  timedOut: boolean;
  error: unknown;
  retry: () => void;
}

export interface LoadableOptions {
  /** One loader, or (`Loadable.Map`) loaders by key. */
  loader: Loader | Readonly<Record<string, Loader>>;
  loading: ComponentType<LoadingProps>;
  render?: (loaded: never, props: object) => ReactNode;
  /** Milliseconds before `pastDelay` (the spinner); 200 as in react-loadable. */
  delay?: number;
}

/** One load of a route's modules: `done` once it settled, with `loaded` or `error`. */
export interface Load {
  done: boolean;
  loaded?: unknown;
  error?: unknown;
  /** Settles with the load (never rejects). */
  settled: Promise<void>;
}

/** Starts the loader(s); a map loads into an object of the same keys. */
export function startLoad(loader: LoadableOptions['loader']): Load {
  const load: Load = { done: false, settled: Promise.resolve() };
  let loading: Promise<unknown>;
  try {
    loading =
      typeof loader === 'function'
        ? loader()
        : Promise.all(
            Object.entries(loader).map(([key, loadOne]) =>
              loadOne().then((loaded) => [key, loaded] as const),
            ),
          ).then((entries) => Object.fromEntries(entries));
  } catch (error) {
    loading = Promise.reject(error);
  }
  load.settled = loading.then(
    (loaded) => {
      Object.assign(load, { done: true, loaded });
    },
    (error: unknown) => {
      Object.assign(load, { done: true, error: error ?? new Error('route modules failed to load') });
    },
  );
  return load;
}

/** A module's default export, as react-loadable renders a single loader's result. */
const defaultExport = (loaded: unknown): ComponentType<object> =>
  ((loaded as { default?: unknown })?.default ?? loaded) as ComponentType<object>;

export type LoadableComponent = ComponentType<Record<string, unknown>> & { preload: () => Promise<unknown> };

function createLoadable(options: LoadableOptions): LoadableComponent {
  let current: Load | undefined;
  const start = () => (current ??= startLoad(options.loader));

  function LoadableRoute(props: Record<string, unknown>): ReactNode {
    const load = start();
    const [, update] = useReducer((count: number) => count + 1, 0);
    const [pastDelay, setPastDelay] = useState(false);
    useEffect(() => {
      if (load.done) return;
      let active = true;
      const timer = setTimeout(() => active && setPastDelay(true), options.delay ?? 200);
      void load.settled.then(() => {
        clearTimeout(timer);
        if (active) update();
      });
      return () => {
        active = false;
        clearTimeout(timer);
      };
    }, [load]);

    if (!load.done || load.error !== undefined) {
      return createElement(options.loading, {
        isLoading: !load.done,
        pastDelay,
        timedOut: false,
        error: load.error ?? null,
        retry: () => {
          current = startLoad(options.loader);
          setPastDelay(false);
          update();
        },
      });
    }
    return options.render
      ? options.render(load.loaded as never, props)
      : createElement(defaultExport(load.loaded), props);
  }

  /** Loads the modules (once); rejects if they fail, as Docusaurus expects before it renders a route. */
  LoadableRoute.preload = () => {
    const load = start();
    return load.settled.then(() => {
      if (load.error !== undefined) throw load.error;
      return load.loaded;
    });
  };
  return LoadableRoute;
}

const Loadable = Object.assign(createLoadable, { Map: createLoadable });
export default Loadable;
