import { describe, expect, it } from 'vitest';
import { createStore } from '#js/lib/store';

describe('createStore', () => {
  it('hands out the value it was last given and tells its listeners of each change', () => {
    const store = createStore(1);
    const heard: number[] = [];
    const unsubscribe = store.subscribe(() => heard.push(store.get()));
    store.set(2);
    store.set(3);
    expect(store.get()).toBe(3);
    expect(heard).toEqual([2, 3]);
    unsubscribe();
    store.set(4);
    expect(heard).toEqual([2, 3]);
  });

  it('tells no one when given the value it already holds', () => {
    const value = { a: 1 };
    const store = createStore(value);
    let calls = 0;
    store.subscribe(() => calls++);
    store.set(value);
    expect(calls).toBe(0);
    store.set({ a: 1 });
    expect(calls).toBe(1);
  });
});
