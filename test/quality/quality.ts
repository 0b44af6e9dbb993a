/**
 * npm run quality: the labelled corpus (test/quality/corpus) through the crawler's own code, scored against its
 * labels. Prints precision and recall for technologies and partners, partner-type accuracy, and every false
 * positive and false negative; writes docs/quality.md; exits 1 when a target (evaluate.ts TARGETS) is missed.
 * The sites written apart from the code (test/quality/held-out, held-out-2 to held-out-61) are scored and reported the same way,
 * and gate nothing: they say how the extraction does on layouts it was not written for.
 *
 *   node --import tsx test/quality/quality.ts [--no-write]
 */
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { fileURLToPath } from 'node:url';
import { sites } from './corpus/index.js';
import { sites as heldOut1 } from './held-out/index.js';
import { sites as heldOut2 } from './held-out-2/index.js';
import { sites as heldOut3 } from './held-out-3/index.js';
import { sites as heldOut4 } from './held-out-4/index.js';
import { sites as heldOut5 } from './held-out-5/index.js';
import { sites as heldOut6 } from './held-out-6/index.js';
import { sites as heldOut7 } from './held-out-7/index.js';
import { sites as heldOut8 } from './held-out-8/index.js';
import { sites as heldOut9 } from './held-out-9/index.js';
import { sites as heldOut10 } from './held-out-10/index.js';
import { sites as heldOut11 } from './held-out-11/index.js';
import { sites as heldOut12 } from './held-out-12/index.js';
import { sites as heldOut13 } from './held-out-13/index.js';
import { sites as heldOut14 } from './held-out-14/index.js';
import { sites as heldOut15 } from './held-out-15/index.js';
import { sites as heldOut16 } from './held-out-16/index.js';
import { sites as heldOut17 } from './held-out-17/index.js';
import { sites as heldOut18 } from './held-out-18/index.js';
import { sites as heldOut19 } from './held-out-19/index.js';
import { sites as heldOut20 } from './held-out-20/index.js';
import { sites as heldOut21 } from './held-out-21/index.js';
import { sites as heldOut22 } from './held-out-22/index.js';
import { sites as heldOut23 } from './held-out-23/index.js';
import { sites as heldOut24 } from './held-out-24/index.js';
import { sites as heldOut25 } from './held-out-25/index.js';
import { sites as heldOut26 } from './held-out-26/index.js';
import { sites as heldOut27 } from './held-out-27/index.js';
import { sites as heldOut28 } from './held-out-28/index.js';
import { sites as heldOut29 } from './held-out-29/index.js';
import { sites as heldOut30 } from './held-out-30/index.js';
import { sites as heldOut31 } from './held-out-31/index.js';
import { sites as heldOut32 } from './held-out-32/index.js';
import { sites as heldOut33 } from './held-out-33/index.js';
import { sites as heldOut34 } from './held-out-34/index.js';
import { sites as heldOut35 } from './held-out-35/index.js';
import { sites as heldOut36 } from './held-out-36/index.js';
import { sites as heldOut37 } from './held-out-37/index.js';
import { sites as heldOut38 } from './held-out-38/index.js';
import { sites as heldOut39 } from './held-out-39/index.js';
import { sites as heldOut40 } from './held-out-40/index.js';
import { sites as heldOut41 } from './held-out-41/index.js';
import { sites as heldOut42 } from './held-out-42/index.js';
import { sites as heldOut43 } from './held-out-43/index.js';
import { sites as heldOut44 } from './held-out-44/index.js';
import { sites as heldOut45 } from './held-out-45/index.js';
import { sites as heldOut46 } from './held-out-46/index.js';
import { sites as heldOut47 } from './held-out-47/index.js';
import { sites as heldOut48 } from './held-out-48/index.js';
import { sites as heldOut49 } from './held-out-49/index.js';
import { sites as heldOut50 } from './held-out-50/index.js';
import { sites as heldOut51 } from './held-out-51/index.js';
import { sites as heldOut52 } from './held-out-52/index.js';
import { sites as heldOut53 } from './held-out-53/index.js';
import { sites as heldOut54 } from './held-out-54/index.js';
import { sites as heldOut55 } from './held-out-55/index.js';
import { sites as heldOut56 } from './held-out-56/index.js';
import { sites as heldOut57 } from './held-out-57/index.js';
import { sites as heldOut58 } from './held-out-58/index.js';
import { sites as heldOut59 } from './held-out-59/index.js';
import { sites as heldOut60 } from './held-out-60/index.js';
import { sites as heldOut61 } from './held-out-61/index.js';
import type { CorpusSite } from './corpus/types.js';
import { loadInstalledFingerprints } from '@keiretsu/detect';
import { evaluateCorpus, MAX_ENTRY_PAGES, MAX_LISTING_PAGES, missedTargets, type QualityReport, type Score, TARGETS } from './evaluate.js';

const DOC = fileURLToPath(new URL('../../docs/quality.md', import.meta.url));

// one fingerprint set for the corpus and every held-out set: compiling it takes about a third of a second
const fingerprints = loadInstalledFingerprints();
const report = await evaluateCorpus(sites, fingerprints);
/**
 * The held-out sets in the order they were written, each with its figures when first measured (partner precision,
 * recall, type accuracy), which stay as they were: once measured, a set has been seen.
 */
