import { describe, expect, it } from 'vitest';
import { sameOriginPath } from '../src/lib/same-origin-path';

describe('sameOriginPath', () => {
  it.each(['/profile', '/vendor/3?from=map#stand', '/'])('keeps the local path %s', (path) => {
    expect(sameOriginPath(path)).toBe(path);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash URL', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'profile'],
    ['an empty string', ''],
    ['a non-string', 42],
  ])('drops %s', (_name, value) => {
    expect(sameOriginPath(value)).toBeUndefined();
  });
});
