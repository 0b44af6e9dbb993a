import type { CorpusSite } from '../corpus/types.js';
import { site as h81 } from './h81-hokutokucho.js';
import { site as h82 } from './h82-roborin.js';
import { site as h83 } from './h83-shanlantea.js';
import { site as h84 } from './h84-kruadee.js';
import { site as h85 } from './h85-maslul.js';
import { site as h86 } from './h86-gulfswift.js';
import { site as h87 } from './h87-varton.js';
import { site as h88 } from './h88-maniatiko.js';
import { site as h89 } from './h89-uykusa.js';
import { site as h90 } from './h90-skaitlys.js';

/** Ninth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h81, h82, h83, h84, h85, h86, h87, h88, h89, h90];