const HELD_OUT: { folder: string; sites: CorpusSite[]; written: string; first: string }[] = [
  { folder: 'held-out', sites: heldOut1, written: '2026-12-01', first: '1.000, 0.480 (36 of 75), 0.972' },
  {
    folder: 'held-out-2',
    sites: heldOut2,
    written: "2026-12-01, after the first set's fixes",
    first: '1.000, 0.660 (68 of 103), 0.868 (59 of 68)',
  },
  {
    folder: 'held-out-3',
    sites: heldOut3,
    written: "2026-12-01, after the second set's fixes",
    first: '0.975 (78 of 80), 0.696 (78 of 112), 0.936 (73 of 78)',
  },
  {
    folder: 'held-out-4',
    sites: heldOut4,
    written: "2026-12-01, after the third set's fixes",
    first: '1.000 (75 of 75), 0.568 (75 of 132), 0.947 (71 of 75)',
  },
  {
    folder: 'held-out-5',
    sites: heldOut5,
    written: "2026-12-01, after the fourth set's fixes",
    first: '1.000 (72 of 72), 0.766 (72 of 94), 0.847 (61 of 72)',
  },
  {
    folder: 'held-out-6',
    sites: heldOut6,
    written: "2026-12-01, after the fifth set's fixes",
    first: '1.000 (73 of 73), 0.730 (73 of 100), 0.890 (65 of 73)',
  },
  {
    folder: 'held-out-7',
    sites: heldOut7,
    written: "2026-12-01, after the sixth set's fixes and Nuxt 2's payload",
    first: '0.977 (43 of 44), 0.494 (43 of 87), 0.884 (38 of 43)',
  },
  {
    folder: 'held-out-8',
    sites: heldOut8,
    written: "2026-12-01, after the seventh set's fixes",
    first: '1.000 (57 of 57), 0.442 (57 of 129), 0.982 (56 of 57)',
  },
  {
    folder: 'held-out-9',
    sites: heldOut9,
    written: "2026-12-01, after the seventh set's fixes (beside the eighth)",
    first: '0.956 (87 of 91), 0.744 (87 of 117), 0.920 (80 of 87)',
  },
  {
    folder: 'held-out-10',
    sites: heldOut10,
    written: "2026-12-01, after the ninth set's fixes (beside the eleventh)",
    first: '0.990 (101 of 102), 0.727 (101 of 139), 0.980 (99 of 101)',
  },
  {
    folder: 'held-out-11',
    sites: heldOut11,
    written: "2026-12-01, after the ninth set's fixes (beside the tenth)",
    first: '1.000 (85 of 85), 0.787 (85 of 108), 0.824 (70 of 85)',
  },
  {
    folder: 'held-out-12',
    sites: heldOut12,
    written: "2026-12-01, after the tenth and eleventh sets' fixes (beside the thirteenth)",
    first: '1.000 (113 of 113), 0.764 (113 of 148), 0.876 (99 of 113)',
  },
  {
    folder: 'held-out-13',
    sites: heldOut13,
    written: "2026-12-01, after the tenth and eleventh sets' fixes (beside the twelfth)",
    first: '0.974 (75 of 77), 0.694 (75 of 108), 1.000 (75 of 75)',
  },
  {
    folder: 'held-out-14',
    sites: heldOut14,
    written: "2026-12-02, after the twelfth and thirteenth sets' fixes (beside the sixteenth)",
    first: '1.000 (141 of 141), 0.775 (141 of 182), 0.766 (108 of 141)',
  },
  {
    folder: 'held-out-15',
    sites: heldOut15,
    written: "2026-12-02, after the twelfth and thirteenth sets' fixes (beside the seventeenth)",
    first: '1.000 (77 of 77), 0.535 (77 of 144), 0.857 (66 of 77)',
  },
  {
    folder: 'held-out-16',
    sites: heldOut16,
    written: "2026-12-02, after the twelfth and thirteenth sets' fixes (beside the fourteenth, first measured after its fixes)",
    first: '0.991 (109 of 110), 0.602 (109 of 181), 0.945 (103 of 109)',
  },
  {
    folder: 'held-out-17',
    sites: heldOut17,
    written: "2026-12-02, after the twelfth and thirteenth sets' fixes (beside the fifteenth, first measured after the fourteenth's fixes)",
    first: '0.972 (137 of 141), 0.840 (137 of 163), 0.715 (98 of 137)',
  },
  {
    folder: 'held-out-18',
    sites: heldOut18,
    written: "2026-12-02, after the fourteenth to seventeenth sets' fixes (beside the nineteenth)",
    first: '1.000 (69 of 69), 0.616 (69 of 112), 0.783 (54 of 69)',
  },
  {
    folder: 'held-out-19',
    sites: heldOut19,
    written: "2026-12-02, after the fourteenth to seventeenth sets' fixes (beside the eighteenth)",
    first: '0.991 (115 of 116), 0.747 (115 of 154), 0.817 (94 of 115)',
  },
  {
    folder: 'held-out-20',
    sites: heldOut20,
    written: "2026-12-02, after the eighteenth and nineteenth sets' fixes (beside the twenty-first)",
    first: '1.000 (213 of 213), 0.737 (213 of 289), 0.831 (177 of 213)',
  },
  {
    folder: 'held-out-21',
    sites: heldOut21,
    written: "2026-12-02, after the eighteenth and nineteenth sets' fixes (beside the twentieth)",
    first: '1.000 (83 of 83), 0.516 (83 of 161), 0.940 (78 of 83)',
  },
  {
    folder: 'held-out-22',
    sites: heldOut22,
    written: "2026-12-02, after the twentieth and twenty-first sets' fixes (beside the twenty-third)",
    first: '0.993 (149 of 150), 0.720 (149 of 207), 1.000 (149 of 149)',
  },
  {
    folder: 'held-out-23',
    sites: heldOut23,
    written: "2026-12-02, after the twentieth and twenty-first sets' fixes (beside the twenty-second)",
    first: '0.978 (88 of 90), 0.521 (88 of 169), 0.773 (68 of 88)',
  },
  {
    folder: 'held-out-24',
    sites: heldOut24,
    written: "2026-12-02, after the twenty-second and twenty-third sets' fixes (beside the twenty-fifth)",
    first: '0.973 (71 of 73), 0.568 (71 of 125), 0.901 (64 of 71)',
  },
  {
    folder: 'held-out-25',
    sites: heldOut25,
    written: "2026-12-02, after the twenty-second and twenty-third sets' fixes (beside the twenty-fourth)",
    first: '0.949 (56 of 59), 0.691 (56 of 81), 0.821 (46 of 56)',
  },
  {
    folder: 'held-out-26',
    sites: heldOut26,
    written: "2026-12-02, after the twenty-fourth and twenty-fifth sets' fixes (beside the twenty-seventh)",
    first: '1.000 (54 of 54), 0.519 (54 of 104), 0.981 (53 of 54)',
  },
  {
    folder: 'held-out-27',
    sites: heldOut27,
    written:
      "2026-12-02, after the twenty-fourth and twenty-fifth sets' fixes (beside the twenty-sixth; first measured after the twenty-sixth's)",
    first: '1.000 (62 of 62), 0.512 (62 of 121), 0.790 (49 of 62)',
  },
  {
    folder: 'held-out-28',
    sites: heldOut28,
    written: "2026-12-03, after the twenty-sixth and twenty-seventh sets' fixes and the about page (beside the twenty-ninth)",
    first: '0.994 (171 of 172), 0.983 (171 of 174), 0.906 (155 of 171)',
  },
  {
    folder: 'held-out-29',
    sites: heldOut29,
    written:
      "2026-12-03, after the twenty-sixth and twenty-seventh sets' fixes (beside the twenty-eighth; first measured after the twenty-eighth's)",
    first: '0.971 (132 of 136), 0.857 (132 of 154), 0.833 (110 of 132)',
  },
  {
    folder: 'held-out-30',
    sites: heldOut30,
    written: "2026-12-03, after the twenty-eighth and twenty-ninth sets' fixes (beside the thirty-first)",
    first: '1.000 (165 of 165), 0.897 (165 of 184), 0.939 (155 of 165)',
  },
  {
    folder: 'held-out-31',
    sites: heldOut31,
    written: "2026-12-03, after the twenty-eighth and twenty-ninth sets' fixes (beside the thirtieth)",
    first: '0.978 (134 of 137), 0.882 (134 of 152), 0.709 (95 of 134)',
  },
  {
    folder: 'held-out-32',
    sites: heldOut32,
    written: "2026-12-03, after the thirtieth and thirty-first sets' fixes and the about page (beside the thirty-third)",
    first: '1.000 (129 of 129), 0.928 (129 of 139), 0.837 (108 of 129)',
  },
  {
    folder: 'held-out-33',
    sites: heldOut33,
    written: "2026-12-03, after the thirtieth and thirty-first sets' fixes and the about page (beside the thirty-second)",
    first: '0.977 (85 of 87), 0.842 (85 of 101), 1.000 (85 of 85)',
  },
  {
    folder: 'held-out-34',
    sites: heldOut34,
    written: "2026-12-03, after the thirty-second and thirty-third sets' first fixes (beside the thirty-fifth)",
    first: '1.000 (47 of 47), 0.653 (47 of 72), 0.766 (36 of 47)',
  },
  {
    folder: 'held-out-35',
    sites: heldOut35,
    written: "2026-12-03, after the thirty-second and thirty-third sets' first fixes (beside the thirty-fourth)",
    first: '0.990 (99 of 100), 0.971 (99 of 102), 0.788 (78 of 99)',
  },
  {
    folder: 'held-out-36',
    sites: heldOut36,
    written: "2026-12-03, after the thirty-fourth and thirty-fifth sets' fixes (beside the thirty-seventh)",
    first: '0.975 (79 of 81), 0.868 (79 of 91), 0.949 (75 of 79)',
  },
  {
    folder: 'held-out-37',
    sites: heldOut37,
    written: "2026-12-03, after the thirty-fourth and thirty-fifth sets' fixes (beside the thirty-sixth)",
    first: '1.000 (73 of 73), 0.760 (73 of 96), 0.904 (66 of 73)',
  },
  {
    folder: 'held-out-38',
    sites: heldOut38,
    written: "2026-12-03, after the thirty-sixth and thirty-seventh sets' first measure (beside the thirty-ninth)",
    first: '0.991 (109 of 110), 0.813 (109 of 134), 0.936 (102 of 109)',
  },
  {
    folder: 'held-out-39',
    sites: heldOut39,
    written: "2026-12-03, after the thirty-sixth and thirty-seventh sets' first measure (beside the thirty-eighth)",
    first: '0.949 (75 of 79), 0.670 (75 of 112), 0.787 (59 of 75)',
  },
  {
    folder: 'held-out-40',
    sites: heldOut40,
    written: '2026-12-03, while the thirty-eighth and thirty-ninth sets were being fixed (beside the forty-first)',
    first: '1.000 (82 of 82), 0.774 (82 of 106), 0.963 (79 of 82)',
  },
  {
    folder: 'held-out-41',
    sites: heldOut41,
    written: '2026-12-03, while the thirty-eighth and thirty-ninth sets were being fixed (beside the fortieth)',
    first: '1.000 (85 of 85), 0.867 (85 of 98), 0.788 (67 of 85)',
  },
  {
    folder: 'held-out-42',
    sites: heldOut42,
    written: '2026-12-03, while the fortieth and forty-first sets were being fixed (beside the forty-third)',
    first: '0.961 (73 of 76), 0.820 (73 of 89), 0.740 (54 of 73)',
  },
  {
    folder: 'held-out-43',
    sites: heldOut43,
    written: '2026-12-03, while the fortieth and forty-first sets were being fixed (beside the forty-second)',
    first: '1.000 (63 of 63), 0.829 (63 of 76), 0.841 (53 of 63)',
  },
  {
    folder: 'held-out-44',
    sites: heldOut44,
    // its writer left out Open Graph (9 sites) and Cart Functionality (1), which its pages carry and the fingerprint
    // set names: added after the first measurement (technology precision 0.846 with them out, 1.000 with them in)
    written: '2026-12-03, while the forty-second and forty-third sets were being fixed (beside the forty-fifth)',
    first: '0.992 (126 of 127), 0.977 (126 of 129), 0.968 (122 of 126)',
  },
  {
    folder: 'held-out-45',
    sites: heldOut45,
    written: '2026-12-03, while the forty-second and forty-third sets were being fixed (beside the forty-fourth)',
    first: '0.989 (91 of 92), 0.892 (91 of 102), 0.725 (66 of 91)',
  },
  {
    folder: 'held-out-46',
    sites: heldOut46,
    written: '2026-12-03, while the forty-fourth and forty-fifth sets were being fixed (beside the forty-seventh)',
    first: '1.000 (110 of 110), 0.965 (110 of 114), 0.836 (92 of 110)',
  },
  {
    folder: 'held-out-47',
    sites: heldOut47,
    // its writer labelled the member companies of a chamber's and two associations' member directories as no partners;
    // this project counts an association's member companies as its partners (generic) since ad6a086: all 13 of its
    // false positives when first measured are such members
    written: '2026-12-03, while the forty-fourth and forty-fifth sets were being fixed (beside the forty-sixth)',
    first: '0.860 (80 of 93), 0.952 (80 of 84), 0.925 (74 of 80)',
  },
  {
    folder: 'held-out-48',
    sites: heldOut48,
    written: '2026-12-03, while the forty-sixth and forty-seventh sets were being fixed (beside the forty-ninth)',
    first: '1.000 (104 of 104), 0.929 (104 of 112), 0.981 (102 of 104)',
  },
  {
    folder: 'held-out-49',
    sites: heldOut49,
    written: '2026-12-03, while the forty-sixth and forty-seventh sets were being fixed (beside the forty-eighth)',
    first: '1.000 (122 of 122), 0.910 (122 of 134), 0.902 (110 of 122)',
  },
  {
    folder: 'held-out-50',
    sites: heldOut50,
    written: '2026-12-03, while the forty-eighth and forty-ninth sets were being fixed (beside the fifty-first)',
    first: '1.000 (76 of 76), 0.916 (76 of 83), 0.763 (58 of 76)',
  },
  {
    folder: 'held-out-51',
    sites: heldOut51,
    written: '2026-12-03, while the forty-eighth and forty-ninth sets were being fixed (beside the fiftieth)',
    first: '1.000 (82 of 82), 0.965 (82 of 85), 0.988 (81 of 82)',
  },
  {
    folder: 'held-out-52',
    sites: heldOut52,
    written: '2026-12-03, while the fiftieth and fifty-first sets were being fixed (beside the fifty-third)',
    first: '0.962 (102 of 106), 0.843 (102 of 121), 0.951 (97 of 102)',
  },
  {
    folder: 'held-out-53',
    sites: heldOut53,
    written: '2026-12-03, while the fiftieth and fifty-first sets were being fixed (beside the fifty-second)',
    first: '1.000 (81 of 81), 0.988 (81 of 82), 0.901 (73 of 81)',
  },
  {
    folder: 'held-out-54',
    sites: heldOut54,
    written: '2026-12-03, at the start of the thirty-eighth session (beside the fifty-fifth)',
    first: '1.000 (95 of 95), 0.896 (95 of 106), 0.842 (80 of 95)',
  },
  {
    folder: 'held-out-55',
    sites: heldOut55,
    written: '2026-12-03, at the start of the thirty-eighth session (beside the fifty-fourth)',
    first: '0.978 (87 of 89), 0.870 (87 of 100), 0.897 (78 of 87)',
  },
  {
    folder: 'held-out-56',
    sites: heldOut56,
    written: '2026-12-03, while the fifty-fourth and fifty-fifth sets were being fixed (beside the fifty-seventh)',
    first: '1.000 (46 of 46), 0.667 (46 of 69), 0.891 (41 of 46)',
  },
  {
    folder: 'held-out-57',
    sites: heldOut57,
    written: '2026-12-03, while the fifty-fourth and fifty-fifth sets were being fixed (beside the fifty-sixth)',
    first: '1.000 (54 of 54), 0.844 (54 of 64), 0.889 (48 of 54)',
  },
  {
    folder: 'held-out-58',
    sites: heldOut58,
    written: '2026-12-03, while the fifty-sixth and fifty-seventh sets were being fixed (beside the fifty-ninth)',
    first: '1.000 (72 of 72), 0.935 (72 of 77), 0.958 (69 of 72)',
  },
  {
    folder: 'held-out-59',
    sites: heldOut59,
    written: '2026-12-03, while the fifty-sixth and fifty-seventh sets were being fixed (beside the fifty-eighth)',
    first: '1.000 (80 of 80), 0.909 (80 of 88), 0.912 (73 of 80)',
  },
  {
    folder: 'held-out-60',
    sites: heldOut60,
    written: '2026-12-03, after the fifty-eighth and fifty-ninth sets were fixed (beside the sixty-first)',
    first: '0.974 (74 of 76), 0.763 (74 of 97), 0.865 (64 of 74)',
  },
  {
    folder: 'held-out-61',
    sites: heldOut61,
    written: '2026-12-03, after the fifty-eighth and fifty-ninth sets were fixed (beside the sixtieth)',
    first: '1.000 (72 of 72), 0.828 (72 of 87), 0.958 (69 of 72)',
  },
];
type HeldOut = (typeof HELD_OUT)[number] & { report: QualityReport };
const heldOut: HeldOut[] = [];
for (const set of HELD_OUT) heldOut.push({ ...set, report: await evaluateCorpus(set.sites, fingerprints) });
const engine = '@keiretsu/detect with the installed fingerprint set and our supplement';
const missed = missedTargets(report);

