import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body.ts';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects together, up to the limit inclusive', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('[[],[],[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[],[],[[]]]', 2)).toBe(true);
    expect(nestsDeeperThan('"text"', 0)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ message: '[[[{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ message: 'say \\"[[[\\" and "{{"' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['\\', ['x']]), 1)).toBe(true);
  });
});
