import { describe, expect, it } from 'vitest';
import { enterTarget, nextActiveIndex, optionDomId, parseOptionDomId } from './keyboard';

describe('the combobox keys', () => {
  it('moves the active option with the arrows, wrapping around', () => {
    expect(nextActiveIndex('ArrowDown', null, 3)).toBe(0);
    expect(nextActiveIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextActiveIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextActiveIndex('ArrowUp', null, 3)).toBe(2);
    expect(nextActiveIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextActiveIndex('ArrowUp', 2, 3)).toBe(1);
    expect(nextActiveIndex('ArrowDown', null, 0)).toBeNull();
    expect(nextActiveIndex('a', 1, 3)).toBeUndefined();
    expect(nextActiveIndex('Home', 1, 3)).toBeUndefined();
  });

  it('sends Enter to the active option, else to the search page', () => {
    const ids = ['l-c-sytnye', 'l-p-42'];
    expect(enterTarget(ids, 1, 'пирог')).toEqual({ kind: 'option', id: 'l-p-42' });
    expect(enterTarget(ids, null, 'пирог')).toEqual({ kind: 'page', query: 'пирог' });
    expect(enterTarget(ids, 7, 'пирог')).toEqual({ kind: 'page', query: 'пирог' });
    expect(enterTarget(ids, null, '  ')).toEqual({ kind: 'none' });
  });

  it('names options by kind and id', () => {
    const id = optionDomId('«r1»', 'p', 'abc-1');
    expect(parseOptionDomId('«r1»', id)).toEqual({ kind: 'p', id: 'abc-1' });
    expect(parseOptionDomId('«r1»', optionDomId('«r1»', 'c', 'sladkie'))).toEqual({ kind: 'c', id: 'sladkie' });
    expect(parseOptionDomId('«r1»', 'other-p-1')).toBeNull();
    expect(parseOptionDomId('«r1»', '«r1»-x-1')).toBeNull();
  });
});