console.log(table(report));
console.log(`\ntechnology detection: ${engine}`);
console.log(`\n${report.misses.length} misses:`);
for (const m of report.misses) console.log(`  ${m.site}  ${m.what} ${m.kind}: ${m.value} (${m.detail})`);
console.log(missed.length === 0 ? '\nall targets met' : `\nTARGETS MISSED: ${missed.join('; ')}`);
for (const { folder, report: held } of heldOut) {
  console.log(`\nheld out (test/quality/${folder}, gates nothing):\n${table(held)}`);
  console.log(`\n${held.misses.length} misses:`);
  for (const m of held.misses) console.log(`  ${m.site}  ${m.what} ${m.kind}: ${m.value} (${m.detail})`);
}

if (!process.argv.includes('--no-write')) {
  // Written as the formatter would write it, so that format:check stays clean after a run.
  const options = (await resolveConfig(DOC)) ?? {};
  writeFileSync(
    DOC,
    await format(markdown(report, heldOut, engine, missed), {
      ...options,
      parser: 'markdown',
    }),
  );
  console.log(`wrote ${DOC}`);
}
process.exitCode = missed.length === 0 ? 0 : 1;

function table(r: QualityReport): string {
  const rows: [string, string, string, string][] = [['measure', 'value', 'target', 'counts']];
  const add = (name: string, value: number, target: number, counts: string) => rows.push([name, value.toFixed(3), `>= ${target}`, counts]);
  const counts = (s: Score) => `tp ${s.truePositives}, fp ${s.falsePositives}, fn ${s.falseNegatives}`;
  add('technology precision', r.technologies.precision, TARGETS.technologyPrecision, counts(r.technologies));
  add('technology recall', r.technologies.recall, TARGETS.technologyRecall, '');
  add('partner precision', r.partners.precision, TARGETS.partnerPrecision, counts(r.partners));
  add('partner recall', r.partners.recall, TARGETS.partnerRecall, '');
  add('partner type accuracy', r.types.accuracy, TARGETS.typeAccuracy, `${r.types.correct} of ${r.types.total} found partners`);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  const header = `${r.sites} sites, ${r.pages} pages fetched, ${r.labels.technologies} technology labels, ${r.labels.partners} partner labels`;
  return [header, '', line(rows[0]!), ...rows.slice(1).map(line)].join('\n');
}

