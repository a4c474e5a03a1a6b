import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Loadable, { startLoad, type LoadingProps } from './loadable';

const Loading = ({ isLoading, error }: LoadingProps) =>
  h('p', null, error ? `error: ${String(error)}` : isLoading ? 'loading' : 'idle');

describe('startLoad', () => {
  it('loads a map of loaders into an object of the same keys', async () => {
    const load = startLoad({ a: () => Promise.resolve(1), b: () => Promise.resolve(2) });
    expect(load.done).toBe(false);
    await load.settled;
    expect(load).toMatchObject({ done: true, loaded: { a: 1, b: 2 } });
  });

  it('settles with the error of a loader that rejects or throws, without rejecting itself', async () => {
    const rejected = startLoad({
      a: () => Promise.resolve(1),
      b: () => Promise.reject(new Error('chunk 12')),
    });
    await rejected.settled;
    expect(rejected).toMatchObject({ done: true, error: new Error('chunk 12') });
    const thrown = startLoad(() => {
      throw new Error('sync');
    });
    await thrown.settled;
    expect(thrown.error).toEqual(new Error('sync'));
  });
});

describe('Loadable.Map', () => {
  it('renders the loaded modules once preloaded, as hydration needs', async () => {
    const Route = Loadable.Map({
      loader: { title: () => Promise.resolve({ default: '闭包' }) },
      loading: Loading,
      render: (loaded: { title: { default: string } }, props: object) => h('h1', props, loaded.title.default),
    });
    expect(renderToStaticMarkup(h(Route, { id: 'x' }))).toBe('<p>loading</p>');
    await expect(Route.preload()).resolves.toEqual({ title: { default: '闭包' } });
    expect(renderToStaticMarkup(h(Route, { id: 'x' }))).toBe('<h1 id="x">闭包</h1>');
  });

  it('rejects preload when a module fails (Docusaurus then does not render the route) and shows the error', async () => {
    const Route = Loadable.Map({
      loader: { __comp: () => Promise.reject(new Error('offline')) },
      loading: Loading,
      render: () => h('p', null, 'page'),
    });
    await expect(Route.preload()).rejects.toThrow('offline');
    expect(renderToStaticMarkup(h(Route))).toBe('<p>error: Error: offline</p>');
  });

  it('renders a single loader’s default export with Loadable()', async () => {
    const NotFound = (props: { path?: string }) => h('p', null, `not found ${props.path}`);
    const Route = Loadable({ loader: () => Promise.resolve({ default: NotFound }), loading: Loading });
    await Route.preload();
    expect(renderToStaticMarkup(h(Route, { path: '/x' }))).toBe('<p>not found /x</p>');
  });
});
