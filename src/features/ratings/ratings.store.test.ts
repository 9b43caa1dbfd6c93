import { describe, expect, it } from 'vitest';
import { createRatingsActions, createRatingsState, ratingOf, summaryOf } from './ratings.store';

describe('ratings (SPEC §4)', () => {
  it('records a rating with «Спасибо за Вашу оценку» and replaces an earlier one', () => {
    const state = createRatingsState();
    const toasts: string[] = [];
    let now = 10;
    const actions = createRatingsActions(
      state,
      { success: (m) => toasts.push(m), error: (m) => toasts.push(m) },
      () => now++,
    );
    actions.rate('kapusta', 4);
    actions.rate('vishnya', 5);
    actions.rate('kapusta', 2);
    expect(state.ratings.map((entry) => [entry._id, entry.stars])).toEqual([
      ['vishnya', 5],
      ['kapusta', 2],
    ]);
    expect(ratingOf(state, 'kapusta')).toBe(2);
    expect(toasts).toEqual(['Спасибо за Вашу оценку', 'Спасибо за Вашу оценку', 'Спасибо за Вашу оценку']);
  });

  it('keeps ratings within 1–5 and marks only the matching rating as sent', () => {
    const state = createRatingsState();
    const actions = createRatingsActions(state, { success: () => {}, error: () => {} }, () => 7);
    actions.rate('kapusta', 9);
    expect(ratingOf(state, 'kapusta')).toBe(5);
    actions.markSent('kapusta', 6);
    expect(state.ratings[0]?.sent).toBe(false);
    actions.markSent('kapusta', 7);
    expect(state.ratings[0]?.sent).toBe(true);
  });

  it("shows the server's answer to a rating instead of the page's older summary", () => {
    const state = createRatingsState();
    const actions = createRatingsActions(state, { success: () => {}, error: () => {} }, () => 7);
    const fromPage = { average: 0, count: 0 };
    actions.rate('kapusta', 4);
    expect(summaryOf(state, 'kapusta', fromPage)).toEqual(fromPage);
    actions.markSent('kapusta', 7, { average: 4, count: 1 });
    expect(summaryOf(state, 'kapusta', fromPage)).toEqual({ average: 4, count: 1 });
    expect(summaryOf(state, 'vishnya', fromPage)).toEqual(fromPage);
  });
});
