import { describe, expect, it } from 'vitest';

import { BoundedMap } from './bounded-map.js';

describe('BoundedMap', () => {
  it('drops the oldest entry to make room, never growing past its bound', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('c', 3);
    expect([...map.entries()]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('replaces the value of a key it holds without dropping another', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 10);
    expect(map.get('a')).toBe(10);
    expect(map.get('b')).toBe(2);
    expect(map.size).toBe(2);
  });

  it('refuses a bound that is not a positive integer', () => {
    expect(() => new BoundedMap(0)).toThrow(RangeError);
  });
});