function markdown(r: QualityReport, heldOut: HeldOut[], engine: string, missed: string[]): string {
  const pct = (n: number) => n.toFixed(3);
  const missList = (report: QualityReport) =>
    report.misses.length === 0 ? ['None.'] : report.misses.map((m) => `- \`${m.site}\`: ${m.what} ${m.kind}, \`${m.value}\` (${m.detail})`);
  const misses = missList(r);
  const note =
    "A technology the fingerprint data itself infers wrongly (a pattern that matches every site of a platform) stays a false positive: labels say what a site runs, not what the data infers. The site's row above says which.";
  const siteRowsOf = (report: QualityReport) =>
    report.runs.map(
      (run) =>
        `| \`${run.site.domain}\` | ${run.pages.length} | ${run.site.technologies.length} | ${Object.keys(run.site.partners).length} | ${run.site.covers.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/_/g, '\\_')} |`,
    );
  /** The figures as a table, with issue 17's targets beside them for the corpus they gate. */
  const figures = (report: QualityReport, targets: boolean) => {
    const rows: [string, number, number, string][] = [
      [
        'technology precision',
        report.technologies.precision,
        TARGETS.technologyPrecision,
        `${report.technologies.truePositives} correct, ${report.technologies.falsePositives} false positives`,
      ],
      ['technology recall', report.technologies.recall, TARGETS.technologyRecall, `${report.technologies.falseNegatives} false negatives`],
      [
        'partner precision',
        report.partners.precision,
        TARGETS.partnerPrecision,
        `${report.partners.truePositives} correct, ${report.partners.falsePositives} false positives`,
      ],
      ['partner recall', report.partners.recall, TARGETS.partnerRecall, `${report.partners.falseNegatives} false negatives`],
      ['partner type accuracy', report.types.accuracy, TARGETS.typeAccuracy, `${report.types.correct} of ${report.types.total}`],
    ];
    const head = targets
      ? ['| measure | value | target | counts |', '| --- | --- | --- | --- |']
      : ['| measure | value | counts |', '| --- | --- | --- |'];
    const line = ([measure, value, target, counts]: (typeof rows)[number]) =>
      targets ? `| ${measure} | ${pct(value)} | >= ${target} | ${counts} |` : `| ${measure} | ${pct(value)} | ${counts} |`;
    return [...head, ...rows.map(line)].join('\n');
  };
  const heldSection = (report: QualityReport, folder: string) => `### \`test/quality/${folder}/\`

${report.sites} sites, ${report.pages} pages fetched, ${report.labels.technologies} technology labels and ${report.labels.partners} partner labels.

${figures(report, false)}

${missedTargets(report).length === 0 ? "Issue 17's targets, held to these figures, are all met." : `Issue 17's targets, held to these figures: missed ${missedTargets(report).join('; ')}.`}

| site | pages | technologies | partners | what it covers |
| --- | --- | --- | --- | --- |
${siteRowsOf(report).join('\n')}

Every miss:

${missList(report).join('\n')}`;
  return `# Detection and partner-extraction quality

Measured by \`npm run quality\` (\`node --import tsx test/quality/quality.ts\`) on ${new Date().toISOString().slice(0, 10)}.
The same check runs in \`npm test\` (\`test/quality.test.ts\`), so a regression fails the suite.

## Figures

Micro-averaged over (site, label) pairs; partner-type accuracy is over the partners found correctly.

${figures(r, true)}

${missed.length === 0 ? 'All targets met.' : `Targets missed: ${missed.join('; ')}.`}
Technology detection: ${engine}.

**Read these figures with care.** The corpus was written alongside the extraction code, by the same author, to
exercise it: every layout and trap in it is one the code was made to handle. Sites nobody here has seen will have
layouts and wordings this corpus lacks, so expect lower figures on them, recall and type accuracy first. The
extraction has no rule that names a corpus site or domain; its word lists and host lists are general.

## How it runs

Each site is served from memory (\`test/quality/corpus-web.ts\`) through the crawler's \`SiteFetcher\` interface and
crawled by the crawler's own pipeline, \`findOnSite\` in \`src/crawler/pipeline.ts\` (what every refresh and crawl
runs): \`crawlSite\` (\`src/crawler/site.ts\`) with \`partnerPageChooser\` as its discovery step (home page,
robots, sitemap, up to 5 further pages, soft-404 fallbacks included). Each page is read once as it arrives
(\`readPartnerPage\`: its kind, its partners as \`extractPartners\` finds them, home page included, where a headed
partner section counts; for a partner listing, its further pages (\`nextPartnerPages\`) and the listings it links to
(\`partnerSubpages\`), fetched next, at most ${MAX_LISTING_PAGES} per site; for a listing that gives no partner
itself, its detail pages, and for one that does, those of its tiles that link out nowhere, at most ${MAX_ENTRY_PAGES}, each
giving the one partner it is about, linked by name, as its website, or in a field naming its maker), and the results are merged per
registrable domain (\`mergePartners\`). Technologies are \`detect()\`'s matching over the same pages (\`matchPageOf\`,
per page, resolved once) with up to 3 first-party script files, kept at confidence 50 or more (\`MIN_CONFIDENCE\`).

## Corpus

${r.sites} sites, ${r.pages} pages fetched, ${r.labels.technologies} technology labels and ${r.labels.partners} partner labels
(\`test/quality/corpus/\`). Labels are what the pages show: technologies as the fingerprint set names them (implied
ones included), partners as the registrable domains the pages state (a logo with no link or domain on the page is
not labelled: the extractor must never invent one). Signatures are planted as real sites carry them; the
fingerprint data's patterns are not copied into the repository.

| site | pages | technologies | partners | what it covers |
| --- | --- | --- | --- | --- |
${siteRowsOf(r).join('\n')}

## Every miss

${misses.join('\n')}

${note}

## Sites written apart from the code (held out)

${heldOut.length} sets of ten sites, each written by a helper agent that had not read the extraction or detection code, the
corpus above or the other sets (only the format, and for the later sets the in-memory server that serves the sites), with labels by the same rules. They gate nothing; their figures
when first measured say how the extraction does on layouts it was not written for. Once measured, a set has been
seen: the generic gaps it showed were closed (each with a unit test of its own, \`src/crawler/extract/partners.test.ts\`
and \`partner-pages.test.ts\`), so its figures now overstate how the extraction does on new sites.

| set | written | first measured: partner precision, recall, type accuracy | now |
| --- | --- | --- | --- |
${heldOut.map(({ folder, written, first, report: h }) => `| \`test/quality/${folder}/\` | ${written} | ${first} | ${pct(h.partners.precision)}, ${pct(h.partners.recall)}, ${pct(h.types.accuracy)} |`).join('\n')}

