import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * libphonenumber's metadata for Belarus alone (about 1 KB instead of the whole
 * world's), copied from `libphonenumber-js/max/metadata` so the phone check
 * stays small in the feedback form and the contract's schemas chunk. The
 * `max` flavour carries the per-type patterns (mobile, fixed line), so an
 * operator code that does not exist is refused. `phone.test.ts` fails when
 * an update of libphonenumber-js changes Belarus: copy its entry again then.
 */
const BELARUS = [
  '375',
  '810',
  '(?:[12]\\d|33|44|902)\\d{7}|8(?:0[0-79]\\d{5,7}|[1-7]\\d{9})|8(?:1[0-489]|[5-79]\\d)\\d{7}|8[1-79]\\d{6,7}|8[0-79]\\d{5}|8\\d{5}',
  [6, 7, 8, 9, 10, 11],
  [
    ['(\\d{3})(\\d{3})', '$1 $2', ['800'], '8 $1'],
    ['(\\d{3})(\\d{2})(\\d{2,4})', '$1 $2 $3', ['800'], '8 $1'],
    [
      '(\\d{4})(\\d{2})(\\d{3})',
      '$1 $2-$3',
      [
        '1(?:5[169]|6[3-5]|7[179])|2(?:1[35]|2[34]|3[3-5])',
        '1(?:5[169]|6(?:3[1-3]|4|5[125])|7(?:1[3-9]|7[0-24-6]|9[2-7]))|2(?:1[35]|2[34]|3[3-5])',
      ],
      '8 0$1',
    ],
    ['(\\d{3})(\\d{2})(\\d{2})(\\d{2})', '$1 $2-$3-$4', ['1(?:[56]|7[467])|2[1-3]'], '8 0$1'],
    ['(\\d{2})(\\d{3})(\\d{2})(\\d{2})', '$1 $2-$3-$4', ['[1-4]'], '8 0$1'],
    ['(\\d{3})(\\d{3,4})(\\d{4})', '$1 $2 $3', ['[89]'], '8 $1'],
  ],
  '8',
  0,
  '0|80?',
  0,
  0,
  0,
  [
    [
      '(?:1(?:5(?:1[1-5]|[24]\\d|6[2-4]|9[1-7])|6(?:[235]\\d|4[1-7])|7\\d\\d)|2(?:1(?:[246]\\d|3[0-35-9]|5[1-9])|2(?:[235]\\d|4[0-8])|3(?:[26]\\d|3[02-79]|4[024-7]|5[03-7])))\\d{5}',
      [9],
    ],
    ['(?:2(?:5[5-79]|9[1-9])|(?:33|44)\\d)\\d{6}', [9]],
    ['800\\d{3,7}|8(?:0[13]|20\\d)\\d{7}'],
    ['(?:810|902)\\d{7}', [10]],
    0,
    0,
    0,
    0,
    ['249\\d{6}', [9]],
  ],
  '8~10',
] as const;

export const BELARUS_PHONE_METADATA = {
  version: 4,
  country_calling_codes: { '375': ['BY'] },
  countries: { BY: BELARUS },
  nonGeographic: {},
} as unknown as MetadataJson;
