import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click';

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it('accepts a primary-button click without modifiers', () => {
    expect(isPlainClick(plain)).toBe(true);
  });

  it('leaves middle clicks and modified clicks to the browser', () => {
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(isPlainClick({ ...plain, [key]: true })).toBe(false);
    }
  });
});
