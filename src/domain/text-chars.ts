/**
 * Which characters text may hold, without zod: the contract's `safeText` refuses the rest at the edge, and a
 * page that reads text from its own URL (the search page's `q`) drops them with the same rule, in the first
 * page's script where the contract's schemas are not loaded.
 */

/** What any text field says about a character that has no place in text. */
export const TEXT_CHARS_MESSAGE = 'Текст содержит недопустимые символы';

// Control characters (`Cc`: C0, DEL, C1) and halves of a UTF-16 surrogate pair standing alone (`Cs`: with
// the `u` flag a whole pair is one code point and never matches). PostgreSQL refuses NUL in text and a
// lone surrogate has no UTF-8 spelling (the driver would store U+FFFD), so neither may reach the database.
export const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\p{Cs}]/u;
// Text areas keep their line breaks and tabs; `\r` too, as clients sending CRLF spell a newline.
export const MULTI_LINE_FORBIDDEN = /[^\P{Cc}\t\n\r]|\p{Cs}/u;

/** Whether a one-line value is free of control characters and lone surrogates (for string formats `safeText` cannot wrap). */
export const isSingleLineText = (value: string): boolean => !SINGLE_LINE_FORBIDDEN.test(value);

// Global, for `replace`, which starts each call from the beginning whatever `lastIndex` a previous call left.
const EVERY_SINGLE_LINE_FORBIDDEN = new RegExp(SINGLE_LINE_FORBIDDEN.source, 'gu');

/** A one-line value with what `isSingleLineText` refuses taken out, for text a page reads rather than refuses. */
export const withoutForbiddenChars = (value: string): string => value.replace(EVERY_SINGLE_LINE_FORBIDDEN, '');
