import { describe, expect, it } from 'vitest';
import { allowConsole } from '#tests/support/fail-on-console';

describe('console output during a test', () => {
  it.fails('fails the test on an unexpected console.error', () => {
    console.error('Something went wrong that nobody expected');
  });

  it.fails('fails the test on an unexpected console.warn', () => {
    console.warn('Deprecated, please update');
  });

  it('lets a test that expects a message say so', () => {
    allowConsole('warn', /^Expected warning/);
    console.warn('Expected warning from the code under test');
    expect(true).toBe(true);
  });
});
