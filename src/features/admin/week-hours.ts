import { z } from 'zod';
import type { DayHours as DayHoursSchema } from '../../domain/contract/content';

/*
 * A week of hours as the back office's forms show it (a shop's opening
 * hours, the couriers' delivery hours): seven rows, Monday first, each a
 * «выходной» box and two times kept while closed, so unticking restores them.
 */

export const WEEKDAY_NAMES = ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'];
const DEFAULT_DAY = { opens: '08:00', closes: '20:00' };
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

type DayHours = z.infer<typeof DayHoursSchema>;

const DayRow = z.object({ closed: z.boolean(), opens: z.string(), closes: z.string() });
export type DayRow = z.infer<typeof DayRow>;

/** Seven rows; `orderMessage` says in the form's own words that a day must start before it ends. */
export const weekRows = (orderMessage: string) =>
  z
    .array(
      DayRow.superRefine((day, context) => {
        if (day.closed) return;
        if (!TIME.test(day.opens))
          context.addIssue({ code: 'custom', path: ['opens'], message: 'Время начала: ЧЧ:ММ' });
        if (!TIME.test(day.closes)) {
          context.addIssue({ code: 'custom', path: ['closes'], message: 'Время окончания: ЧЧ:ММ' });
        } else if (TIME.test(day.opens) && day.opens >= day.closes) {
          context.addIssue({ code: 'custom', path: ['closes'], message: orderMessage });
        }
      }),
    )
    .length(7);

export function toWeekRows(hours: readonly DayHours[]): DayRow[] {
  return hours.map((day) => (day ? { closed: false, ...day } : { closed: true, ...DEFAULT_DAY }));
}

export function fromWeekRows(rows: readonly DayRow[]): DayHours[] {
  return rows.map((day) => (day.closed ? null : { opens: day.opens, closes: day.closes }));
}
