/**
 * Countries of demo companies: how common each is, which top-level domains its companies register, and the
 * language of the local names some of them carry (accented names for accent-insensitive search).
 */

export type Language = 'fr' | 'de' | 'es' | 'it' | 'pt' | 'sv' | 'nl';

export interface Country {
  code: string;
  weight: number;
  /** [tld, weight] pairs; a tld has no leading dot */
  tlds: ReadonlyArray<readonly [string, number]>;
  /** share of its companies with a name in the local language */
  localShare: number;
  language?: Language;
}

const GLOBAL_TLDS = [
  ['com', 78],
  ['io', 6],
  ['co', 4],
  ['ai', 4],
  ['net', 3],
  ['app', 1],
  ['tech', 1],
  ['us', 1],
  ['org', 2],
] as const;

function c(code: string, weight: number, tlds: Country['tlds'], localShare = 0, language?: Language): Country {
  return language ? { code, weight, tlds, localShare, language } : { code, weight, tlds, localShare };
}

export const COUNTRIES: readonly Country[] = [
  c('US', 45, GLOBAL_TLDS),
  c('GB', 8, [
    ['co.uk', 55],
    ['com', 38],
    ['io', 5],
    ['uk', 2],
  ]),
  c(
    'DE',
    6.5,
    [
      ['de', 72],
      ['com', 24],
      ['io', 4],
    ],
    0.35,
    'de',
  ),
  c(
    'FR',
    5,
    [
      ['fr', 65],
      ['com', 30],
      ['io', 5],
    ],
    0.45,
    'fr',
  ),
  c(
    'CA',
    4,
    [
      ['ca', 50],
      ['com', 46],
      ['io', 4],
    ],
    0.05,
    'fr',
  ),
  c('IN', 5, [
    ['in', 35],
    ['co.in', 15],
    ['com', 45],
    ['io', 5],
  ]),
  c('AU', 3, [
    ['com.au', 65],
    ['com', 32],
    ['io', 3],
  ]),
  c(
    'NL',
    2.5,
    [
      ['nl', 70],
      ['com', 27],
      ['io', 3],
    ],
    0.25,
    'nl',
  ),
  c(
    'SE',
    1.8,
    [
      ['se', 65],
      ['com', 32],
      ['io', 3],
    ],
    0.35,
    'sv',
  ),
  c(
    'ES',
    2.2,
    [
      ['es', 60],
      ['com', 38],
      ['io', 2],
    ],
    0.45,
    'es',
  ),
  c(
    'IT',
    2,
    [
      ['it', 70],
      ['com', 28],
      ['io', 2],
    ],
    0.4,
    'it',
  ),
  c(
    'BR',
    2.8,
    [
      ['com.br', 75],
      ['com', 23],
      ['io', 2],
    ],
    0.45,
    'pt',
  ),
  c(
    'MX',
    1.3,
    [
      ['com.mx', 60],
      ['mx', 10],
      ['com', 30],
    ],
    0.4,
    'es',
  ),
  c('JP', 2, [
    ['co.jp', 55],
    ['jp', 15],
    ['com', 30],
  ]),
  c(
    'CH',
    1.2,
    [
      ['ch', 70],
      ['com', 30],
    ],
    0.2,
    'de',
  ),
  c('IE', 1, [
    ['ie', 55],
    ['com', 45],
  ]),
  c('SG', 1, [
    ['sg', 20],
    ['com.sg', 30],
    ['com', 50],
  ]),
  c('IL', 1, [
    ['co.il', 40],
    ['com', 55],
    ['io', 5],
  ]),
  c('PL', 1, [
    ['pl', 70],
    ['com', 30],
  ]),
  c(
    'BE',
    0.8,
    [
      ['be', 70],
      ['com', 30],
    ],
    0.3,
    'fr',
  ),
  c(
    'AT',
    0.6,
    [
      ['at', 70],
      ['com', 30],
    ],
    0.3,
    'de',
  ),
  c('NZ', 0.5, [
    ['co.nz', 65],
    ['com', 35],
  ]),
  c('ZA', 0.6, [
    ['co.za', 70],
    ['com', 30],
  ]),
];

/** For companies whose firmographics are unknown: the country is not shown, the domain still has a TLD. */
export const UNKNOWN_COUNTRY: Country = c('US', 0, GLOBAL_TLDS);
