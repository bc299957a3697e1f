import { act, render, screen } from '@testing-library/react';
import { Suspense, type LazyExoticComponent } from 'react';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { lazyNamed } from './lazy-named';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A loaded module's shape: named exports only, one of them no component. */
const greetingModule = { Greeting, version: 3 };
type GreetingModule = typeof greetingModule;

describe('lazyNamed', () => {
  it('renders the fallback until the module loads, then the named export with its props', async () => {
    let resolve!: (m: GreetingModule) => void;
    const load = vi.fn(() => new Promise<GreetingModule>((r) => (resolve = r)));
    const LazyGreeting = lazyNamed(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();

    render(
      <Suspense fallback={<p>Loading…</p>}>
        <LazyGreeting name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('Hello, Ada')).not.toBeInTheDocument();

    await act(async () => resolve(greetingModule));
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes only a component export of the module and keeps its props (type checks)', () => {
    const load = () => Promise.resolve(greetingModule);
    const LazyGreeting = lazyNamed(load, 'Greeting');
    expectTypeOf(LazyGreeting).toEqualTypeOf<LazyExoticComponent<typeof Greeting>>();

    // @ts-expect-error — no export of that name
    lazyNamed(load, 'Greting');
    // @ts-expect-error — an export, but no component
    lazyNamed(load, 'version');
    // @ts-expect-error — Greeting's props need a name
    void (<LazyGreeting />);
    // @ts-expect-error — and a string one
    void (<LazyGreeting name={1} />);
  });
});
