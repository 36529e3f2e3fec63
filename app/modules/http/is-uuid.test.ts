import { describe, expect, it } from 'vitest';
import { isUuid } from './is-uuid';

describe('isUuid', () => {
  it('accepts UUIDs in either case and refuses look-alikes', () => {
    expect(isUuid('0b6e5c1a-2f4d-4c3b-9a8e-7d6c5b4a3f21')).toBe(true);
    expect(isUuid('0B6E5C1A-2F4D-4C3B-9A8E-7D6C5B4A3F21')).toBe(true);
    // 36 characters of hex and dashes, but not the shape: the old /^[0-9a-f-]{36}$/ let it through.
    expect(isUuid('------------------------------------')).toBe(false);
    expect(isUuid('0b6e5c1a2f4d4c3b9a8e7d6c5b4a3f21')).toBe(false);
    expect(isUuid(null)).toBe(false);
  });
});