Partner precision as first written was 1.000, 1.000, 0.975 (two trade fairs on a German partner page), 1.000, 1.000,
1.000, 0.977 (an association's member badge), 1.000, 0.956, 0.990, 1.000, 1.000, 0.974, 1.000, 1.000, 0.991, 0.972,
1.000, 0.991, 1.000, 1.000, 0.993 (an athlete's Strava profile), 0.978 (two government e-invoicing services in an
article under a path naming partners), 0.973, 0.949, 1.000, 1.000, 0.994 (an open-source tool credited on a technology
partners page), 0.971 (three forwarder networks' member logos, a chamber under "our memberships" in Hungarian), 1.000
and 0.978 (an association and two investors on Polish and Brazilian partner pages); recall reached issue 17's 0.9 on
one set only, the twenty-eighth (B2B software and IT services, the layouts the extraction was first written for), and
missed it on every other (0.480, 0.660, 0.696, 0.568, 0.766, 0.730, 0.494, 0.442, 0.744, 0.727, 0.787, 0.764, 0.694,
0.775, 0.535, 0.602, 0.840, 0.616, 0.747, 0.737, 0.516, 0.720, 0.521, 0.568, 0.691, 0.519, 0.512, then 0.983, 0.857,
0.897 and 0.882): on sites it has not seen, the extraction finds between two fifths and nearly all of the partners,
most of them on software sites, and what it finds is right. The last four sets were first measured after this
session's about page and paragraph rules (below). Every set has been
fixed after its first measure; what each still misses is listed below. The ninth set (every site in a language other
than English) would have measured 0.556 before the seventh set's table of partner words in 13 language groups: that
table, written before the ninth set existed, is what carried over. Each set brought layouts and languages the sets before it lacked (the fourth:
Japanese, Danish, Nuxt 3 payloads, data attributes; the fifth: Turkish, dealer locators; the sixth: marketplaces on
their own host naming makers as text, websites in data attributes; the seventh: Polish, Finnish, Czech, Hungarian,
Romanian, Indonesian and Vietnamese sites, Magento's store-locator data), so the closed gaps carried over only partly into the next set's first figure. What
each set showed:

- **The first set**: a list item holding a card (a heading and a description, then "Visit website") was read as
  running text; partner wording in Spanish, Italian and Portuguese was missing; a website given at the end of an
  entry's description ("Web: thornleaheritage.org.uk") was not read (recall 0.853 after these); then an open-source
  project's partners on a page linked only as "Commercial support"; a Docusaurus body class
  (\`navigation-with-keyboard\`) that made the whole page read as navigation; a marketplace whose tiles link only to
  the site's own detail pages, now read (up to 8 of them, only for a listing that gives no partner itself, each
  giving at most the one partner it is about).
- **The second set**: German and Dutch compounds (Technologiepartner, Servicepartner, Implementatiepartners); advisor
  directories ("Find an expert", certified advisors), "Solution providers" and MSSP badges; entries written as lines
  (a name, an address, then the website, linked or written out, or after a separator: "Tel. … · lenz-motoren.de");
  detail pages reached from the sitemap rather than from their listing. Its technology labels first left out, on
  purpose, what only the fingerprint data's dom and text rules show (Open Graph meta tags, job-board links, Google
  Fonts, a feed link, a Product Hunt badge, Colissimo and Mondial Relay on a PrestaShop shop): 22 detections that were
  correct by the data's own patterns, each checked and then labelled; with them technology precision 0.725 became
  1.000.
- **The third set** (its technology labels include what dom and text rules show; technology precision 1.000 and
  recall 0.990 as first measured, the miss a map library on a page not fetched then): points of sale and dealers in
  more languages (puntos de venta, återförsäljare, Fachpartner, forhandlere, dystrybutorzy); trade fairs,
  exhibitions, conferences and sponsors as sections that list no partners; a \`<nav>\` of cards inside the main
  content (Webflow's accordion markup) read as a menu; squarespace.com itself refused as a hosting platform (its
  tenants still are).
- **The fourth set** (technology precision 1.000 and recall 0.989 as first measured, the miss again a map library
  on a page not fetched then): Spanish "aliados", Danish compounds (samarbejdspartnere) and installers, Japanese,
  Chinese and Korean partner words (matched without word boundaries, which know only ASCII letters); Nuxt 3's
  flattened payload (\`__NUXT_DATA__\`) and a component's \`data-props\` attribute read as embedded data;
  \`rel="next"\` to a path of its own (\`/directory/2/\`) followed as the next page.
- **The fifth set** (technology precision and recall 1.000 as first measured; three of its sites were first written
  under their www host, which a crawl of the domain never asks for, and were moved to the domain with a redirect
  to www before the first measurement, their pages unchanged): Turkish partner and dealer words, "Find a dealer" and
  "Certified installers" pages.
- **The sixth set** (technology precision and recall 1.000 as first measured): a marketplace card's maker written as
  "Built by salesforce.com"; a card's website in a data attribute named for one (\`data-webb\`), opened by a
  script; a page's own JSON script named for what it holds (\`id="fachpartner-daten"\`); German wholesalers
  (Elektrogroßhandel) and partner catalogues (partnerkatalog).
- **The seventh set** (technology precision and recall 1.000 as first measured): partner words in Polish, Czech,
  Romanian, Indonesian and Vietnamese were missing, so neither discovery nor the page's kind saw its listings (recall
  0.494 -> 0.805 with one table of partner, integration, channel and customer words for 13 language groups,
  \`partners/languages.ts\`, matched as whole words in any script); then Elementor's header and footer (\`<div
  data-elementor-type="footer">\`) as chrome; an icon font's word (\`<i class="material-icons">language</i>\`) not
  read as text; a contact line that starts with the website ("www.brkowalczyk.pl · tel. …") or labels it in another
  language ("Situs:", "Strona:"); Magento's widget JSON (\`text/x-magento-init\`) and "store locator" data; Google's
  product subdomains (workspace.google.com, edu.google.com) as Google, its app store not.
- **The eighth and ninth sets**, written side by side and first measured against the same code: German, Dutch, French
  and Portuguese shop words (Fachhändler and its URL spelling fachhaendler, Montagepartner, waar te koop, importeurs,
  détaillants, instaladores), accredited or certified trades ("Accredited pool builders") and "buy … online" pages as
  channel; the Next.js App Router's server components payload (\`self.__next_f\`) and data whose fields are named in
  Spanish, Portuguese, Italian, French, Dutch, German or Polish (nombre, sitio, dominio); Traditional Chinese (經銷,
  據點), Turkish (bayilerimiz) and Hebrew (שותפי הטמעה) channel words; a WordPress page split in numbered parts
  (/stores/2/, linked as "2"); "網站：" as a website label; memberships and accreditations as sections that list no
  partners (four associations on an Arabic partners page); certified or authorized partners typed channel unless
  technology is named.
- **The tenth set**: "Memberships" as a non-listing only when it heads memberships (the ninth set's rule had made
  "Memberships & paid feeds", Patreon and Memberful, one); "Find an approved installer" and production partners;
  HubSpot's \`hsLang\` and click-tracking parameters dropped from the links followed (\`/partners?hsLang=en\` is
  \`/partners\`); a marketplace app's maker in its data (\`developer\`, \`developerUrl\`); a store-locator widget's
  credit (stockist.co) never a partner; a description that ends with the website written out as its link.
- **The eleventh set**: Swedish, Norwegian and Icelandic distributor and seller words (distributörer, söluaðilar),
  Norwegian and Swedish integrations (integrasjoner), Estonian and Finnish partner compounds (paigalduspartnerid),
  Catalan distribució; a selling sentence in other languages that lists its shops after a colon ("predávajú aj tieto
  internetové obchody: A a B") and a sentence that introduces a partner after a colon ("our technology partner: X",
  typed by the sentence); an address after a phone number and a comma ("051 338 910, www.kvarneroffice.hr"); calls to
  action in other languages ("Külasta kodulehte", "Odwiedź stronę") never taken for a partner's name.
- **Across the sets**: a sentence that says where the products are sold ("stocked by The Home Depot and Lowe's",
  "Resellers can buy Quorra through Exclusive Networks and TD SYNNEX", "available at select Sur La Table stores")
  names its sellers, where any other link in running text stays a mention (the second, fourth, fifth, sixth and
  eighth sets had such sentences).
- **Later, from the third set**: data a script assigns (Nuxt 2's \`window.__NUXT__\`, a function whose parameters
  stand for repeated values; a store's initial state; a page's own variable) read as JavaScript with acorn but never
  run: literals only, anything else reads as nothing (\`partners/script-data.ts\`).

What is still missed is below: two distributors named only inside a sentence under an "Authorised distributors"
heading (a link in running text is taken as a mention, on purpose); resellers abroad typed generic because only the
section before theirs says "revendeurs"; two component makers the page calls partners without a type, labelled technology; in the fourth set, box-office
outlets on a page headed only "Box office network", integrations on detail pages beyond the crawl's five discovered
pages, and directory entries typed generic where the labels read channel; in the fifth, national retailers named in a
sentence, plain-text domains in a collapsed accordion, and game platforms and publishers typed generic (labelled
technology and channel); in the sixth, retailers and roasters named in sentences or on a brew-guides page, and types
where the labels read more into a page than its headings say; in the seventh, integrations linked through short
links on the site's own host that redirect to the vendor (go.skyrelay.io/…: only a fetch would tell), and partners
on detail pages typed generic from an "official partners" listing whose text says what they do; in the eighth,
integrations listed only in a documentation site (pages under docs are not read, on purpose), a reseller named in a
sentence, a retailer linked in running text, a directory's third profile page beyond the listing budget; in the
ninth, integrations linked on the makers' help, marketplace and business subdomains of services whose other pages
are profiles (help.calendly.com, marketplace.zoom.us, business.whatsapp.com, lineman.line.me), and one dealer each
on a Japanese, Korean and Russian site. In the twentieth and twenty-first: memberships and research partners named
in prose on about, R&D or benefits pages the crawl did not fetch (an about or R&D page as a last candidate found 11
more partners over the 21 sets and one false positive, for one more request on nearly every site: not kept then; the
about page is fetched since the twenty-eighth set, below),
distributors given only by an e-mail address (mail links are not partners, as issue 17 says), job boards listed as
integrations and platform badges linking google.com or tiktok.com (dropped everywhere, as job boards and social
networks). In the twenty-second and twenty-third: suppliers, charities and collaborations named in prose on about,
journal and commitments pages, an accounting network's member firms outside Europe given only in a map's data, a
training firm's partners named in running Dutch prose, and vendor cards on a consultancy's alliances page typed channel
by their tier badges ("MSSP Partner — Elite", labelled technology: a badge naming the vendor itself, tried as no
type, fixed three and broke two elsewhere; not kept). In the twenty-fourth to twenty-seventh: banks, insurers and
service partners on pages nothing calls a partner page (a mortgage page's "partner banks" table, an insurance
broker's "Compañías" page, a clinic's insurance page, a caterer's "Brands" and "Installation & Servicing" pages, a
hotel's experiences page, a car dealer group's brands and financing pages, a heat pump maker's smart-controls page),
suppliers named in prose on producers' and origin pages, service partners in the sentences of pages that also list
partners in cards or tables (there, running text stays a mention), a festival's
main sponsor (sponsors are not partners here), robot and component makers on an ecosystem page typed generic
(labelled technology), and types the labels read from each card's own tag ("Hosting & ad
insertion", "Production tools").

Before the twenty-eighth and twenty-ninth sets were written, the crawl began to fetch the about page the home page
links (after the listings, before the guessed paths), and to take, on any page, a link in the paragraphs right below a
heading that names partners ("Vår finansieringspartner", "Onderzoekspartners", "Unser Technologiepartner"), at most
two paragraphs down (three since the twenty-ninth set, where a paragraph with a bold title of its own stops it) and
never after a grid or an image. Measured with and without the about page over the corpus
and all 29 sets: 28 more partners and 5 more technologies, no false positive, for 164 more pages (1,054 -> 1,218: one
request more on nearly every site; what that costs a crawl is in docs/benchmarks.md). The
twenty-eighth set then showed vendors on an IT firm's alliances page typed by the firm's own level in their programs
("Snowflake Elite Services Partner" on Snowflake's card: the vendor is a technology partner, now read so); the
twenty-ninth, a page builder's text widget whose last heading ("Technology partners", then "…from our technology
partners:") introduces the cards of the next widget, forwarder networks' member logos ("Forwarder networks we belong
to"), a block titled by its subject ("Tagságaink", our memberships), Hungarian partner compounds, software partners
in a column of the site-wide footer headed "Our software partners" (a footer column headed as partners now lists
partners, as a footer section already did) and referral partners in the third paragraph under an about page's "Our
partners" (found, typed generic: only a later sentence says "referral"). Still missed there: a law firm's list of professional partners on its about page, introduced by a
sentence that speaks of clients (a lead-in's customer wording vetoes its list, on purpose); a hiring partner linked to its careers page; a marketplace named in the sentence after a list;
and types where a tier or a section says other than the labels (an alliance's member firms; agents and partner
shops are channel since this set). The twenty-eighth set's technology labels first left out 18 detections by the fingerprint data's dom rules
(Open Graph tags on ten sites, Google Fonts twice, job links to Workable, Lever and Personio, a feed, a web manifest,
\`fetchpriority\`), each checked against its page and then labelled: technology precision 0.800 as first measured,
1.000 after. The twenty-ninth's were 1.000 and 0.982 (two maps on contact pages the crawl does not fetch).

The thirtieth set (industry, medical devices, energy, construction products; English, German, Spanish, Italian,
Swedish) and the thirty-first (agencies, consultancies, a university, nonprofits, hotels, apps; English, Polish,
Czech, Brazilian Portuguese, Dutch) were written side by side after the twenty-ninth's fixes and first measured at
\`33d622f\`: partner precision 1.000 and 0.978, recall 0.897 and 0.882, type accuracy 0.939 and 0.709; technology
precision 1.000 and 1.000, recall 0.900 and 0.924 (maps, videos and job widgets on contact and careers pages the crawl
does not fetch). Fixed since: investors and memberships in Portuguese and Polish (their three false positives) and
online booking partners typed channel. Still missed: a machine maker's partner list only in a world map's chart data,
component makers and software partners in a product page's closing section, a nonprofit's implementing and technology
partners, an agency's platform badges (typed by the badge's level: "HubSpot Diamond Solutions Partner" reads channel;
taking a badge that names its own linked company as technology was tried and made firms named "X Partners" technology
partners on 16 sites: not kept), research partners named in an about page's prose. The thirty-first's eight sites written under their www host are
crawled from the domain, which redirects to www, as the fifth set's were (\`fromDomain\` in its index).

The thirty-second set (finance and commerce: payments, an insurance broker, a credit union, accounting and payroll
software, a commerce agency, a property portal, a B2B marketplace, a wallet, a coffee roaster; English, French,
Japanese, Korean, Mexican Spanish, Swedish) and the thirty-third (media, travel and consumer goods: a game studio, a
local newspaper, a podcast network, an olive-oil maker, a brake maker, a tour operator, a ferry line, a fitness app,
ticketing, a cosmetics brand; English, Italian, Turkish, Finnish, Austrian German, Brazilian Portuguese) were written
side by side after the about page and first measured at \`ed2a2a5\`: partner precision 1.000 and 0.977, recall 0.928
and 0.842, type accuracy 0.837 and 1.000 (the thirty-second the second set, after the twenty-eighth, to reach 0.9
recall as first measured); technology 1.000 and 1.000 both ways (the helpers checked their labels with a matcher of
their own over the data's patterns). Fixed since: a page builder's text widget right after a heading widget that names
partners is below that heading (Elementor's separate widgets; it also found four partners in the eighteenth, twenty-third
and thirtieth sets), and such a link is typed by its heading, not by the page ("Lojistik partnerimiz" on a page of
distributors); Finnish partner compounds, memberships and certificates (the thirty-third's two false positives);
appointed agents, a directory of accountants, Italian "concessionarie", French "apporteurs d'affaires" and "ils
distribuent" are channel; embedded partners are technology; Framer's layer names count as class names; strava.com names
Strava at its root (a club page is a profile); "distributed exclusively by <a>" names the site's distributor on any
page; and "we buy … through <a>" names a supplier, not a channel. Still missed: links in running text after a grid of
the same section ("La mutuelle TNS est assurée par <a>Alan</a>…") or after another link of the paragraph that was taken
as an entry, a research partner named in prose, an advertising page and a page for businesses the crawl does not fetch,
a retailer named by "find our blend at <a>", and a credit union's partners typed by "affiliates" in the page title
(channel, labelled generic).

The thirty-fourth set (health, science and the public sector: a hospital group, a biotech, a dental chain, a city's
business desk, a research institute, a medical-device distributor, veterinary software, a water charity, a school
network, a pharmacy chain; English, Belgian Dutch, Danish, Czech, Greek, Vietnamese) and the thirty-fifth (developer
tools, infrastructure and the trades: cloud hosting, CI/CD, observability, an open-source database, an API platform, a
security MSP, a solar installer, an HVAC contractor, a furniture maker, a printer; English, Swiss German, Spanish,
European Portuguese, Polish, Hebrew) were written side by side after the thirty-second and thirty-third sets' first
fixes and first measured at \`e371e36\`: partner precision 1.000 and 0.990, recall 0.653 and 0.971, type accuracy 0.766
and 0.788; technology precision 1.000 both, recall 0.969 and 0.959. The thirty-fourth's misses were pages never read
or read without their sections: a biotech's "Partnering" page (not taken for a partner page), a Czech research
institute's "Spolupráce" (collaboration), and a city business desk's partner page whose sections are Divi tabs, titled
by the tab controls alone (no aria-labelledby). Fixed since: tabs title their panels by any of the usual links between a
control and its panel (a target id, Webflow's data-w-tab, Divi's numbered class), "Partnering" and "Spolupráce" are
partner pages, a block headed "Technology partner" is a section rather than a card named "Technology partner", a block
whose own class says "award" is not headed by the block before it (the thirty-fifth's false positive), Czech memberships
(its two false positives), and channel wording (implementing partners, Dutch adviespartners, Polish implementation
partners in the genitive, Vietnamese consulting firms). Still missed: links in prose under a heading that names no
partners ("Technology & logistics"), a trade page the crawl does not fetch, and types the labels read from each
partner's role where the page's words say only "partner" or name both kinds ("Reseller- und Integrationspartner"); a
distributor's manufacturers, typed channel by the labels, are generic here. Since, a short paragraph naming a typed
kind of partner right before a grid types it ("Vores teknologipartnere…").

The thirty-sixth set (hospitality and food; English, Japanese, Canadian French, Norwegian, Romanian, Indonesian) and
the thirty-seventh (professional services and manufacturing; English, German, Italian, Dutch, Swedish, Turkish) were
written side by side after those fixes and first measured at \`2e94daa\`: partner precision 0.975 and 1.000, recall 0.868
and 0.760, type accuracy 0.949 and 0.904; technology precision 1.000 both, recall 0.988 and 0.960. Their misses were
links in running text after the first of a sentence's list ("our technology partners <a>Newsmetric</a> (…) and
<a>Coverwise</a>"), pages never read (a brewery's /distribution, an Italian "Rete commerciale" linked as "Dove siamo", a PR
agency's "Global network"), a law firm's "Correspondent firms", a Drupal body field's lead-in ("Här är våra
teknikpartner.") before the view of partners it introduces, a disclosure's summary heading the paragraph it opens, and
design partners, Technik-/teknikpartner and Romanian partner agencies untyped; and two false positives, a lender
("Financing … is provided by <a>") and a certification label ("Nos menus sont certifiés <a>"). All fixed, and with them
Italian where-to-buy prose, "nostro partner", "our partners: the <a>", Dutch installatiepartners and supply-chain pages
from older sets. Still missed: a franchise page and a retail page the crawl does not fetch, and a benefits marketplace's
resellers typed generic.

The thirty-eighth set (B2B software and logistics: an integrations marketplace, payments, a carrier network, HR
software, a security vendor with MSSPs, a scooter operator, a freight forwarder's agents, martech, an open-source data
tool, telematics; English, Spanish, German, Traditional Chinese, Brazilian Portuguese, French, Korean) and the
thirty-ninth (energy, automotive, education and nonprofits: solar installers, EV charging, a brake maker's distributors,
a university, edtech, a language school, an NGO, a museum, a football club, a wind-turbine service firm; English,
Korean, Polish, Italian, Arabic, Hungarian, Danish, Mexican Spanish) were written side by side while the thirty-sixth
and thirty-seventh were being fixed, and first measured at \`6fdeb11\` (the commit they were asked for; the same
figures at \`9430ec9\` for the thirty-eighth, 0.952, 0.714, 0.775 for the thirty-ninth): partner precision 0.991 and
0.949, recall 0.813 and 0.670, type accuracy 0.936 and 0.787; technology 1.000 both ways on both. The thirty-ninth's
brief counted sponsors as generic partners, as this extraction does not (sponsors are not partners here): 14 of its 112
partner labels are a museum's and a football club's sponsors, so its recall reads low by about that much (the
museum's four media and cooperation partners sit on its supporters page, "Támogatóink", which the crawl does not
fetch either). Its five sites written under their www host are crawled from the bare
domain. Fixed since: a block of companies' logos (an h2 of customer logos) closes the sections its headings outrank,
so a card group's "Gdzie kupić?" no longer heads a certifier's badge and a trade fair three blocks later; a Korean
certification section ("표준 인증") is negative; a call to become a partner ("제휴 문의", "Bli Byråpartner") heads an
invitation, not partners; a Webflow dropdown's list titled by its toggle and linking only out lists entries; agent
networks in Portuguese, Spanish, Italian and French ("Rede de agentes"); the site a member of a network in prose is a
membership, unless a partner program; a listing's further page is judged without its page number; Drupal's pager
counted from 0 when the first page links ?page=1 as "2"; on a partner page a paragraph under any partner heading
("Connectors") names partners; "their clients" is not about the site's customers; a heading its wrapper holds alone
(TYPO3's frame header) heads the paragraph after it; Chinese technology integration partners, payment and hardware
partner compounds, Arabic implementing partners. Both sets' partner precision is now 1.000 and 0.989, recall 1.000 and
0.839 (the thirty-ninth's sponsors and its museum's supporters page), type accuracy 0.985 and 0.872 (a lab-equipment
distributor's and a dealer's makers, typed generic, labelled technology; a benefits marketplace's resellers).

The fortieth set (real estate, construction, retail and consumer services; English, Swiss French, Dutch, Japanese,
Turkish, Czech, Argentine Spanish, Finnish) and the forty-first (telecom, IT services, agriculture and industrial
supply; English, German, Brazilian Portuguese, Vietnamese, Greek, Swedish, Indonesian, Ukrainian) were written side by
side while the thirty-eighth and thirty-ninth were being fixed, and first measured at \`610a860\` (the commit they
were asked for): partner precision 1.000 both, recall 0.774 and 0.867, type accuracy 0.963 and 0.788; technology 1.000
both ways on both (at \`f27d3f0\`, before any fix for them: 0.802 and 0.867). Fixed since: Ukrainian and Russian
representative offices ("Представництва"), an affiliate network, accordion panels titled by the toggle that controls
them, a lead-in that introduces what it names after its last negative word ("Customers … can buy through our
authorized dealers:"), Greek distribution partners. Still missed: a bike shop's brands (labelled channel: the shop is
their authorized dealer; brands pages are not taken for partner listings, since a group's own brands are not its
partners), a Microsoft AppSource listing (an app store here), types the labels read from roles (makers a dealer sells
for, labelled technology).

The forty-second set (finance, legal and HR technology; English, Austrian German, Spanish, Belgian French, Italian,
Polish, European Portuguese, Japanese) and the forty-third (media, creative, gaming and events; English, Korean,
Canadian French, Swiss German, Belgian Dutch, Swedish, Hebrew, Mexican Spanish, Thai) were written side by side while
the fortieth and forty-first were being fixed, and first measured at \`64ab3a1\` (the same figures at \`89e74f5\`'s
parent, before any fix for them): partner precision 0.961 and 1.000, recall 0.820 and 0.829, type accuracy 0.740 and
0.841; technology 1.000 both ways on both. Fixed since, at the end of the session: network pages in the other
languages ("Red de producción"), sponsors in Portuguese, Spanish and four more languages (the forty-second's two false
positives, a summit's "Patrocinadores" on a partner page). Fixed in the next session: partners only on the detail pages of
a plugin marketplace or a design tool's integrations directory whose other cards link out (a listing that gave
partners now offers the detail pages of its tiles that link out nowhere; a detail page's "개발사 웹사이트" field names
its maker), a payroll bureau's partners in prose ("We are a certified payroll partner of <a>", "We partner with
accounting practices that …: <a>"), job boards named "… Jobs" read as careers links. Not fixed yet: a Japanese
registry link in prose ("…に登録されています", a false positive), exchanges listed only in embedded JSON, and types the
labels read from roles (banking-as-a-service and card-issuing partners, typed generic, labelled technology).

The forty-fourth set (health and life sciences: a medical-device maker, a hospital, rehab software, a vet clinic, a
biotech lab, a fitness app, a physio clinic, a pharma company, a diagnostics lab, a wellness brand; German, Mexican
Spanish, English, French, Japanese, Brazilian Portuguese, Italian, Arabic) and the forty-fifth (construction,
engineering, transport, travel and public bodies: an architects' office, a steel maker, an engineering consultancy, a
bike-sharing operator, a hotel group, an ecotourism agency, a transit SaaS, a municipality, an MEP contractor, a trail
operator; German, Mexican Spanish, English, French, Japanese, Brazilian Portuguese, Dutch, Arabic) were written side by
side while the forty-second and forty-third were being fixed, and first measured at \`0e72a7d\` (the commit they were
asked for): partner precision 0.992 and 0.989, recall 0.977 and 0.892, type accuracy 0.968 and 0.725; technology
precision 1.000 both (the forty-fourth's writer left Open Graph and Cart Functionality out of its labels although its
pages carry them: added after measuring, without them its technology precision read 0.846), recall 1.000 and 0.977.
Fixed since: a footer block classed as chrome ("footer-partners") and titled as partners, by a heading or a short
paragraph before its logos, lists partners, and its logos take no type from the page that repeats them; a technology
alliance (技術提携); PubMed and DOI records are never partners; a heading, title or lede that names several kinds of
partner types none, nor does the part of a title that names the site ("Partners | Halden Pryce Consulting
Engineers"); a row of tabs read as one heading types nothing, a "Distribution" tab sells; Japanese booking sites and
travel agencies sell, regional cooperation (地域連携) is no integration; "Samenwerking" names a partner page and
"onze Duitse partnerstad <a>" a partner; a read-aloud button is none; "featured in the <a>" is press. Still missed: a
municipality's project partners in a news item the crawl does not fetch, billing partners (labelled channel, typed
generic), Google Business Profile as an integration (google.com only as an app store here).

The forty-sixth set (security, cloud, developer tools and data) and the forty-seventh (universities, museums,
nonprofits, associations and clubs) were written side by side while the forty-fourth and forty-fifth were being fixed,
and first measured at \`c19d05a\`: partner precision 1.000 and 0.860, recall 0.965 and 0.952, type accuracy 0.836 and
0.925; technology 1.000 and 0.975, 1.000 and 1.000. The forty-seventh's writer labelled the member companies of a
chamber's and two associations' member directories as no partners; this extraction counts an association's member
companies as its partners (generic, since the twenty-first set), and all 13 of its false positives are such members:
they stay, and the disagreement is the reason its precision reads low. Fixed since: under a technology partners
heading, a card's channel badge ("Cisco Select Integrator", "認定MSSPパートナー") is the site's role in its maker's
program, the maker a technology partner (which also mended 18 types in older sets; the corpus's HubSpot "Solutions
partner" card, labelled channel beside Webflow's "Enterprise partner" labelled technology in the same grid, was
relabelled technology to match); software vendors ("Éditeurs et plateformes") and French IT services firms (ESN);
"Parceiros de tecnologia"; Dutch and German channel partner compounds ("Kanaalpartners"); "un partenariat avec
l'<a>"; Arabic authorised distributors and technical partners. Still missed: Discord and WhatsApp as integrations
(social networks and messengers are never partners here), a research institute's simulation partner and an art
center's app partner typed generic, a design university's industry partners typed technology ("連携パートナー").

The forty-eighth set (industrial manufacturing and B2B suppliers) and the forty-ninth (software for small businesses,
payments, fintech and their agencies) were written side by side while the forty-sixth and forty-seventh were being
fixed, and first measured at \`f650658\`: partner precision 1.000 both, recall 0.929 and 0.910, type accuracy 0.981 and
0.902; technology 1.000 and 0.965, 1.000 and 1.000. Fixed since: sales representatives' pages in five languages
("Representantes comerciais"), a directory split by letters into sibling pages its pager names ("Next: M – Z"), a
partner page written as a section per partner headed by the partner's name, partner accountants in Portuguese and
Spanish, Arabic integration platforms, French "sont intégrés à <a>" and "en partenariat avec le laboratoire <a>".
Still missed: Google, Shopify and WhatsApp named only through app-store or messenger links, and types the labels read
from roles (a wholesaler, an e-commerce lab, a component maker).

The fiftieth set (automotive, EV charging and logistics) and the fifty-first (education technology, training,
publishing and media) were written side by side while the forty-eighth and forty-ninth were being fixed, and first
measured at \`2fc7645\`: partner precision 1.000 both, recall 0.916 and 0.965, type accuracy 0.763 and 0.988;
technology 1.000 and 0.986, 1.000 and 1.000. Fixed since: a page number written into the last segment
(/installateure/seite-2), a publisher's distributors in prose ("Notre diffusion … est assurée par <a>, et la
distribution par <a>"), partners followed by examples ("estabelecimentos parceiros, como a rede de cafés <a>"). Still
missed or mistyped: a freight forwarder's overseas agents (labelled generic; this extraction types agent networks as
channel), charger makers and roaming platforms under tabs named "Constructeurs de bornes" and "Itinérance", car makers a
dealer holds franchises for (typed technology, labelled generic), a lead-in that names the site's role ("Sahra is an
authorised installation and service partner for these brands:") typing the makers below it channel.

The fifty-second set (consumer brands selling through retailers and distributors) and the fifty-third (B2B SaaS and IT
consultancies) were written side by side while the fiftieth and fifty-first were being fixed, and first measured at
\`f40106e\`: partner precision 0.962 and 1.000, recall 0.843 and 0.988, type accuracy 0.951 and 0.901; technology
1.000 both ways on both. Two of the fifty-second's four false positives came from a rule of this session (a footer
wrapper classed "site-footer" with one partner heading let its social and legal links through); fixed since, with a
brand's stores page ("Tiendas") and "Dónde encontrarnos" for stockists. Still missed: stockists named in running text
before the verb ("<a>A</a> in Canal Park, <a>B</a> in Grand Marais … all carry our full line"), marketplaces
(Amazon, Mercado Livre) a brand sells through, collaborations named on a news page the crawl does not read.

The fifty-fourth set (marketing technology and e-commerce) and the fifty-fifth (sports, fitness, outdoor, tourism and
hardware makers) were written side by side at the start of the thirty-eighth session, and first measured at
\`2a316f0\`: partner precision 1.000 and 0.978, recall 0.896 and 0.870, type accuracy 0.842 and 0.897; technology
1.000 both ways on both. Fixed since: an association's "Associados" and a league's "Member clubs" as members (untyped,
also on a members page named for one of its areas: "Associados: Agências e consultoras"), "Marketplaces integrados",
"Byråpartners", Turkish "teknoloji ortağımız", Chinese integrators ("系统集成商": channel, where "集成" is technology)
and certifications ("认证与联盟"), press headed "I media" or "In the media", an entry's website followed by its e-mail
address, a field's label ("Japan:") as no name, and a badge linking to the site's entry in a platform's partner
directory ("Klaviyo Gold Partner" to klaviyo.com/partners/directory/…) typing the platform technology. Still missed:
Google, Meta and TikTok badges (never partners here by design), a second agency named further on in a sentence,
partner hotels on an accommodation page, integration hubs' sections with no word of a type ("Plataformas de
e-commerce", "ERPs").

The fifty-sixth set (heavy industry, shipping, mining and trade) and the fifty-seventh (local services and small
businesses) were written side by side while the fifty-fourth and fifty-fifth were being fixed, and first measured at
\`dee2d5f\`: partner precision 1.000 both, recall 0.667 and 0.844, type accuracy 0.891 and 0.889; technology 1.000 both
ways on both. Fixed since: a shipping line's "Agency network" (its agents, three of them only in the page's
\`__NEXT_DATA__\`), an architects' "Studio" as its about page, Italian "ai loro clienti" no longer read as Romanian
"clienti", "Agentes autorizados", and a lead-in ending with a colon heading the grid of cards after it. Still missed: a
port authority's cluster members on a page named "Comunidad portuaria", a mining explorer's joint-venture and drilling
partners on a projects page, "Servicepartners" of a ship supplier (typed channel, labelled generic).

The fifty-eighth set (recruitment, staffing, relocation, payroll and HR software) and the fifty-ninth (fashion, beauty
and the home) were written side by side while the fifty-sixth and fifty-seventh were being fixed, and first measured at
\`5587d5c\`: partner precision 1.000 both, recall 0.935 and 0.909, type accuracy 0.958 and 0.912; technology 1.000
both ways and 1.000 and 0.988 (a map on a showroom page the crawl does not fetch). Fixed since: "chez nos revendeurs en
ligne <a>" (online resellers), "Salões parceiros" as channel, the feminine "revendedora", and "da nossa parceira de
tecnologia <a>" typed by its own words. Still missed: a job board's ATS integrations on its employers page, which the
crawl does not fetch; a charity partner of a skincare brand named in a sentence on its home page; a watchmaker's repair
partner.

The sixtieth set (municipalities, development agencies, science parks, libraries, public transport, chambers and
associations) and the sixty-first (seeds, cooperatives, farm machinery, agritech, food distribution, packaging and
certifiers) were written side by side after the fifty-eighth and fifty-ninth were fixed, and first measured at
\`0e94613\`: partner precision 0.974 and 1.000, recall 0.763 and 0.828, type accuracy 0.865 and 0.958; technology
1.000 and 0.976, 1.000 and 0.953 (technologies on contact, logistics and careers pages the crawl does not fetch). Fixed
since: a chamber's "Jäsenyritykset" and Swedish, Norwegian and Danish "Medlemmar", a read-aloud "Lyssna" link, Japanese
"連携機関" as partners of no one kind. Still missed: member libraries linked on municipal domains, partners named on
logistics, B2B and contact pages, a funder on a partner page ("Hessisches Ministerium für Wirtschaft"), the allies of a
farmers' market named in sentences under the page's own heading (reading the paragraphs under a partner page's h1 was
tried and found 4 partners, but brought 8 false ones in older sets: not kept).

${heldOut.map(({ folder, report: h }) => heldSection(h, folder)).join('\n\n')}
`;
}
